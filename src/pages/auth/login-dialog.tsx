import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react';
import type { authDialogMachine, AuthTab } from '../../../machines/auth-dialog.machine';
import { Dialog } from '../../components/dialog';
import { AuthForm } from './auth-form';

export interface LoginDialogProps {
  initialTab?: AuthTab;
  onClose(): void;
  /** Called after a successful sign-in or registration, before the dialog closes. */
  onSuccess?(): void;
  /** The auth machine with its effects; tests pass it with in-memory calls. */
  logic?: typeof authDialogMachine;
}

/**
 * The login/register dialog (the overlay 'login'): once the session has the customer (the form's
 * effects hand it the token), it signals success and closes.
 */
export function LoginDialog({ initialTab = 'login', onClose, onSuccess, logic }: LoginDialogProps) {
  const { t } = useTranslation('auth');
  const succeeded = useCallback(() => {
    onSuccess?.();
    onClose();
  }, [onSuccess, onClose]);
  return (
    <Dialog title={t('title')} hideTitle onClose={onClose}>
      <AuthForm initialTab={initialTab} onSucceeded={succeeded} onLeave={onClose} logic={logic} />
    </Dialog>
  );
}

export default LoginDialog;
