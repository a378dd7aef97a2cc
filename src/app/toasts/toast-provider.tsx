import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { toastsMachine, type ToastKind } from '../../../machines/toasts.machine';
import { Z_OVERLAY_OPEN } from '../../../contract/constants';
import { styled, keyframes } from '../../styles/theme';
import { CloseIcon, WarningIcon } from '../../components/icons';
import { onApiEvent } from '../../api/http';
import { isMessageRef, type Message } from '../../../contract/messages';
import { createAppActorContext } from '../app-actor-context';

/** The toast stack's actor, created once for the app. */
export const ToastsContext = createAppActorContext('toasts', toastsMachine);

/** Shows a toast; a message of the contract is translated (a reference by its key). */
export function useToast() {
  const actor = ToastsContext.useActorRef();
  return useCallback((kind: ToastKind, message: Message) => actor.send({ type: 'toast.show', kind, message }), [actor]);
}

/** The toast stack: API toasts (error/success flags) and the app's own, in one live region. */
export function ToastProvider({ children, logic }: { children: ReactNode; logic?: typeof toastsMachine }) {
  return (
    <ToastsContext.Provider logic={logic}>
      <ApiToasts />
      {children}
      <ToastRegion />
    </ToastsContext.Provider>
  );
}

function ApiToasts() {
  const show = useToast();
  useEffect(() => onApiEvent('toast', ({ kind, message }) => show(kind, message)), [show]);
  return null;
}

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1, transform: 'none' } });

const Region = styled('div', {
  position: 'fixed',
  top: '$3',
  insetInline: 0,
  marginInline: 'auto',
  width: 'min(9.4rem, calc(100% - 16px))',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  pointerEvents: 'none',
});

const Item = styled('div', {
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  padding: '$2 $2 $2 $4',
  paddingInlineStart: '$4',
  paddingInlineEnd: '$2',
  borderRadius: '$md',
  boxShadow: '$sheet',
  fontSize: '$sm',
  backgroundColor: '$ink',
  color: '#fff',
  animation: `${rise} .2s ease-out`,
  '@reduceMotion': { animation: 'none' },
  variants: {
    kind: {
      error: { backgroundColor: '$danger' },
      success: { backgroundColor: '$success' },
      // Amber, and marked by its sign (not by colour alone); white on it reads at 4.5:1.
      warning: { backgroundColor: '$warning' },
      info: { backgroundColor: '$ink' },
    },
  },
});

const Text = styled('p', { margin: 0, flex: 1 });

const Dismiss = styled('button', {
  flex: 'none',
  width: '0.9rem',
  height: '0.9rem',
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: '$pill',
  background: 'rgba(255,255,255,.15)',
  color: 'inherit',
  cursor: 'pointer',
});

function ToastRegion() {
  const { t } = useTranslation();
  const messageText = useMessage();
  const toasts = ToastsContext.useSelector((s) => s.context.toasts);
  const actor = ToastsContext.useActorRef();
  return (
    <Region role="status" aria-live="polite" aria-label={t('notifications')} style={{ zIndex: Z_OVERLAY_OPEN + 1 }}>
      {toasts.map((toast) => {
        const { message } = toast;
        const text = typeof message === 'string' || isMessageRef(message) ? messageText(message) : t(message.key, message.values);
        return (
          // A warning asks for attention at once (role alert); the others are the region's polite news.
          <Item key={toast.id} kind={toast.kind} data-kind={toast.kind} role={toast.kind === 'warning' ? 'alert' : undefined}>
            {toast.kind === 'warning' && <WarningIcon size="0.44rem" />}
            <Text>{text}</Text>
            <Dismiss
              type="button"
              aria-label={t('dismissNamed', { message: text })}
              onClick={() => actor.send({ type: 'toast.dismiss', id: toast.id })}
            >
              <CloseIcon size="0.36rem" />
            </Dismiss>
          </Item>
        );
      })}
    </Region>
  );
}
