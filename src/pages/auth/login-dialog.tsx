import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react';
import type { UserInfo } from '../../../contract/entities';
import type { authDialogMachine, AuthTab } from '../../../machines/auth-dialog.machine';
import { Dialog } from '../../components/dialog';
import { useSessionActions } from '../../app/session/selectors';
import { AuthForm } from './auth-form';

export interface LoginDialogProps {
  initialTab?: AuthTab;
  onClose(): void;
  /** Called after a successful sign-in or registration, before the dialog closes. */
  onSuccess?(): void;
  /** Tests hand in the auth machine with in-memory effects. */
  logic?: typeof authDialogMachine;
}

/**
 * The login/register dialog (the overlay 'login'): on success it hands the customer token to the
 * session, signals success and closes.
 */
export function LoginDialog({ initialTab = 'login', onClose, onSuccess, logic }: LoginDialogProps) {
  const { t } = useTranslation('auth');
  const session = useSessionActions();
  const succeeded = useCallback(
    (token: string, user: UserInfo) => {
      session.signedIn(token, user);
      onSuccess?.();
      onClose();
    },
    [session, onSuccess, onClose],
  );
  return (
    <Dialog title={t('title')} hideTitle onClose={onClose}>
      <AuthForm initialTab={initialTab} onSucceeded={succeeded} onLeave={onClose} logic={logic} />
    </Dialog>
  );
}

export default LoginDialog;
