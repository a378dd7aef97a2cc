import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import WebSocket, { WebSocketServer } from 'ws';
import type { AddressInfo } from 'node:net';
import type { LiveClientMessage, LiveServerMessage } from '../../../contract/live';
import { liveSocketMachine } from '../../../machines/live-socket.machine';
import { liveSocketActor } from './socket';

const ROOM = { id: 1, room_href: 'frames-live', title: 'Live', state: 'live' as const, video_url: '', starts_at: null, viewer_count: 1 };

/** A real `ws` server speaking the room's messages: join answered with a snapshot, comments sent to all. */
async function startServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  const received: LiveClientMessage[] = [];
  let nextId = 1;
  wss.on('connection', (ws) => {
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString()) as LiveClientMessage;
      received.push(m);
      const send = (x: LiveServerMessage) => ws.send(JSON.stringify(x));
      if (m.type === 1) send({ type: 3, can_comment: !!m.token, room: ROOM, products: [], comments: [] });
      if (m.type === 2) {
        const c: LiveServerMessage = {
          type: 2, id: nextId++, name: 'Demo***', text: m.text, color: '#000000', customer_id: 1, tourist_id: null, room_id: 1, created_at: new Date().toISOString(),
        };
        for (const client of wss.clients) client.send(JSON.stringify(c));
      }
    });
  });
  const url = `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`;
  return { wss, url, received, close: () => new Promise<void>((r) => wss.close(() => r())) };
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(async () => {
  for (const c of server?.wss.clients ?? []) c.terminate();
  await server?.close();
});

describe('the live socket actor (reconnecting-websocket) driving the live-socket machine against a real ws server', () => {
  it('opens, joins with the token, receives the snapshot and comments, and rejoins after the server drops it', async () => {
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

    for (const c of server.wss.clients) c.terminate();
    await waitFor(actor, (s) => s.matches({ connected: 'reconnecting' }), { timeout: 3000 });
    await waitFor(actor, (s) => s.matches({ connected: 'joined' }), { timeout: 3000 });
    expect(actor.getSnapshot().context.drops).toBe(1);
    expect(server.received.filter((m) => m.type === 1)).toHaveLength(2);

    // Hidden: the socket is closed; visible again: a new one joins.
    actor.send({ type: 'live.page.hidden' });
    await waitFor(actor, (s) => s.matches('paused'));
    actor.send({ type: 'live.page.visible' });
    await waitFor(actor, (s) => s.matches({ connected: 'joined' }), { timeout: 3000 });
    expect(server.received.filter((m) => m.type === 1)).toHaveLength(3);
    actor.stop();
  });
});
