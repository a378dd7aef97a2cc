import { useTranslation } from '../../i18n/react';
import { Link, useSearch } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { EMAIL_MAX, PASSWORD_MAX } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import type { passwordResetMachine } from '../../../machines/password-reset.machine';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { routes } from '../../app/paths';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Heading, Page } from './sign-in-page';
import { passwordResetLogic } from '../../features/auth/password-reset.actors';
import { passwordResetView } from '../../features/auth/password-reset.view';

const Note = styled('p', {
  margin: '0 0 $4',
  padding: '$3',
  borderRadius: '$md',
  fontSize: '$sm',
  variants: {
    tone: {
      success: { backgroundColor: '$successSoft', color: '$success' },
      danger: { backgroundColor: '$dangerSoft', color: '$danger' },
    },
  },
});
const Intro = styled('p', { margin: '0 0 $5', color: '$inkSoft', fontSize: '$sm' });
const Links = styled('p', { marginTop: '$5', fontSize: '$sm', a: { color: '$brand' } });

/**
 * /forgot-password: asks for the e-mail to send a reset link to; opened from that link
 * (`?token=`), asks for the new password twice.
 */
export default function ForgotPasswordPage({ logic = passwordResetLogic }: { logic?: typeof passwordResetMachine; params?: unknown }) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const token = new URLSearchParams(useSearch()).get('token');
  const actor = useActorRef(logic, { input: { token } });
  const { screen: state, busy, values, errors, formError } = useSelector(actor, passwordResetView, shallowEqual);
  const change = (field: 'email' | 'password' | 'c_password') => (e: React.ChangeEvent<HTMLInputElement>) =>
    actor.send({ type: 'field.change', field, value: e.target.value });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    actor.send({ type: 'reset.submit' });
  };
  const signInLink = (
    <Links>
      <Link href={routes.signIn}>{t('backToSignIn')}</Link>
    </Links>
  );

  return (
    <Page>
      <Heading>{t(state === 'request' || state === 'sent' ? 'forgotTitle' : 'resetTitle')}</Heading>
      {state === 'sent' && (
        <>
          <Note tone="success" role="status">
            {message(messages.resetSent)}
          </Note>
          {signInLink}
        </>
      )}
      {state === 'changed' && (
        <>
          <Note tone="success" role="status">
            {message(messages.passwordChanged)}
          </Note>
          {signInLink}
        </>
      )}
      {state === 'tokenInvalid' && (
        <>
          <Note tone="danger" role="alert">
            {message(messages.resetTokenInvalid)}
          </Note>
          <Links>
            <Link href={routes.forgotPassword}>{t('requestNewLink')}</Link>
          </Links>
        </>
      )}
      {state === 'request' && (
        <form noValidate onSubmit={submit}>
          <Intro>{t('forgotIntro')}</Intro>
          {formError && (
            <Note tone="danger" role="alert">
              {message(formError)}
            </Note>
          )}
          <TextField
            label={t('email')}
            type="email"
            name="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={values.email}
            readOnly={busy}
            error={message(errors.email) || undefined}
            onChange={change('email')}
          />
          <Button type="submit" block loading={busy}>
            {t('sendLink')}
          </Button>
          {signInLink}
        </form>
      )}
      {state === 'reset' && (
        <form noValidate onSubmit={submit}>
          {formError && (
            <Note tone="danger" role="alert">
              {message(formError)}
            </Note>
          )}
          <TextField
            label={t('newPassword')}
            type="password"
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={values.password}
            readOnly={busy}
            error={message(errors.password) || undefined}
            onChange={change('password')}
          />
          <TextField
            label={t('confirmPassword')}
            type="password"
            name="c_password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={values.c_password}
            readOnly={busy}
            error={message(errors.c_password) || undefined}
            onChange={change('c_password')}
          />
          <Button type="submit" block loading={busy}>
            {t('savePassword')}
          </Button>
        </form>
      )}
    </Page>
  );
}
