import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { COUNTDOWN_RETRY_MS, COUNTDOWN_TICK_MS } from '../contract/constants';
import { countdownMachine } from './countdown.machine';

const END = '2026-12-01T10:00:00.000Z';
const flush = () => new Promise((r) => setTimeout(r, 0));

/** The machine with a server whose answers the test queues (a number, or an Error to fail). */
function run(estimate: number, answers: (number | Error)[]) {
  const clock = new SimulatedClock();
  const asked: string[] = [];
  const logic = countdownMachine.provide({
    actors: {
      syncClock: fromPromise<number, { endTime: string }>(async ({ input }) => {
        asked.push(input.endTime);
        const next = answers.shift();
        if (next === undefined) return new Promise<number>(() => {});
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(logic, { input: { endTime: END, estimate }, clock }).start();
  const tick = async (n = 1) => {
    for (let i = 0; i < n; i++) {
      clock.increment(COUNTDOWN_TICK_MS);
      await flush();
    }
  };
  return { actor, clock, asked, tick, left: () => actor.getSnapshot().context.secondsLeft };
}

describe('countdown machine', () => {
  it("shows the device estimate, then the server's seconds, and counts down a second at a time", async () => {
    const m = run(100, [3_600]);
    expect(m.left()).toBe(100);
    await flush();
    expect(m.asked).toEqual([END]);
    expect(m.left()).toBe(3_600);
    expect(m.actor.getSnapshot().matches({ running: { sync: 'synced' } })).toBe(true);
    await m.tick(3);
    expect(m.left()).toBe(3_597);
  });

  it('ends when the last second runs out', async () => {
    const m = run(10, [2]);
    await flush();
    await m.tick(1);
    expect(m.left()).toBe(1);
    await m.tick(1);
    expect(m.actor.getSnapshot().value).toBe('ended');
    expect(m.left()).toBe(0);
    expect(m.actor.getSnapshot().status).toBe('done');
  });

  it('ends at once when the server says the time has passed, whatever the device thought', async () => {
    const m = run(500, [0]);
    await flush();
    expect(m.actor.getSnapshot().value).toBe('ended');
    expect(m.left()).toBe(0);
  });

  it('keeps ticking while it asks and after a failed ask, and asks again after the retry delay', async () => {
    const m = run(60, [new Error('offline'), 40]);
    await flush();
    expect(m.actor.getSnapshot().matches({ running: { sync: 'offline' } })).toBe(true);
    expect(m.actor.getSnapshot().context.error).toBeInstanceOf(Error);
    await m.tick(5);
    expect(m.left()).toBe(55);
    expect(m.asked).toHaveLength(1);
    await m.tick(COUNTDOWN_RETRY_MS / COUNTDOWN_TICK_MS - 5);
    expect(m.asked).toHaveLength(2);
    expect(m.left()).toBe(40);
    expect(m.actor.getSnapshot().context.error).toBeNull();
  });

  it("asks again when the tab wakes, taking the server's figure over its own", async () => {
    const m = run(60, [60, 20]);
    await flush();
    await m.tick(2);
    expect(m.left()).toBe(58);
    m.actor.send({ type: 'visibility.visible' });
    await flush();
    expect(m.asked).toHaveLength(2);
    expect(m.left()).toBe(20);
  });

  it("fails loudly without the app's call", async () => {
    const actor = createActor(countdownMachine, { input: { endTime: END, estimate: 5 }, clock: new SimulatedClock() }).start();
    await flush();
    expect(String(actor.getSnapshot().context.error)).toMatch(/syncClock: provided by the app/);
  });
});
