import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  SUPPORT_AGENT_NAMESPACE,
  SUPPORT_SOCKET_PATH,
  isChatOpen,
  type AgentAck,
  type SupportConversation,
  type SupportHistory,
  type SupportMessage,
  type SupportRefusal,
  type SupportSendAck,
} from '../../../contract/support';
import { SUPPORT_MESSAGE_MAX } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { mailsTo } from '../../../server/services/mail/mailer';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { newEmail, register, signIn, visitorToken } from '../helpers/sessions';
import { staffMember, staffSignIn, staffToken } from '../helpers/staff';
import { adminPaths } from '../../../contract/admin';
import { STAFF_TOKEN_PREFIX } from '../../../contract/staff';

/** A socket.io client (websocket only, as the app) that keeps what it is told, and waits for what a test expects. */
class Client {
  readonly got: { event: string; data: unknown }[] = [];
  private waiters: { pred: (e: { event: string; data: unknown }) => boolean; resolve: (d: unknown) => void }[] = [];
  private constructor(readonly socket: Socket) {
    socket.onAny((event: string, data: unknown) => {
      const e = { event, data };
      this.got.push(e);
      this.waiters = this.waiters.filter((w) => (w.pred(e) ? (w.resolve(data), false) : true));
    });
  }
  static async open(t: TestApp, token: unknown, namespace = ''): Promise<Client> {
    const socket = connect(`${t.url}${namespace}`, {
      path: SUPPORT_SOCKET_PATH,
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    const c = new Client(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return c;
  }
  next<T>(event: string, pred: (d: T) => boolean = () => true, ms = 4000): Promise<T> {
    const match = (e: { event: string; data: unknown }) => e.event === event && pred(e.data as T);
    const seen = this.got.find(match);
    if (seen) {
      this.got.splice(this.got.indexOf(seen), 1);
      return Promise.resolve(seen.data as T);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${event}; got ${JSON.stringify(this.got)}`)), ms);
      this.waiters.push({
        pred: match,
        resolve: (d) => (
          clearTimeout(timer),
          this.got.splice(
            this.got.findIndex((g) => g.data === d),
            1,
          ),
          resolve(d as T)
        ),
      });
    });
  }
  ask<T>(event: string, ...args: unknown[]): Promise<T> {
    return this.socket.timeout(4000).emitWithAck(event, ...args) as Promise<T>;
  }
  close() {
    this.socket.disconnect();
  }
}

const shopper = async (t: TestApp, token: string) => {
  const c = await Client.open(t, token);
  const history = await c.next<SupportHistory>('support.history');
  return { c, history };
};
/** One signed-in support member per app, made on first use: the agents' staff token. */
const agentTokens = new WeakMap<TestApp, Promise<string>>();
const agentToken = (t: TestApp) => {
  let token = agentTokens.get(t);
  if (!token) agentTokens.set(t, (token = staffToken(t, 'support')));
  return token;
};
const agent = async (t: TestApp, token?: string) => Client.open(t, token ?? (await agentToken(t)), SUPPORT_AGENT_NAMESPACE);
const until = async (check: () => Promise<boolean>, ms = 4000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe.each(backends())('the support chat over socket.io at /ws/support (%s)', (backend) => {
  let t: TestApp;
  const open: Client[] = [];
  const track = <T extends { close(): void }>(c: T) => (open.push(c as unknown as Client), c);
  beforeAll(async () => {
    t = await startTestApp(backend, { support: { rateMax: 5, rateWindowMs: 60_000 } });
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await t.close();
  });

  it('a visitor writes with no agent online (kept, answered by e-mail); an agent connects, sees it unread, opens and answers it; the answer reaches the visitor and the history survives a reconnect', async () => {
    const token = await visitorToken(t);
    const { c, history } = await shopper(t, token);
    track(c);
    expect(history).toEqual({ conversation_id: null, messages: [], email: null, agent_online: false });

    const sent = await c.ask<SupportSendAck>('support.send', { text: '  <b>Do you ship to Canada?</b> ' });
    expect(sent).toMatchObject({ ok: true, by_email: true, message: { from: 'shopper', text: '<b>Do you ship to Canada?</b>' } });
    if (!sent.ok) throw new Error('refused');
    await c.next<SupportMessage>('support.message', (m) => m.id === sent.message.id);

    const a = track(await agent(t));
    expect((await c.next<{ agent_online: boolean }>('support.status')).agent_online).toBe(true);
    const list = await a.ask<AgentAck<{ conversations: SupportConversation[] }>>('agent.list');
    if (!list.ok) throw new Error('refused');
    const row = list.conversations.find((x) => x.id === sent.message.conversation_id);
    expect(row).toMatchObject({ status: 'open', unread: 1, last_text: '<b>Do you ship to Canada?</b>', email: null });

    const opened = await a.ask<AgentAck<{ conversation: SupportConversation; messages: SupportMessage[] }>>('agent.open', {
      conversation_id: row!.id,
    });
    expect(opened).toMatchObject({ ok: true, conversation: { unread: 0 }, messages: [{ text: '<b>Do you ship to Canada?</b>' }] });

    const replied = await a.ask<AgentAck<{ message: SupportMessage; mailed: boolean }>>('agent.reply', {
      conversation_id: row!.id,
      text: 'Yes, in 5 days.',
    });
    expect(replied).toMatchObject({ ok: true, mailed: false, message: { from: 'agent', text: 'Yes, in 5 days.' } });
    expect(await c.next<SupportMessage>('support.message', (m) => m.from === 'agent')).toMatchObject({ text: 'Yes, in 5 days.' });

    // With an agent online the answer comes in the chat during the hours, by e-mail outside them.
    const again = await c.ask<SupportSendAck>('support.send', { text: 'Thanks' });
    expect(again).toMatchObject({ ok: true, by_email: !isChatOpen(new Date()) });
    expect(
      (await a.next<{ conversation: SupportConversation }>('agent.conversation', (u) => u.conversation.id === row!.id && u.conversation.unread === 1))
        .conversation.last_text,
    ).toBe('Thanks');

    c.close();
    const { c: back, history: after } = await shopper(t, token);
    track(back);
    expect(after.conversation_id).toBe(row!.id);
    expect(after.messages.map((m) => [m.from, m.text])).toEqual([
      ['shopper', '<b>Do you ship to Canada?</b>'],
      ['agent', 'Yes, in 5 days.'],
      ['shopper', 'Thanks'],
    ]);
    expect(after.agent_online).toBe(true);

    a.close();
    expect((await back.next<{ agent_online: boolean }>('support.status', (s) => !s.agent_online)).agent_online).toBe(false);
  });

  it('refuses bad input with support.refused and keeps serving: no token, a malformed payload, an unknown event, empty, too long, a bad e-mail, a flood; agents need a staff token', async () => {
    await expect(Client.open(t, undefined)).rejects.toThrow(/unauthorized/);
    await expect(Client.open(t, 'not-a-token')).rejects.toThrow(/unauthorized/);
    await expect(agent(t, 'wrong')).rejects.toThrow(/unauthorized/);
    await expect(agent(t, `${STAFF_TOKEN_PREFIX}wrong`)).rejects.toThrow(/unauthorized/);

    const token = await visitorToken(t);
    const { c } = await shopper(t, token);
    track(c);
    c.socket.emit('support.send', 'just a string');
    expect(await c.next<SupportRefusal>('support.refused')).toEqual({ reason: 'malformed', msg: messages.supportMessageInvalid });
    c.socket.emit('hack.me', { x: 1 });
    expect((await c.next<SupportRefusal>('support.refused')).reason).toBe('malformed');
    expect(await c.ask('support.send', { text: '   ' })).toEqual({ ok: false, reason: 'empty', msg: messages.supportMessageRequired });
    expect(await c.ask('support.send', { text: 'a'.repeat(SUPPORT_MESSAGE_MAX + 1) })).toMatchObject({
      ok: false,
      reason: 'too_long',
      msg: messages.supportMessageTooLong,
    });
    expect(await c.ask('support.send', { text: 'hi', email: 'nope' })).toMatchObject({ ok: false, reason: 'email' });
    // A frame bigger than the limit closes only that socket.
    const big = track(await Client.open(t, token));
    big.socket.emit('support.send', { text: 'x'.repeat(20_000) });
    await until(async () => !big.socket.connected);

    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await c.ask<SupportSendAck>('support.send', { text: `message ${i}` }));
    expect(answers.filter((x) => x.ok)).toHaveLength(5);
    expect(answers.at(-1)).toMatchObject({ ok: false, reason: 'too_fast' });
    expect(c.socket.connected).toBe(true);

    const a = track(await agent(t));
    expect(await a.ask('agent.open', { conversation_id: 999_999 })).toMatchObject({ ok: false, reason: 'no_conversation' });
    expect(await a.ask('agent.reply', { conversation_id: 'x', text: 'hi' })).toMatchObject({ ok: false, reason: 'malformed' });
    expect(await a.ask('agent.close', { conversation_id: 999_999 })).toMatchObject({ ok: false, reason: 'no_conversation' });
    a.close();
  });

  it('lets in only staff whose role answers the support chat, and drops a disabled member at their next event', async () => {
    // A shopper's token, and a member whose role cannot answer: refused.
    await expect(agent(t, await visitorToken(t))).rejects.toThrow(/unauthorized/);
    await expect(agent(t, await staffToken(t, 'content'))).rejects.toThrow(/unauthorized/);
    const manager = track(await agent(t, await staffToken(t, 'manager')));
    expect(await manager.ask('agent.list')).toMatchObject({ ok: true });

    const member = await staffMember(t, 'support');
    const a = track(await agent(t, (await staffSignIn(t, member.email)).access_token));
    expect(await a.ask('agent.list')).toMatchObject({ ok: true });
    const owner = await staffToken(t, 'owner');
    expect((await t.api('POST', adminPaths.staffDisable(member.id), { token: owner })).status).toBe(200);
    expect(await a.ask('agent.list')).toEqual({ ok: false, reason: 'signed_out', msg: messages.signInRequired });
    await until(async () => !a.socket.connected);
  });

  it("a visitor's conversation moves to the customer when they sign in, joined to the one the customer had, in order", async () => {
    const email = newEmail('support');
    const customer = await register(t, email);
    const { c: mine } = await shopper(t, customer.access_token);
    track(mine);
    expect(await mine.ask('support.send', { text: 'first, as a customer' })).toMatchObject({ ok: true });
    mine.close();

    const visitor = await visitorToken(t);
    const { c: anon } = await shopper(t, visitor);
    track(anon);
    expect(await anon.ask('support.send', { text: 'then, as a visitor' })).toMatchObject({ ok: true });
    anon.close();

    const signed = await signIn(t, email, 'secret123', visitor);
    const { c: after, history } = await shopper(t, signed.access_token);
    track(after);
    expect(history.email).toBe(email);
    expect(history.messages.map((m) => m.text)).toEqual(['first, as a customer', 'then, as a visitor']);

    // A visitor whose customer had no conversation hands theirs over whole.
    const other = await visitorToken(t);
    const { c: o } = await shopper(t, other);
    track(o);
    await o.ask('support.send', { text: 'before signing up' });
    const fresh = await register(t, newEmail('support'), 'secret123', other);
    const { history: moved } = await shopper(t, fresh.access_token);
    expect(moved.messages.map((m) => m.text)).toEqual(['before signing up']);
  });

  it('an answer to a shopper who is not connected is mailed: to the address a visitor gave, and closing keeps the conversation', async () => {
    const email = newEmail('offline');
    const token = await visitorToken(t);
    const { c } = await shopper(t, token);
    const sent = await c.ask<SupportSendAck>('support.send', { text: 'Call me back?', email });
    if (!sent.ok) throw new Error('refused');
    c.close();
    await new Promise((r) => setTimeout(r, 100));

    const a = track(await agent(t));
    const replied = await a.ask<AgentAck<{ mailed: boolean }>>('agent.reply', {
      conversation_id: sent.message.conversation_id,
      text: 'We will <i>call</i> you.',
    });
    expect(replied).toMatchObject({ ok: true, mailed: true });
    const mails = await mailsTo(t.db, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'support-answer' });
    expect(mails[0]!.text).toContain('We will <i>call</i> you.');

    const closed = await a.ask<AgentAck<{ conversation: SupportConversation }>>('agent.close', { conversation_id: sent.message.conversation_id });
    expect(closed).toMatchObject({ ok: true, conversation: { status: 'closed' } });
    const list = await a.ask<AgentAck<{ conversations: SupportConversation[] }>>('agent.list');
    expect(list.ok && list.conversations.some((x) => x.id === sent.message.conversation_id)).toBe(false);
    const { c: back, history } = await shopper(t, token);
    track(back);
    expect(history.messages).toHaveLength(2);
    // Writing again opens it again.
    await back.ask('support.send', { text: 'One more thing' });
    const reopened = await a.ask<AgentAck<{ conversations: SupportConversation[] }>>('agent.list');
    expect(reopened.ok && reopened.conversations.find((x) => x.id === sent.message.conversation_id)).toMatchObject({ status: 'open', unread: 1 });
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('the support chat across two processes (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  const open: Client[] = [];
  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = await startTestApp('postgres', {}, { sameShopAs: a });
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await b?.close();
    await a?.close();
  });

  it('a message sent on process A reaches the agent connected to B, whose answer reaches the shopper on A; agent presence is seen across them', async () => {
    const token = await visitorToken(a);
    const { c, history } = await shopper(a, token);
    open.push(c);
    expect(history.agent_online).toBe(false);
    const ag = await agent(b);
    open.push(ag);
    expect((await c.next<{ agent_online: boolean }>('support.status')).agent_online).toBe(true);

    const sent = await c.ask<SupportSendAck>('support.send', { text: 'Hello from A' });
    expect(sent).toMatchObject({ ok: true, by_email: !isChatOpen(new Date()) });
    if (!sent.ok) throw new Error('refused');
    const seen = await ag.next<{ conversation: SupportConversation; message?: SupportMessage }>(
      'agent.conversation',
      (u) => u.message?.id === sent.message.id,
    );
    expect(seen.message!.text).toBe('Hello from A');

    const replied = await ag.ask('agent.reply', { conversation_id: sent.message.conversation_id, text: 'Hello from B' });
    expect(replied).toMatchObject({ ok: true, mailed: false });
    expect(await c.next<SupportMessage>('support.message', (m) => m.from === 'agent')).toMatchObject({ text: 'Hello from B' });
  });
});
