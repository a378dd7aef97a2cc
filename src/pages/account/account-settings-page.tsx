import { useMachine } from '@xstate/react';
import { EMAIL_MAX, PASSWORD_MAX } from '../../../contract/constants';
import type { UserInfo } from '../../../contract/entities';
import type { schemaFormMachine, SchemaFormName } from '../../../machines/schema-form.machine';
import { accountApi } from '../../features/account/account.api';
import { useUser } from '../../app/session/selectors';
import { useLoad } from '../../components/use-load';
import { Button } from '../../components/button';
import { schemaFormView } from '../../components/schema-form.view';
import { PageColumn, Notice } from '../../components/page-parts';
import { SelectField, TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { settingsFormLogic } from '../../features/account/settings-form.actors';
import { COUNTRIES } from '../../../contract/regions';
import { BUSINESS_TYPES, BUSINESS_USER_TYPE, type BusinessProfile } from '../../../contract/wholesale';
import { failureMessage } from '../../../contract/codes';

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
  type: 'text' | 'email' | 'password' | 'checkbox' | 'select';
  autoComplete?: string;
  maxLength?: number;
  /** A select's choices. */
  options?: { value: string; label: string }[];
  placeholder?: string;
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
function SettingsForm({
  form,
  title,
  intro,
  fields,
  submit,
  savedText,
  values,
  logic,
}: {
  form: SchemaFormName;
  title: string;
  /** A line under the title. */
  intro?: string;
  fields: FieldSpec[];
  submit: string;
  savedText: string;
  values?: Record<string, string>;
  logic: Logic;
}) {
  const message = useMessage();
  const [state, send] = useMachine(logic, { input: { form, values } });
  const { errors, error } = state.context;
  const { busy, saved } = schemaFormView(state);
  const headingId = `settings-${form}`;
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro && <p>{intro}</p>}
      <form
        aria-labelledby={headingId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        {saved && (
          <Notice css={{ marginBottom: '$4' }} role="status" tone="success">
            {savedText}
          </Notice>
        )}
        {error != null && (
          <Notice css={{ marginBottom: '$4' }} role="alert" tone="danger">
            {message(failureMessage(error))}
          </Notice>
        )}
        {fields.map((f) =>
          f.type === 'select' ? (
            <SelectField
              key={f.name}
              label={f.label}
              name={f.name}
              autoComplete={f.autoComplete}
              options={f.options ?? []}
              placeholder={f.placeholder}
              value={state.context.values[f.name] ?? ''}
              disabled={busy}
              error={message(errors[f.name]) || undefined}
              onChange={(e) => send({ type: 'form.field', name: f.name, value: e.target.value })}
            />
          ) : f.type === 'checkbox' ? (
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

const businessValues = (p: BusinessProfile | null) =>
  p ? { company_name: p.company_name, tax_id: p.tax_id, business_type: p.business_type, country: p.country } : undefined;

const profileOf = (user: UserInfo | null) => (user ? { firstname: user.firstname, lastname: user.lastname, email: user.email } : undefined);

/** /account/account-settings: the customer's name and e-mail, their password, the newsletter and their business (wholesale). */
export default function AccountSettingsPage({ logic = settingsFormLogic }: { logic?: Logic }) {
  const { t } = useTranslation('account');
  const user = useUser();
  const newsletter = useLoad(`newsletter:${user?.id ?? ''}`, (signal) => accountApi.newsletter(signal));
  const business = useLoad(`business:${user?.id ?? ''}`, (signal) => accountApi.business(signal));
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
      {business.status === 'ready' && (
        <SettingsForm
          form="business"
          logic={logic}
          title={t('settings.business')}
          submit={t('settings.saveBusiness')}
          savedText={t('settings.businessSaved')}
          values={businessValues(business.data)}
          intro={user?.type === BUSINESS_USER_TYPE ? t('settings.businessIs') : t('settings.businessWhy')}
          fields={[
            { name: 'company_name', label: t('settings.companyName'), type: 'text', autoComplete: 'organization', maxLength: 120 },
            { name: 'tax_id', label: t('settings.taxId'), type: 'text', maxLength: 40 },
            {
              name: 'business_type',
              label: t('settings.businessType'),
              type: 'select',
              placeholder: t('settings.choose'),
              options: BUSINESS_TYPES.map((b) => ({ value: b, label: t(`settings.businessTypes.${b}`) })),
            },
            {
              name: 'country',
              label: t('settings.country'),
              type: 'select',
              autoComplete: 'country',
              placeholder: t('settings.choose'),
              options: COUNTRIES.map((c) => ({ value: c.country_id, label: c.country })),
            },
          ]}
        />
      )}
    </PageColumn>
  );
}
