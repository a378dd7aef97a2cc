import { LoginDialog } from '../../features/auth/login-dialog';
import type { OverlayContentProps } from './overlay-types';

/** The sign-in/register dialog as the 'login' overlay; props: initialTab, registerSignsIn (checkout), onSuccess. */
export default function LoginOverlay({ props, onClose }: OverlayContentProps) {
  const initialTab = props.initialTab === 'register' ? 'register' : 'login';
  const onSuccess = typeof props.onSuccess === 'function' ? (props.onSuccess as () => void) : undefined;
  return <LoginDialog initialTab={initialTab} registerSignsIn={props.registerSignsIn === true} onClose={onClose} onSuccess={onSuccess} />;
}
