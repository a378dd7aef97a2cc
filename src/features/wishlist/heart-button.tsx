import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import type { heartMachine } from '../../../machines/heart.machine';
import { HEART_COLOR, HEART_SIZE } from '../../../contract/constants';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { useIsWished } from './selectors';
import { heartLogic } from './heart.actors';
import { heartView } from './heart.view';

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
  /** The machine with its effects (./heart.actors.ts); tests pass it with in-memory calls. */
  logic?: typeof heartMachine;
  /** The heart's `success`: the server added the goods (spec section 4). */
  onAdded?: (goodsId: number) => void;
  /** The heart's `cancel`: the server removed the goods (spec section 4). */
  onRemoved?: (goodsId: number) => void;
}

/**
 * The wishlist heart (machines/heart.machine.ts): pressed when wished, flips when the server
 * agrees, ignores clicks while a request is pending. Its effects (./heart.actors.ts) hand the
 * server's answer to the app's wishlist, so every heart follows, and toast a failure; its
 * `success` and `cancel` reach the view around it as onAdded and onRemoved.
 */
export function HeartButton({ goodsId, size = HEART_SIZE, className, logic = heartLogic, onAdded, onRemoved }: HeartButtonProps) {
  const { t } = useTranslation('wishlist');
  const isWished = useIsWished(goodsId);
  const [state, send, actor] = useMachine(logic, { input: { goodsId, isWished } });

  useEffect(() => {
    const subs = [actor.on('success', (e) => onAdded?.(e.goodsId)), actor.on('cancel', (e) => onRemoved?.(e.goodsId))];
    return () => subs.forEach((s) => s.unsubscribe());
  }, [actor, onAdded, onRemoved]);

  useEffect(() => {
    send({ type: 'heart.sync', isWished });
  }, [isWished, send]);

  const { busy: pending, wished } = heartView(state);
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
