import { useMachine } from '@xstate/react';
import { EMAIL_MAX, PASSWORD_MAX } from '../../../contract/constants';
import type { UserInfo } from '../../../contract/entities';
import type { schemaFormMachine, SchemaFormName } from '../../../machines/schema-form.machine';
import { accountApi } from '../../api/account';
import { useUser } from '../../app/session/selectors';
import { useLoad } from '../../app/use-load';
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
  type: 'text' | 'email' | 'password' | 'checkbox';
  autoComplete?: string;
  maxLength?: number;
}

const Check = styled('label', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  minHeight: '$tap',
  marginBottom: '$4',
  fontSize: '$md',
  '& input': { width: '0.6rem', height: '0.6rem', accentColor: '$colors$brand' },
});

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
        {fields.map((f) =>
          f.type === 'checkbox' ? (
            <Check key={f.name}>
              <input
                type="checkbox"
                name={f.name}
                checked={state.context.values[f.name] === '1'}
                disabled={busy}
                onChange={(e) => send({ type: 'form.field', name: f.name, value: e.target.checked ? '1' : '0' })}
              />
              {f.label}
            </Check>
          ) : (
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
          ),
        )}
        <Button type="submit" block loading={busy}>
          {submit}
        </Button>
      </form>
    </Card>
  );
}

const profileOf = (user: UserInfo | null) =>
  user ? { firstname: user.firstname, lastname: user.lastname, email: user.email } : undefined;

/** /account/account-settings: the customer's name and e-mail, their password, and the newsletter. */
export default function AccountSettingsPage({ logic = settingsFormLogic }: { logic?: Logic }) {
  const { t } = useTranslation('account');
  const user = useUser();
  const newsletter = useLoad(`newsletter:${user?.id ?? ''}`, (signal) => accountApi.newsletter(signal));
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
      {newsletter.status === 'ready' && (
        <SettingsForm
          form="newsletter"
          logic={logic}
          title={t('settings.newsletter')}
          submit={t('settings.saveNewsletter')}
          savedText={t('settings.newsletterSaved')}
          values={{ subscribe: newsletter.data.subscribed ? '1' : '0' }}
          fields={[{ name: 'subscribe', label: t('settings.subscribe'), type: 'checkbox' }]}
        />
      )}
    </PageColumn>
  );
}
