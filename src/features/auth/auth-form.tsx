import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { EMAIL_MAX, PASSWORD_MAX } from '../../../contract/constants';
import type { authDialogMachine, AuthTab } from '../../../machines/auth-dialog.machine';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { routes } from '../../app/paths';
import { useMessage } from '../../i18n/use-message';
import { authDialogLogic } from './auth-dialog.actors';
import { authDialogView } from './auth-dialog.view';
import { styled } from '../../styles/theme';

const Tabs = styled('div', { display: 'flex', borderBottom: '1px solid $line', marginBottom: '$5' });
const Tab = styled('button', {
  flex: 1,
  minHeight: '$tap',
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'none',
  fontSize: '$md',
  fontWeight: 600,
  color: '$inkSoft',
  cursor: 'pointer',
  '&[aria-selected="true"]': { color: '$brand', borderBottomColor: '$brand' },
});
const FormError = styled('p', {
  margin: '0 0 $4',
  padding: '$2 $3',
  borderRadius: '$md',
  backgroundColor: '$dangerSoft',
  color: '$danger',
  fontSize: '$sm',
});
const Hint = styled('p', { margin: '0 0 $4', fontSize: '$sm', color: '$inkSoft' });
const Footer = styled('div', { marginTop: '$4', textAlign: 'center', fontSize: '$sm', a: { color: '$brand' } });

export interface AuthFormProps {
  initialTab?: AuthTab;
  /** Checkout as a new customer: Register also signs in to an account the e-mail already has (api/registrationLogin). */
  registerSignsIn?: boolean;
  /** Called once the session has the new customer (the dialog closes, the sign-in page leaves). */
  onSucceeded(): void;
  /** Called when the shopper follows the forgot-password link (the dialog closes). */
  onLeave?(): void;
  /** The machine with its effects (./auth-dialog.actors.ts); tests pass it with in-memory calls. */
  logic?: typeof authDialogMachine;
}

/**
 * The sign-in / register form used by the dialog and the /sign-in page: two real tabs over an
 * e-mail and a password; every state lives in the auth-dialog machine.
 */
export function AuthForm({ initialTab = 'login', registerSignsIn = false, onSucceeded, onLeave, logic = authDialogLogic }: AuthFormProps) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const actor = useActorRef(logic, { input: { initialTab, registerSignsIn } });
  const { tab, values, errors, formError, busy } = useSelector(actor, authDialogView, shallowEqual);
  const id = useId();

  useEffect(() => {
    const sub = actor.on('auth.succeeded', () => onSucceeded());
    return () => sub.unsubscribe();
  }, [actor, onSucceeded]);

  const tabs: AuthTab[] = ['login', 'register'];
  return (
    <div>
      <Tabs role="tablist" aria-label={t('title')}>
        {tabs.map((name) => (
          <Tab
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => !busy && actor.send({ type: 'auth.tab.select', tab: name })}
            onKeyDown={(e) => {
              if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
                const next = name === 'login' ? 'register' : 'login';
                if (!busy) actor.send({ type: 'auth.tab.select', tab: next });
                (e.currentTarget.parentElement?.querySelector(`#${CSS.escape(`${id}-${next}`)}`) as HTMLElement | null)?.focus();
              }
            }}
          >
            {t(name === 'login' ? 'tabSignIn' : 'tabRegister')}
          </Tab>
        ))}
      </Tabs>
      <form
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}`}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'auth.submit' });
        }}
      >
        {formError && <FormError role="alert">{message(formError)}</FormError>}
        {tab === 'register' && registerSignsIn && <Hint id={`${id}-hint`}>{t('registerSignsInHint')}</Hint>}
        <TextField
          label={t('email')}
          type="email"
          name="email"
          autoComplete={tab === 'login' ? 'username' : 'email'}
          maxLength={EMAIL_MAX}
          value={values.email}
          readOnly={busy}
          error={message(errors.email) || undefined}
          onChange={(e) => actor.send({ type: 'field.change', field: 'email', value: e.target.value })}
        />
        <TextField
          label={t('password')}
          type="password"
          name="password"
          autoComplete={tab === 'login' ? 'current-password' : 'new-password'}
          maxLength={PASSWORD_MAX}
          value={values.password}
          readOnly={busy}
          error={message(errors.password) || undefined}
          onChange={(e) => actor.send({ type: 'field.change', field: 'password', value: e.target.value })}
        />
        <Button type="submit" block loading={busy}>
          {t(tab === 'login' ? 'submitSignIn' : registerSignsIn ? 'submitRegisterSignsIn' : 'submitRegister')}
        </Button>
      </form>
      {tab === 'login' && (
        <Footer>
          <Link href={routes.forgotPassword} onClick={() => onLeave?.()}>
            {t('forgotPassword')}
          </Link>
        </Footer>
      )}
    </div>
  );
}
