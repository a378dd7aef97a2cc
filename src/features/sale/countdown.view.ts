import type { SnapshotFrom } from 'xstate';
import type { countdownMachine } from '../../../machines/countdown.machine';

export interface CountdownView {
  secondsLeft: number;
  /** The sale is over: "ended" shows instead of the timer. */
  ended: boolean;
}

/** What the sale countdown draws in each state of machines/countdown.machine.ts. */
export function countdownView(s: SnapshotFrom<typeof countdownMachine>): CountdownView {
  return { secondsLeft: s.context.secondsLeft, ended: s.hasTag('ended') };
}
