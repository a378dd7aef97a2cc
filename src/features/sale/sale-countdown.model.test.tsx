import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { COUNTDOWN_RETRY_MS, COUNTDOWN_TICK_MS } from '../../../contract/constants';
import { twoDigits } from '../../../contract/sale';
import { countdownMachine } from '../../../machines/countdown.machine';
import { afterEvent, everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { deferred, flush, shellHarness, testI18n, type Deferred } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { countdownLogic } from './countdown.actors';
import { SaleCountdown } from './sale-countdown';

const TICK = afterEvent('tick', 'countdown.running.clock.ticking');
const RETRY = afterEvent('retryAfter', 'countdown.running.sync.offline');
const offline = new Error('offline');

/**
 * A clock whose timers run when the test says which: the next second's tick or the retry after a
 * failed ask, whichever the path takes first (a simulated clock would run them in the order of
 * their times, and a retry 15 seconds away comes only after 15 ticks).
 */
function manualClock() {
  let next = 0;
  const timers = new Map<number, { fn: () => void; ms: number }>();
  return {
    setTimeout(fn: (...args: unknown[]) => void, ms: number) {
      timers.set(++next, { fn, ms });
      return next;
    },
    clearTimeout(id: number) {
      timers.delete(id);
    },
    fire(ms: number) {
      const due = [...timers].find(([, t]) => t.ms === ms);
      if (!due) throw new Error(`no ${ms} ms timer is waiting`);
      timers.delete(due[0]);
      due[1].fn();
    },
  };
}

/** A sale 2 seconds from its end by the device: seconds pass, the server answers 3 or 0 or fails, the tab wakes. */
const model = createTestModel(toModelMachine(countdownMachine), {
  events: [
    { type: TICK },
    { type: 'xstate.done.actor.syncClock', output: 3 },
    { type: 'xstate.done.actor.syncClock', output: 0 },
    { type: 'xstate.error.actor.syncClock', error: offline },
    { type: RETRY },
    { type: 'visibility.visible' },
  ] as never,
  // What a shopper sees: the state and the seconds on the clock.
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value, left: s.context.secondsLeft })) as never,
});

const END = '2026-12-01T10:00:00.000Z';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  // The device's clock says 2 seconds are left (only Date is faked: the machine's timers are the test's clock).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse(END) - 2_000);
});
afterAll(() => {
  vi.useRealTimers();
});

describe('sale countdown (model: every state and transition of countdown.machine)', () => {
  const paths = model.getShortestPaths({ input: { endTime: END, estimate: 2 } } as never);

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => s));
    for (const sync of ['syncing', 'synced', 'offline']) {
      expect(visited).toContain(JSON.stringify({ running: { clock: 'ticking', sync } }));
    }
    expect(visited).toContain(JSON.stringify('ended'));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const clock = manualClock();
      const asks: Deferred<number>[] = [];
      const logic = countdownLogic.provide({
        actors: {
          syncClock: fromPromise<number, { endTime: string }>(({ input }) => {
            expect(input.endTime).toBe(END);
            const d = deferred<number>();
            asks.push(d);
            return d.promise;
          }),
        },
      });
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <SaleCountdown endTime={END} logic={logic} clock={clock} />
        </Wrapper>,
      );
      await flush();
      let asked = 1;
      expect(asks).toHaveLength(1);

      const shows = (left: number) => {
        const timer = screen.getByRole('timer', { name: /Time left in the sale, which ends/ });
        expect(timer.getAttribute('aria-live')).toBe('off');
        expect(timer.textContent).toContain(`0days00hours00min${twoDigits(left)}sec`);
        expect(screen.queryByText('This sale has ended')).toBeNull();
      };

      await path.test({
        states: {
          running: (state: AnyMachineSnapshot) => {
            shows(state.context.secondsLeft);
            expect(asks).toHaveLength(asked);
          },
          ended: () => {
            expect(screen.getByText('This sale has ended').getAttribute('role')).toBe('status');
            expect(screen.queryByRole('timer')).toBeNull();
          },
        },
        events: {
          [TICK]: async () => {
            await act(async () => clock.fire(COUNTDOWN_TICK_MS));
            await flush();
          },
          [RETRY]: async () => {
            await act(async () => clock.fire(COUNTDOWN_RETRY_MS));
            asked++;
            await flush();
          },
          'xstate.done.actor.syncClock': async ({ event }: { event: { output: number } }) => {
            await act(async () => asks.at(-1)!.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.syncClock': async () => {
            await act(async () => asks.at(-1)!.reject(offline));
            await flush();
          },
          'visibility.visible': async () => {
            await act(async () => document.dispatchEvent(new Event('visibilitychange')));
            asked++;
            await flush();
          },
        } as never,
      });
    });
  }
});
