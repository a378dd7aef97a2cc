import { useMachine } from '@xstate/react';
import { EMAIL_MAX, PASSWORD_MAX } from '../../../contract/constants';
import type { UserInfo } from '../../../contract/entities';
import type { schemaFormMachine, SchemaFormName } from '../../../machines/schema-form.machine';
import { useUser } from '../../app/session/selectors';
import { Button } from '../../components/button';
import { PageColumn, Notice } from '../../components/page-parts';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { settingsFormLogic } from './settings-form.actors';

const Card = styled('section', {
  padding: '$4',
  borderRadius: '$lg',
  boxShadow: '$card',
  '& h2': { margin: '0 0 $4', fontSize: '$md' },
});

type Logic = typeof schemaFormMachine;

interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  maxLength: number;
}

/**
 * One settings form drawn from its machine (machines/schema-form.machine.ts): the fields with
 * their messages, Save busy while the server answers, then a "saved" note until the next change.
 */
function SettingsForm({ form, title, fields, submit, savedText, values, logic }: {
  form: SchemaFormName;
  title: string;
  fields: FieldSpec[];
  submit: string;
  savedText: string;
  values?: Record<string, string>;
  logic: Logic;
}) {
  const message = useMessage();
  const [state, send] = useMachine(logic, { input: { form, values } });
  const { errors, error } = state.context;
  const busy = state.matches('saving');
  const headingId = `settings-${form}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <form
        aria-labelledby={headingId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        {state.matches('saved') && (
          <Notice css={{ marginBottom: '$4' }} role="status" tone="success">
            {savedText}
          </Notice>
        )}
        {error != null && (
          <Notice css={{ marginBottom: '$4' }} role="alert" tone="danger">
            {message((error as Error).message)}
          </Notice>
        )}
        {fields.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            type={f.type}
            name={f.name}
            autoComplete={f.autoComplete}
            maxLength={f.maxLength}
            value={state.context.values[f.name] ?? ''}
            readOnly={busy}
            error={message(errors[f.name]) || undefined}
            onChange={(e) => send({ type: 'form.field', name: f.name, value: e.target.value })}
          />
        ))}
        <Button type="submit" block loading={busy}>
          {submit}
        </Button>
      </form>
    </Card>
  );
}

const profileOf = (user: UserInfo | null) =>
  user ? { firstname: user.firstname, lastname: user.lastname, email: user.email } : undefined;

/** /account/account-settings: the customer's name and e-mail, and their password. */
export default function AccountSettingsPage({ logic = settingsFormLogic }: { logic?: Logic }) {
  const { t } = useTranslation('account');
  const user = useUser();
  return (
    <PageColumn>
      <h1>{t('settings.title')}</h1>
      {user && (
        <SettingsForm
          key={user.id}
          form="profile"
          logic={logic}
          title={t('settings.profile')}
          submit={t('settings.saveProfile')}
          savedText={t('settings.profileSaved')}
          values={profileOf(user)}
          fields={[
            { name: 'firstname', label: t('settings.firstname'), type: 'text', autoComplete: 'given-name', maxLength: EMAIL_MAX },
            { name: 'lastname', label: t('settings.lastname'), type: 'text', autoComplete: 'family-name', maxLength: EMAIL_MAX },
            { name: 'email', label: t('settings.email'), type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX },
          ]}
        />
      )}
      <SettingsForm
        form="password"
        logic={logic}
        title={t('settings.password')}
        submit={t('settings.savePassword')}
        savedText={t('settings.passwordSaved')}
        fields={[
          { name: 'old_password', label: t('settings.currentPassword'), type: 'password', autoComplete: 'current-password', maxLength: PASSWORD_MAX },
          { name: 'password', label: t('settings.newPassword'), type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX },
          { name: 'c_password', label: t('settings.confirmPassword'), type: 'password', autoComplete: 'new-password', maxLength: PASSWORD_MAX },
        ]}
      />
    </PageColumn>
  );
}
