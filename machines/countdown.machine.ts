import { assign, setup } from 'xstate';
import { COUNTDOWN_RETRY_MS, COUNTDOWN_TICK_MS } from '../contract/constants';
import { providedCall } from './provided';

export interface CountdownInput {
  /** When the sale ends (ISO), as the sale's banner says. */
  endTime: string;
  /** Seconds left by the device's clock: shown until the server's answer arrives. */
  estimate: number;
}

interface CountdownContext {
  endTime: string;
  secondsLeft: number;
  /** The last failed sync, kept as it came (the clock goes on ticking from what it knew). */
  error: unknown;
}

export type CountdownEvent =
  /** The tab became visible again: its timers may have slept, so the clock asks the server again. */
  { type: 'visibility.visible' };

/**
 * A sale's countdown (spec section 7, ios/others/countDown): the seconds left come from the
 * server's clock, so a device set to the wrong time still shows the sale's real end. The clock
 * counts down a second at a time whatever the sync is doing (while it asks, and offline after a
 * failed ask, it goes on from what it knew); it asks again when the tab wakes (timers of a
 * hidden tab are slowed) and, after a failure, a while later. At 0 the sale has ended.
 */
export const countdownMachine = setup({
  types: {
    input: {} as CountdownInput,
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    tags: {} as 'ended',
  },
  actors: {
    /** The seconds left until endTime by the server's clock (POST ios/others/countDown). */
    syncClock: providedCall<number, { endTime: string }>('syncClock'),
  },
  delays: {
    tick: COUNTDOWN_TICK_MS,
    retryAfter: COUNTDOWN_RETRY_MS,
  },
  guards: {
    lastSecond: ({ context }) => context.secondsLeft <= 1,
    answeredEnded: (_, { secondsLeft }: { secondsLeft: number }) => secondsLeft <= 0,
  },
  actions: {
    countDown: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    setSecondsLeft: assign((_, { secondsLeft }: { secondsLeft: number }) => ({ secondsLeft: Math.max(0, Math.floor(secondsLeft)), error: null })),
    keepError: assign((_, { error }: { error: unknown }) => ({ error })),
    endNow: assign({ secondsLeft: 0 }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => ({ endTime: input.endTime, secondsLeft: Math.max(0, Math.floor(input.estimate)), error: null }),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      states: {
        clock: {
          initial: 'ticking',
          states: {
            ticking: {
              description: 'One second less every second; the last one ends the sale.',
              after: {
                tick: [
                  { guard: 'lastSecond', target: '#countdown.ended', actions: 'endNow' },
                  { target: 'ticking', reenter: true, actions: 'countDown' },
                ],
              },
            },
          },
        },
        sync: {
          initial: 'syncing',
          states: {
            syncing: {
              description: 'Asking the server how many seconds are left.',
              invoke: {
                id: 'syncClock',
                src: 'syncClock',
                input: ({ context }) => ({ endTime: context.endTime }),
                onDone: [
                  {
                    guard: { type: 'answeredEnded', params: ({ event }) => ({ secondsLeft: event.output }) },
                    target: '#countdown.ended',
                    actions: 'endNow',
                  },
                  { target: 'synced', actions: { type: 'setSecondsLeft', params: ({ event }) => ({ secondsLeft: event.output }) } },
                ],
                onError: { target: 'offline', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            synced: {
              description: 'In step with the server; asks again when the tab wakes.',
              on: { 'visibility.visible': 'syncing' },
            },
            offline: {
              description: 'The last ask failed: the clock goes on by itself, and asks again a while later or when the tab wakes.',
              after: { retryAfter: 'syncing' },
              on: { 'visibility.visible': 'syncing' },
            },
          },
        },
      },
    },
    ended: {
      tags: ['ended'],
      description: 'No time left: the sale has ended.',
      type: 'final',
    },
  },
});
