import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyActorRef, type EventObject } from 'xstate';
import { supportChatMachine, type SupportSocketCommand, type SupportSocketEvent } from './support-chat.machine';
import type { SupportMessage } from '../contract/support';

const msg = (id: number, from: 'shopper' | 'agent', text: string): SupportMessage => ({
  id,
  conversation_id: 1,
  from,
  text,
  created_at: '2026-01-01T00:00:00Z',
});

/** The machine with a socket the test drives by hand: what it was asked to send, and a way to answer. */
function start(token: string | null = 'tok') {
  const sent: SupportSocketCommand[] = [];
  const tokens: string[] = [];
  let parent: AnyActorRef | null = null;
  const logic = supportChatMachine.provide({
    actors: {
      socket: fromCallback<EventObject, { token: string }>(({ receive, input, self }) => {
        tokens.push(input.token);
        parent = self._parent ?? null;
        receive((c) => sent.push(c as SupportSocketCommand));
      }),
    },
  });
  const actor = createActor(logic, { input: { token } }).start();
  const tell = (e: SupportSocketEvent) => parent!.send(e);
  return { actor, sent, tokens, tell };
}

const history = (agent_online: boolean) => ({ conversation_id: 1, messages: [msg(1, 'agent', 'Hi')], email: null, agent_online });

describe('support-chat machine', () => {
  it('opens the socket only when opened, with the token; shows the history; online only with an agent within the hours', () => {
    const { actor, tokens, tell } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(tokens).toEqual([]);
    actor.send({ type: 'support.open' });
    expect(tokens).toEqual(['tok']);
    tell({ type: 'support.socket.history', history: history(true), inHours: false });
    expect(actor.getSnapshot().matches({ open: { ready: 'offline' } })).toBe(true);
    tell({ type: 'support.socket.status', agentOnline: true, inHours: true });
    expect(actor.getSnapshot().matches({ open: { ready: 'online' } })).toBe(true);
    tell({ type: 'support.socket.status', agentOnline: false, inHours: true });
    expect(actor.getSnapshot().matches({ open: { ready: 'offline' } })).toBe(true);
  });

  it('refuses an empty or too long draft and a bad e-mail without sending; sends a good one and keeps the acknowledged message once', () => {
    const { actor, sent, tell } = start();
    actor.send({ type: 'support.open' });
    tell({ type: 'support.socket.history', history: history(false), inHours: true });
    actor.send({ type: 'support.send' });
    expect(actor.getSnapshot().context.error).toBe('empty');
    actor.send({ type: 'support.draft.change', text: 'x'.repeat(1001) });
    actor.send({ type: 'support.send' });
    expect(actor.getSnapshot().context.error).toBe('too_long');
    actor.send({ type: 'support.draft.change', text: ' hello ' });
    actor.send({ type: 'support.email.change', email: 'nope' });
    actor.send({ type: 'support.send' });
    expect(actor.getSnapshot().context.error).toBe('email');
    expect(sent).toEqual([]);

    actor.send({ type: 'support.email.change', email: 'me@example.com' });
    actor.send({ type: 'support.send' });
    expect(sent).toEqual([{ type: 'support.socket.send', payload: { text: 'hello', email: 'me@example.com' } }]);
    expect(actor.getSnapshot().matches({ open: { ready: 'sending' } })).toBe(true);
    // The broadcast may come before the ack: the message is kept once.
    tell({ type: 'support.socket.message', message: msg(2, 'shopper', 'hello') });
    tell({ type: 'support.socket.acked', answer: { ok: true, message: msg(2, 'shopper', 'hello'), by_email: true } });
    expect(actor.getSnapshot().context).toMatchObject({ draft: '', byEmail: true, email: 'me@example.com', error: null });
    expect(actor.getSnapshot().context.messages.map((m) => m.id)).toEqual([1, 2]);

    actor.send({ type: 'support.draft.change', text: 'again' });
    actor.send({ type: 'support.send' });
    tell({ type: 'support.socket.acked', answer: { ok: false, reason: 'too_fast', msg: '' } });
    expect(actor.getSnapshot().context).toMatchObject({ draft: 'again', error: 'too_fast' });
  });

  it('reconnects after a drop (the history again), waits for a token, fails on a refused one until a new token comes, closes the socket on close', () => {
    const { actor, tokens, tell } = start(null);
    actor.send({ type: 'support.open' });
    expect(actor.getSnapshot().value).toBe('waiting');
    actor.send({ type: 'support.token.changed', token: 'a' });
    expect(tokens).toEqual(['a']);
    tell({ type: 'support.socket.history', history: history(false), inHours: true });
    tell({ type: 'support.socket.disconnected' });
    expect(actor.getSnapshot().matches({ open: 'reconnecting' })).toBe(true);
    tell({ type: 'support.socket.unauthorized' });
    expect(actor.getSnapshot().matches({ open: 'failed' })).toBe(true);
    actor.send({ type: 'support.token.changed', token: 'b' });
    expect(tokens).toEqual(['a', 'b']);
    expect(actor.getSnapshot().matches({ open: 'connecting' })).toBe(true);
    actor.send({ type: 'support.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().children.socket).toBeUndefined();
  });
});
