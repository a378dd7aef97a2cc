import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { LIVE_NOW_FIRST_ASK_MS, LIVE_NOW_POLL_MS } from '../contract/constants';
import type { LiveNow } from '../contract/live';
import { liveLobbyMachine } from './live-lobby.machine';

const FRAMES = { id: 1, room_href: 'frames-live', title: 'Frames' };
const SUN = { id: 2, room_href: 'sunglasses-preview', title: 'Sunglasses' };

/** The machine with a server whose answers the test sets, on a simulated clock. */
function run() {
  const clock = new SimulatedClock();
  const answers: (LiveNow | Error)[] = [];
  let asked = 0;
  const logic = liveLobbyMachine.provide({
    actors: {
      fetchLiveNow: fromPromise<LiveNow>(async () => {
        asked++;
        const next = answers.shift() ?? new Error('no answer');
        if (next instanceof Error) throw next;
        return next;
      }),
    },
  });
  const actor = createActor(logic, { clock }).start();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    actor,
    clock,
    answers,
    asked: () => asked,
    settle,
    rooms: () => actor.getSnapshot().context.rooms,
    state: () => actor.getSnapshot().value,
  };
}

describe('live-lobby machine', () => {
  it('asks once the first screen settled, then every poll_ms the server names: a room that goes live is seen within one poll', async () => {
    const m = run();
    m.answers.push({ rooms: [FRAMES], poll_ms: 5_000 });
    m.clock.increment(LIVE_NOW_FIRST_ASK_MS - 1);
    expect(m.asked()).toBe(0);
    m.clock.increment(1);
    await m.settle();
    expect(m.asked()).toBe(1);
    expect(m.rooms()).toEqual([FRAMES]);
    expect(m.state()).toBe('waiting');

    m.answers.push({ rooms: [FRAMES, SUN], poll_ms: 5_000 });
    m.clock.increment(4_999);
    expect(m.asked()).toBe(1);
    m.clock.increment(1);
    await m.settle();
    expect(m.rooms()).toEqual([FRAMES, SUN]);
  });

  it('keeps what it knew when an ask fails and asks again later; a poll_ms of 0 falls back to the default', async () => {
    const m = run();
    m.answers.push({ rooms: [FRAMES], poll_ms: 0 });
    m.clock.increment(LIVE_NOW_FIRST_ASK_MS);
    await m.settle();
    expect(m.actor.getSnapshot().context.pollMs).toBe(LIVE_NOW_POLL_MS);
    m.answers.push(new Error('offline'));
    m.clock.increment(LIVE_NOW_POLL_MS);
    await m.settle();
    expect(m.asked()).toBe(2);
    expect(m.rooms()).toEqual([FRAMES]);
    expect(m.state()).toBe('waiting');
    m.answers.push({ rooms: [], poll_ms: LIVE_NOW_POLL_MS });
    m.clock.increment(LIVE_NOW_POLL_MS);
    await m.settle();
    expect(m.rooms()).toEqual([]);
  });

  it('asks nothing while the page is hidden, and at once when it is visible again', async () => {
    const m = run();
    m.actor.send({ type: 'lobby.page.hidden' });
    m.clock.increment(LIVE_NOW_FIRST_ASK_MS + 10 * LIVE_NOW_POLL_MS);
    await m.settle();
    expect(m.asked()).toBe(0);
    expect(m.state()).toBe('paused');
    m.answers.push({ rooms: [SUN], poll_ms: 1_000 });
    m.actor.send({ type: 'lobby.page.visible' });
    await m.settle();
    expect(m.asked()).toBe(1);
    expect(m.rooms()).toEqual([SUN]);
  });
});
