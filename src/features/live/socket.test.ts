import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import WebSocket, { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import type { LiveClientMessage, LiveComment, LiveServerMessage } from '../../../contract/live';
import { liveSocketMachine } from '../../../machines/live-socket.machine';
import { liveSocketActor } from './socket';

const ROOM = { id: 1, room_href: 'frames-live', title: 'Live', state: 'live' as const, video_url: '', starts_at: null, viewer_count: 1 };

/**
 * A real `ws` server speaking the room's messages: join answered with a snapshot, a request with
 * `since` with the comments after it, comments kept and sent to all.
 */
async function startServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const received: LiveClientMessage[] = [];
  const comments: LiveComment[] = [];
  const store = (text: string): LiveComment => {
    const c: LiveComment = {
      type: 2,
      id: comments.length + 1,
      name: 'Demo***',
      text,
      color: '#000000',
      customer_id: 1,
      tourist_id: null,
      room_id: 1,
      created_at: new Date().toISOString(),
    };
    comments.push(c);
    return c;
  };
  wss.on('connection', (ws) => {
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as LiveClientMessage;
      received.push(m);
      const send = (x: LiveServerMessage) => ws.send(JSON.stringify(x));
      if (m.type === 1) send({ type: 3, can_comment: !!m.token, room: ROOM, products: [], comments });
      if (m.type === 3 && m.since != null) {
        const since = m.since;
        send({
          type: 3,
          can_comment: !!m.token,
          room: ROOM,
          products: [],
          comments: comments.filter((c) => c.id > since),
          since,
          missed_more: false,
          deleted_ids: [],
        });
      }
      if (m.type === 2) {
        const c = store(m.text);
        for (const client of wss.clients) client.send(JSON.stringify(c));
      }
    });
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return { wss, url, received, store, close: () => new Promise<void>((r) => wss.close(() => r())) };
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(async () => {
  for (const c of server?.wss.clients ?? []) c.terminate();
  await server?.close();
});

describe('the live socket actor (reconnecting-websocket) driving the live-socket machine against a real ws server', () => {
  it('opens, joins with the token, receives the snapshot and comments, and after the server drops it asks for what it missed', async () => {
    server = await startServer();
    const url = server.url;
    const logic = liveSocketMachine.provide({
      actors: { socket: liveSocketActor(() => url, { WebSocket, minReconnectionDelay: 50, maxReconnectionDelay: 100, maxRetries: 50 }) },
    });
    const actor = createActor(logic, { input: { roomHref: 'frames-live', token: 'tok' } }).start();
    await waitFor(actor, (s) => s.matches({ connected: 'joined' }), { timeout: 3000 });
    expect(actor.getSnapshot().context).toMatchObject({ canComment: true, room: ROOM });
    expect(server.received[0]).toEqual({ type: 1, room_href: 'frames-live', token: 'tok' });

    actor.send({ type: 'live.comment.send', text: '  hello room ' });
    await waitFor(actor, (s) => s.context.comments.length === 1, { timeout: 3000 });
    expect(server.received[1]).toEqual({ type: 2, text: 'hello room' });

    // Dropped; a comment is written while the socket is away: the rejoin's type 3 request (since the last one seen) brings it.
    for (const c of server.wss.clients) c.terminate();
    await waitFor(actor, (s) => s.matches({ connected: 'reconnecting' }), { timeout: 3000 });
    server.store('while away');
    await waitFor(actor, (s) => s.matches({ connected: 'joined' }), { timeout: 3000 });
    expect(actor.getSnapshot().context.drops).toBe(1);
    expect(server.received.filter((m) => m.type === 1)).toHaveLength(1);
    expect(server.received.at(-1)).toEqual({ type: 3, room_href: 'frames-live', token: 'tok', since: 1 });
    expect(actor.getSnapshot().context.comments.map((c) => c.text)).toEqual(['hello room', 'while away']);

    // Hidden: the socket is closed; visible again: a new one asks from the last comment seen.
    actor.send({ type: 'live.page.hidden' });
    await waitFor(actor, (s) => s.matches('paused'));
    actor.send({ type: 'live.page.visible' });
    await waitFor(actor, (s) => s.matches({ connected: 'joined' }), { timeout: 3000 });
    expect(server.received.at(-1)).toEqual({ type: 3, room_href: 'frames-live', token: 'tok', since: 2 });
    actor.stop();
  });
});
