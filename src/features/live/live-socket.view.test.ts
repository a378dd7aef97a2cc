import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import type { LiveComment, LiveServerMessage } from '../../../contract/live';
import { liveSocketMachine, type LiveSocketActorEvent } from '../../../machines/live-socket.machine';
import { liveSocketView } from './live-socket.view';

const ROOM = { id: 1, room_href: 'frames-live', title: 'Live', state: 'live' as const, video_url: '', starts_at: null, viewer_count: 3 };
const product = {
  id: 1,
  name: 'P1',
  many_img: [],
  price: 10,
  special_price: null,
  wish_num: 0,
  is_wish: false,
  true_qty: 5,
  variant_id: 10,
  pinned: false,
};
const comment: LiveComment = {
  type: 2,
  id: 1,
  name: 'Demo***',
  text: 'hi',
  color: '#000000',
  customer_id: 1,
  tourist_id: null,
  room_id: 1,
  created_at: '2026-01-01T00:00:00.000Z',
};
const snapshot: LiveServerMessage = { type: 3, can_comment: true, room: ROOM, products: [product], comments: [comment] };

/** The machine with an in-memory socket the test opens, closes and speaks through. */
function run() {
  let tell: ((e: LiveSocketActorEvent) => void) | null = null;
  const logic = liveSocketMachine.provide({
    actors: {
      socket: fromCallback<EventObject, { roomHref: string }>(({ sendBack }) => {
        tell = sendBack;
        return () => void (tell = null);
      }),
    },
    actions: { logClose: () => {} },
  });
  const actor = createActor(logic, { input: { roomHref: 'frames-live', token: 'tok' }, clock: new SimulatedClock() }).start();
  return { actor, tell: (e: LiveSocketActorEvent) => tell!(e), view: () => liveSocketView(actor.getSnapshot()) };
}

describe('live socket view', () => {
  it('says connecting, joined, reconnecting (dropped, rejoining, paused) and failed', () => {
    const m = run();
    expect(m.view()).toMatchObject({ status: 'connecting', joined: false, room: null, chat: { canSend: false, canComment: false } });
    m.tell({ type: 'live.socket.open' });
    expect(m.view()).toMatchObject({ status: 'connecting', joined: false });
    m.tell({ type: 'live.socket.message', message: snapshot });
    expect(m.view()).toEqual({
      status: 'joined',
      joined: true,
      room: ROOM,
      products: [product],
      chat: { comments: [comment], missedMore: false, canComment: true, canSend: true, error: null },
    });
    m.actor.send({ type: 'live.comment.send', text: '   ' });
    expect(m.view().chat.error).toBe('empty');
    m.tell({ type: 'live.socket.closed', code: 1006 });
    expect(m.view()).toMatchObject({ status: 'reconnecting', joined: false, room: ROOM, chat: { canSend: false } });
    m.tell({ type: 'live.socket.open' });
    expect(m.view()).toMatchObject({ status: 'reconnecting', joined: false });
    m.actor.send({ type: 'live.page.hidden' });
    expect(m.view()).toMatchObject({ status: 'reconnecting', joined: false });
  });

  it('a refused join is failed', () => {
    const s = liveSocketMachine.resolveState({ value: { connected: 'failed' }, context: run().actor.getSnapshot().context });
    expect(liveSocketView(s)).toMatchObject({ status: 'failed', joined: false });
  });
});
