import { createContext, useContext, useEffect, useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { heartMachine } from '../../machines/heart.machine';
import { HEART_COLOR, HEART_SIZE } from '../../contract/constants';
import { useTranslation } from '../i18n/react';
import { styled } from '../styles/theme';
import { shopApi } from '../app/api';
import { WishlistContext } from '../app/wishlist/wishlist-context';
import { useIsWished } from '../app/wishlist/selectors';
import { useToast } from '../app/toasts/toast-provider';

/** The two wishlist calls; each answers with the wished goods ids. Tests provide their own. */
export interface WishCalls {
  add(goodsId: number): Promise<number[]>;
  remove(goodsId: number): Promise<number[]>;
}

const apiCalls: WishCalls = {
  add: (goodsId) => shopApi.wishlist.addWish([goodsId]),
  remove: (goodsId) => shopApi.wishlist.removeWish(goodsId),
};

export const WishCallsContext = createContext<WishCalls>(apiCalls);

const Toggle = styled('button', {
  appearance: 'none',
  border: 0,
  background: 'rgba(255,255,255,.86)',
  borderRadius: '$pill',
  width: '0.88rem',
  height: '0.88rem',
  minWidth: 32,
  minHeight: 32,
  display: 'inline-grid',
  placeItems: 'center',
  padding: 0,
  cursor: 'pointer',
  color: HEART_COLOR,
  '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.6 },
  '&:focus-visible': { outline: '2px solid $brand', outlineOffset: 2 },
});

export interface HeartButtonProps {
  goodsId: number;
  /** Icon size; the spec's default is 16px. */
  size?: string;
  className?: string;
}

/**
 * The wishlist heart (machines/heart.machine.ts): pressed when wished, flips when the server
 * agrees, ignores clicks while a request is pending; a failure is shown as an error toast.
 * The server's answer (the wished ids) updates the app's wishlist, so every heart follows.
 */
export function HeartButton({ goodsId, size = HEART_SIZE, className }: HeartButtonProps) {
  const { t } = useTranslation('wishlist');
  const calls = useContext(WishCallsContext);
  const wishlist = WishlistContext.useActorRef();
  const isWished = useIsWished(goodsId);
  const toast = useToast();
  const logic = useMemo(
    () =>
      heartMachine.provide({
        actors: {
          addWish: fromPromise<void, { goodsId: number }>(async ({ input }) => {
            wishlist.send({ type: 'wishlist.set', ids: await calls.add(input.goodsId) });
          }),
          removeWish: fromPromise<void, { goodsId: number }>(async ({ input }) => {
            wishlist.send({ type: 'wishlist.set', ids: await calls.remove(input.goodsId) });
          }),
        },
      }),
    [calls, wishlist],
  );
  const [state, send, actor] = useMachine(logic, { input: { goodsId, isWished } });

  useEffect(() => {
    send({ type: 'heart.sync', isWished });
  }, [isWished, send]);

  useEffect(() => {
    const sub = actor.on('heart.failed', ({ error }) => {
      toast('error', error instanceof Error && error.message ? error.message : t('common:errorGeneric'));
    });
    return () => sub.unsubscribe();
  }, [actor, toast, t]);

  const pending = state.matches('adding') || state.matches('removing');
  const wished = state.context.isWished;
  return (
    <Toggle
      type="button"
      className={className}
      aria-pressed={wished}
      aria-busy={pending || undefined}
      aria-label={wished ? t('heart.remove') : t('heart.add')}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        send({ type: 'heart.toggle' });
      }}
    >
      <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
          fill={wished ? HEART_COLOR : 'none'}
          stroke={HEART_COLOR}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      </svg>
    </Toggle>
  );
}
