import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type EventObject } from 'xstate';
import { LIVE_HEARTBEAT_MS } from '../contract/constants';
import type { LiveClientMessage, LiveComment, LiveProduct, LiveServerMessage } from '../contract/live';
import { LIVE_COMMENTS_KEPT, liveSocketMachine, type LiveSocketActorEvent, type LiveSocketCommand } from './live-socket.machine';

const ROOM = { id: 1, room_href: 'frames-live', title: 'Live', state: 'live' as const, video_url: '', starts_at: null, viewer_count: 3 };
const product = (id: number, pinned = false): LiveProduct => ({
  id,
  name: `P${id}`,
  many_img: [],
  price: 10,
  special_price: null,
  wish_num: 0,
  is_wish: id === 2,
  true_qty: 5,
  variant_id: id * 10,
  pinned,
});
const comment = (id: number, text = `c${id}`): LiveComment => ({
  type: 2,
  id,
  name: 'Demo***',
  text,
  color: '#000000',
  customer_id: 1,
  tourist_id: null,
  room_id: 1,
  created_at: '2026-01-01T00:00:00.000Z',
});
const snapshot = (canComment = true): LiveServerMessage => ({
  type: 3,
  can_comment: canComment,
  room: ROOM,
  products: [product(1), product(2)],
  comments: [comment(1)],
});
const catchUp = (since: number, comments: LiveComment[], more: { missed_more?: boolean; deleted_ids?: number[] } = {}): LiveServerMessage => ({
  type: 3,
  can_comment: true,
  room: ROOM,
  products: [product(1), product(2)],
  comments,
  since,
  missed_more: false,
  deleted_ids: [],
  ...more,
});

/** The machine with an in-memory socket the test opens, closes and speaks through. */
function run(token: string | null = 'tok') {
  const clock = new SimulatedClock();
  const sent: LiveClientMessage[] = [];
  let tell: ((e: LiveSocketActorEvent) => void) | null = null;
  let sockets = 0;
  const logged: number[] = [];
  const logic = liveSocketMachine.provide({
    actors: {
      socket: fromCallback<EventObject, { roomHref: string }>(({ sendBack, receive }) => {
        sockets++;
        tell = sendBack;
        receive((c) => sent.push((c as LiveSocketCommand).message));
        return () => {
          tell = null;
        };
      }),
    },
    actions: { logClose: (_, { code }) => logged.push(code) },
  });
  const actor = createActor(logic, { input: { roomHref: 'frames-live', token }, clock }).start();
  const server = (message: LiveServerMessage) => tell!({ type: 'live.socket.message', message });
  return {
    actor,
    clock,
    sent,
    logged,
    server,
    open: () => tell!({ type: 'live.socket.open' }),
    close: (code = 1006) => tell!({ type: 'live.socket.closed', code }),
    sockets: () => sockets,
    state: () => actor.getSnapshot().value,
    ctx: () => actor.getSnapshot().context,
  };
}

describe('live-socket machine', () => {
  it('opens, joins with the token, and takes the snapshot', () => {
    const m = run();
    expect(m.state()).toEqual({ connected: 'connecting' });
    m.open();
    expect(m.sent).toEqual([{ type: 1, room_href: 'frames-live', token: 'tok' }]);
    expect(m.state()).toEqual({ connected: 'joining' });
    m.server(snapshot());
    expect(m.state()).toEqual({ connected: 'joined' });
    expect(m.ctx()).toMatchObject({ room: ROOM, canComment: true, comments: [comment(1)] });
  });

  it('joins without a token when there is none', () => {
    const m = run(null);
    m.open();
    expect(m.sent).toEqual([{ type: 1, room_href: 'frames-live' }]);
  });

  it('sends a heartbeat every 30 seconds while joined', () => {
    const m = run();
    m.open();
    m.server(snapshot());
    m.clock.increment(LIVE_HEARTBEAT_MS - 1);
    expect(m.sent.filter((x) => x.type === 0)).toHaveLength(0);
    m.clock.increment(1);
    m.clock.increment(LIVE_HEARTBEAT_MS);
    expect(m.sent.filter((x) => x.type === 0)).toHaveLength(2);
  });

  it("adds comments once, applies updates (price, pin, viewers, state, deletion) and keeps the shopper's own hearts", () => {
    const m = run();
    m.open();
    m.server(snapshot());
    m.server(comment(2));
    m.server(comment(2));
    expect(m.ctx().comments.map((c) => c.id)).toEqual([1, 2]);
    m.server({ type: 4, room_id: 1, update: { kind: 'product', product: { ...product(2, true), price: 7, is_wish: false } } });
    expect(m.ctx().products.map((p) => [p.id, p.pinned, p.price, p.is_wish])).toEqual([
      [2, true, 7, true],
      [1, false, 10, false],
    ]);
    m.server({ type: 4, room_id: 1, update: { kind: 'viewers', viewer_count: 9 } });
    m.server({ type: 4, room_id: 1, update: { kind: 'state', state: 'ended', video_url: '' } });
    m.server({ type: 4, room_id: 1, update: { kind: 'comment_deleted', comment_id: 1 } });
    expect(m.ctx().room).toMatchObject({ viewer_count: 9, state: 'ended' });
    expect(m.ctx().comments.map((c) => c.id)).toEqual([2]);
  });

  it('checks a comment before sending it: empty and 201 characters refused, 200 sent trimmed; a reader may not comment', () => {
    const m = run();
    m.open();
    m.server(snapshot());
    m.actor.send({ type: 'live.comment.send', text: '   ' });
    expect(m.ctx().error).toBe('empty');
    m.actor.send({ type: 'live.comment.send', text: 'x'.repeat(201) });
    expect(m.ctx().error).toBe('too_long');
    m.actor.send({ type: 'live.comment.send', text: ` ${'y'.repeat(200)} ` });
    expect(m.ctx().error).toBeNull();
    expect(m.sent.at(-1)).toEqual({ type: 2, text: 'y'.repeat(200) });
    m.server({ type: 9, reason: 'too_fast', msg: 'slow down' });
    expect(m.ctx().error).toBe('too_fast');

    const reader = run(null);
    reader.open();
    reader.server(snapshot(false));
    reader.actor.send({ type: 'live.comment.send', text: 'hi' });
    expect(reader.ctx().error).toBe('sign_in');
    expect(reader.sent.filter((x) => x.type === 2)).toHaveLength(0);
  });

  it('logs a close, waits for the socket to open again, and asks with a type 3 request for the comments after the last one it saw', () => {
    const m = run();
    m.open();
    m.server(snapshot());
    m.server(comment(4));
    m.close(1006);
    expect(m.state()).toEqual({ connected: 'reconnecting' });
    expect(m.logged).toEqual([1006]);
    m.open();
    expect(m.state()).toEqual({ connected: 'rejoining' });
    expect(m.sent.filter((x) => x.type === 1)).toHaveLength(1);
    expect(m.sent.at(-1)).toEqual({ type: 3, room_href: 'frames-live', token: 'tok', since: 4 });
    // A comment that comes live before the answer, and again in it, is kept once.
    m.server(comment(6));
    m.server(catchUp(4, [comment(5), comment(6), comment(7)]));
    expect(m.state()).toEqual({ connected: 'joined' });
    expect(m.ctx().comments.map((c) => c.id)).toEqual([1, 4, 5, 6, 7]);
    expect(m.ctx()).toMatchObject({ drops: 1, lastCommentId: 7, missedMore: false });
    // The next drop asks from there.
    m.close();
    m.open();
    expect(m.sent.at(-1)).toMatchObject({ type: 3, since: 7 });
  });

  it('a catch-up drops the comments deleted meanwhile, says when more were missed than it carries, and keeps at most the latest comments', () => {
    const m = run();
    m.open();
    m.server({ ...snapshot(), comments: [comment(1), comment(2), comment(3)] } as LiveServerMessage);
    m.close();
    m.open();
    const many = Array.from({ length: LIVE_COMMENTS_KEPT + 20 }, (_, i) => comment(100 + i));
    m.server(catchUp(3, many, { missed_more: true, deleted_ids: [2] }));
    const ids = m.ctx().comments.map((c) => c.id);
    expect(ids).toHaveLength(LIVE_COMMENTS_KEPT);
    expect(ids[0]).toBe(120);
    expect(ids.at(-1)).toBe(100 + LIVE_COMMENTS_KEPT + 19);
    expect(m.ctx().missedMore).toBe(true);

    const few = run();
    few.open();
    few.server({ ...snapshot(), comments: [comment(1), comment(2), comment(3)] } as LiveServerMessage);
    few.close();
    few.open();
    few.server(catchUp(3, [comment(9)], { deleted_ids: [2] }));
    expect(few.ctx().comments.map((c) => c.id)).toEqual([1, 3, 9]);
    // A later full snapshot (a request without since) clears the note.
    few.server(snapshot());
    expect(few.ctx().missedMore).toBe(false);
  });

  it('a room never joined (closed before its snapshot) is joined with a type 1 when the socket opens again; a room without comments asks without since', () => {
    const m = run();
    m.open();
    m.close();
    m.open();
    expect(m.state()).toEqual({ connected: 'joining' });
    expect(m.sent.map((x) => x.type)).toEqual([1, 1]);
    // Comments arriving while joining are kept with the snapshot's.
    m.server(comment(8));
    m.server({ ...snapshot(), comments: [] } as LiveServerMessage);
    expect(m.ctx().comments.map((c) => c.id)).toEqual([8]);

    const empty = run();
    empty.open();
    empty.server({ ...snapshot(), comments: [] } as LiveServerMessage);
    empty.close();
    empty.open();
    expect(empty.sent.at(-1)).toEqual({ type: 3, room_href: 'frames-live', token: 'tok' });
  });

  it('a refused join (no such room) fails', () => {
    const m = run();
    m.open();
    m.server({ type: 9, reason: 'no_room', msg: 'no' });
    expect(m.state()).toEqual({ connected: 'failed' });
    expect(m.ctx().error).toBe('no_room');
  });

  it('closes the socket while the page is hidden or offline, and opens a new one when back; a new token rejoins', () => {
    const m = run();
    m.open();
    m.server(snapshot());
    m.actor.send({ type: 'live.page.hidden' });
    expect(m.state()).toBe('paused');
    m.actor.send({ type: 'live.page.visible' });
    expect(m.state()).toEqual({ connected: 'connecting' });
    expect(m.sockets()).toBe(2);
    m.actor.send({ type: 'live.network.offline' });
    expect(m.state()).toBe('paused');
    m.actor.send({ type: 'live.network.online' });
    m.actor.send({ type: 'live.token.changed', token: 'new' });
    expect(m.sockets()).toBe(4);
    m.open();
    // The room is known: the new connection joins with the new token and asks for what it missed.
    expect(m.sent.at(-1)).toEqual({ type: 3, room_href: 'frames-live', token: 'new', since: 1 });
  });

  it('stays paused while the page is visible but still offline (or online but still hidden); opens again only with both back', () => {
    const m = run();
    m.open();
    m.server(snapshot());
    m.actor.send({ type: 'live.network.offline' });
    m.actor.send({ type: 'live.page.hidden' });
    m.actor.send({ type: 'live.page.visible' });
    expect(m.state()).toBe('paused');
    expect(m.sockets()).toBe(1);
    m.actor.send({ type: 'live.page.hidden' });
    m.actor.send({ type: 'live.network.online' });
    expect(m.state()).toBe('paused');
    expect(m.sockets()).toBe(1);
    // Signed in meanwhile: kept for later, no socket yet.
    m.actor.send({ type: 'live.token.changed', token: 'signed-in' });
    expect(m.state()).toBe('paused');
    expect(m.sockets()).toBe(1);
    m.actor.send({ type: 'live.page.visible' });
    expect(m.state()).toEqual({ connected: 'connecting' });
    expect(m.sockets()).toBe(2);
    m.open();
    expect(m.sent.at(-1)).toMatchObject({ type: 3, token: 'signed-in', since: 1 });
  });
});
