import { useCallback } from 'react';
import { useTranslation } from '../../i18n/react';
import type { authDialogMachine, AuthTab } from '../../../machines/auth-dialog.machine';
import { Dialog } from '../../components/dialog';
import { AuthForm } from './auth-form';

export interface LoginDialogProps {
  initialTab?: AuthTab;
  /** Checkout as a new customer (AuthForm). */
  registerSignsIn?: boolean;
  onClose(): void;
  /** Called after a successful sign-in or registration, once the dialog has closed (so it may open another overlay). */
  onSuccess?(): void;
  /** The auth machine with its effects; tests pass it with in-memory calls. */
  logic?: typeof authDialogMachine;
}

/**
 * The login/register dialog (the overlay 'login'): once the session has the customer (the form's
 * effects hand it the token), it closes and signals success.
 */
export function LoginDialog({ initialTab = 'login', registerSignsIn, onClose, onSuccess, logic }: LoginDialogProps) {
  const { t } = useTranslation('auth');
  const succeeded = useCallback(() => {
    onClose();
    onSuccess?.();
  }, [onSuccess, onClose]);
  return (
    <Dialog title={t('title')} hideTitle onClose={onClose}>
      <AuthForm initialTab={initialTab} registerSignsIn={registerSignsIn} onSucceeded={succeeded} onLeave={onClose} logic={logic} />
    </Dialog>
  );
}

export default LoginDialog;
