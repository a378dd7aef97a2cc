import { afterEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { createActor, waitFor } from 'xstate';
import { SUPPORT_SOCKET_OPTIONS, SUPPORT_SOCKET_PATH, isChatOpen, refusal, type SupportMessage, type SupportSend } from '../../../contract/support';
import { supportChatMachine } from '../../../machines/support-chat.machine';
import { supportSocketActor } from './socket';

/**
 * A real socket.io server speaking the support events: the token 'good' gets in, its history is one
 * message; a send is stored and acknowledged (answered by e-mail while no agent is online), 'slow'
 * is never acknowledged in time; the test can drop every socket and bring an agent online.
 */
async function startServer() {
  const http = createServer();
  const io = new Server(http, { path: SUPPORT_SOCKET_PATH, transports: ['websocket'] });
  const got: SupportSend[] = [];
  const kept: SupportMessage[] = [{ id: 1, conversation_id: 7, from: 'agent', text: 'Hello, how can we help?', created_at: '2026-01-01T00:00:00Z' }];
  let agent = false;
  io.use((socket, next) => next(socket.handshake.auth.token === 'good' ? undefined : new Error('unauthorized')));
  io.on('connection', (socket) => {
    socket.emit('support.history', { conversation_id: 7, messages: kept, email: null, agent_online: agent });
    socket.on('support.send', (payload: SupportSend, ack: (a: unknown) => void) => {
      got.push(payload);
      if (payload.text === 'slow') return;
      if (payload.text === 'refuse me') return ack({ ok: false, ...refusal('too_fast') });
      const message: SupportMessage = {
        id: kept.length + 1,
        conversation_id: 7,
        from: 'shopper',
        text: payload.text,
        created_at: new Date().toISOString(),
      };
      kept.push(message);
      io.emit('support.message', message);
      ack({ ok: true, message, by_email: !agent });
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return {
    io,
    url,
    got,
    setAgent(online: boolean) {
      agent = online;
      io.emit('support.status', { agent_online: online });
    },
    close: () => new Promise<void>((r) => io.close(() => r())),
  };
}

let server: Awaited<ReturnType<typeof startServer>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const fast = { ...SUPPORT_SOCKET_OPTIONS, reconnectionDelay: 50, reconnectionDelayMax: 100, forceNew: true };

describe('the support socket actor (socket.io-client) driving the support-chat machine against a real socket.io server', () => {
  it('connects with the token, shows the history, sends and gets the ack, hears agents come, and gets the history again after a drop', async () => {
    server = await startServer();
    const url = server.url;
    const logic = supportChatMachine.provide({ actors: { socket: supportSocketActor(() => url, fast) } });
    const actor = createActor(logic, { input: { token: 'good' } }).start();
    actor.send({ type: 'support.open' });
    await waitFor(actor, (s) => s.matches({ open: { ready: 'offline' } }), { timeout: 3000 });
    expect(actor.getSnapshot().context.messages.map((m) => m.text)).toEqual(['Hello, how can we help?']);

    actor.send({ type: 'support.draft.change', text: '  Where is my order? ' });
    actor.send({ type: 'support.email.change', email: 'me@example.com' });
    actor.send({ type: 'support.send' });
    await waitFor(actor, (s) => s.context.messages.length === 2 && !s.matches({ open: { ready: 'sending' } }), { timeout: 3000 });
    expect(server.got).toEqual([{ text: 'Where is my order?', email: 'me@example.com' }]);
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', byEmail: true, email: 'me@example.com', error: null });

    actor.send({ type: 'support.draft.change', text: 'refuse me' });
    actor.send({ type: 'support.send' });
    await waitFor(actor, (s) => s.context.error === 'too_fast', { timeout: 3000 });

    server.setAgent(true);
    await waitFor(actor, (s) => s.context.agentOnline, { timeout: 3000 });
    expect(actor.getSnapshot().matches({ open: { ready: isChatOpen(new Date()) ? 'online' : 'offline' } })).toBe(true);

    server.io.disconnectSockets();
    await waitFor(actor, (s) => s.matches({ open: 'reconnecting' }), { timeout: 3000 });
    await waitFor(actor, (s) => s.matches({ open: 'ready' }), { timeout: 3000 });
    expect(actor.getSnapshot().context.messages).toHaveLength(2);

    actor.send({ type: 'support.close' });
    await waitFor(actor, (s) => s.matches('closed'));
    await new Promise((r) => setTimeout(r, 100));
    expect((await server.io.fetchSockets()).length).toBe(0);
    actor.stop();
  });

  it('a refused token is failed until the session hands a new one', async () => {
    server = await startServer();
    const url = server.url;
    const logic = supportChatMachine.provide({ actors: { socket: supportSocketActor(() => url, fast) } });
    const actor = createActor(logic, { input: { token: 'stale' } }).start();
    actor.send({ type: 'support.open' });
    await waitFor(actor, (s) => s.matches({ open: 'failed' }), { timeout: 3000 });
    actor.send({ type: 'support.token.changed', token: 'good' });
    await waitFor(actor, (s) => s.matches({ open: 'ready' }), { timeout: 3000 });
    actor.stop();
  });
});
