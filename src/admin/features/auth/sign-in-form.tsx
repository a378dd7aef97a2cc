import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { Note } from '../../app/shell/page-parts';
import { useStaffSession, useStaffSessionRef } from '../../app/session/staff-session-provider';
import { useFieldError } from '../forms/use-field-error';

/** Email, Password, Sign in: the staff session's form; the server's refusal over the button. */
export function SignInForm() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const ref = useStaffSessionRef();
  const fieldError = useFieldError();
  const say = useMessage();
  return (
    <form
      aria-label={t('signIn.title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        ref.send({ type: 'session.signIn' });
      }}
    >
      {session.ended && <Note role="status">{t('signIn.ended')}</Note>}
      <TextField
        label={t('fields.email')}
        type="email"
        name="email"
        autoComplete="username"
        value={session.email}
        error={fieldError(session.errors.email)}
        onChange={(e) => ref.send({ type: 'session.field', name: 'email', value: e.target.value })}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={session.password}
        error={fieldError(session.errors.password)}
        onChange={(e) => ref.send({ type: 'session.field', name: 'password', value: e.target.value })}
      />
      {session.refusal && (
        <Note tone="danger" role="alert">
          {say(session.refusal)}
        </Note>
      )}
      <Button type="submit" block loading={session.busy}>
        {t('signIn.submit')}
      </Button>
    </form>
  );
}
