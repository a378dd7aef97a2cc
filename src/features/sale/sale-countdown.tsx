import { useEffect, useState } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { countdownParts, secondsLeft, twoDigits } from '../../../contract/sale';
import type { countdownMachine } from '../../../machines/countdown.machine';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { countdownLogic } from './countdown.actors';
import { countdownView } from './countdown.view';

const Timer = styled('div', {
  display: 'flex',
  gap: '$2',
  margin: 0,
  padding: 0,
  '& > span': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    minWidth: '0.9rem',
    padding: '$1 $2',
    borderRadius: '$md',
    lineHeight: 1.1,
  },
  '& strong': { fontSize: '$lg', fontVariantNumeric: 'tabular-nums' },
  '& small': { fontSize: '$xs' },
  variants: {
    tone: {
      light: { '& > span': { backgroundColor: '$ink', color: '#fff' } },
      dark: { '& > span': { backgroundColor: 'rgba(255,255,255,.16)', color: '#fff' } },
    },
  },
  defaultVariants: { tone: 'light' },
});

/** The clock's units, biggest first (the days are not padded). */
const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

const Ended = styled('p', { margin: 0, fontWeight: 700 });

/**
 * A sale's countdown (machines/countdown.machine.ts): days, hours, minutes and seconds left by the
 * server's clock, ticking every second, asking again when the tab wakes. The ticking digits are a
 * `timer` (not announced as they change); its name says when the sale ends. `clock`: tests run the
 * seconds on a clock of their own.
 */
export function SaleCountdown({
  endTime,
  tone,
  logic = countdownLogic,
  clock,
}: {
  endTime: string;
  tone?: 'light' | 'dark';
  logic?: typeof countdownMachine;
  clock?: NonNullable<ActorOptions<AnyActorLogic>['clock']>;
}) {
  const { t } = useTranslation('sale');
  const formatDate = useFormatDate();
  // Until the server answers, the device's own clock says how long is left.
  const [input] = useState(() => ({ endTime, estimate: secondsLeft(Date.parse(endTime), Date.now()) }));
  // xstate takes `clock: undefined` as a clock with no timers: pass it only when a test gives one.
  const actor = useActorRef(logic, clock ? { input, clock } : { input });
  const { secondsLeft: left, ended } = useSelector(actor, countdownView, shallowEqual);

  useEffect(() => {
    const wake = () => {
      if (document.visibilityState === 'visible') actor.send({ type: 'visibility.visible' });
    };
    document.addEventListener('visibilitychange', wake);
    return () => document.removeEventListener('visibilitychange', wake);
  }, [actor]);

  if (ended) return <Ended role="status">{t('countdown.ended')}</Ended>;
  const parts = countdownParts(left);
  return (
    <Timer role="timer" aria-live="off" tone={tone} aria-label={t('countdown.label', { date: formatDate(endTime, 'medium+time') })}>
      {UNITS.map((unit) => (
        <span key={unit}>
          <strong>{unit === 'days' ? parts.days : twoDigits(parts[unit])}</strong>
          <small>{t(`countdown.${unit}`)}</small>
        </span>
      ))}
    </Timer>
  );
}
