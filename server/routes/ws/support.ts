import type { FastifyInstance } from 'fastify';
import { Server, type Namespace, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  SUPPORT_AGENT_NAMESPACE,
  SUPPORT_SOCKET_PATH,
  checkSupportEmail,
  checkSupportText,
  isChatOpen,
  refusal,
  type AgentClientEvents,
  type AgentServerEvents,
  type SupportClientEvents,
  type SupportErrorReason,
  type SupportServerEvents,
} from '../../../contract/support';
import { resolveToken, type Identity } from '../../services/auth/tokens';
import {
  addAgentMessage,
  addShopperMessage,
  closeConversation,
  conversationView,
  historyFor,
  listConversations,
  openForAgent,
  roomOf,
} from '../../services/support/conversations';
import { createRateCounter } from '../../services/support/rate';
import { mailAnswer } from '../../services/support/answer-mail';
import { resolveStaffToken, type StaffActor } from '../../services/staff/tokens';
import { roleCan } from '../../../contract/staff';

/** The largest event the server reads (a 1000-character message in UTF-8 with room to spare); bigger closes the connection. */
const MAX_EVENT_BYTES = 8 * 1024;
/** How long a question to the other processes (who is connected) may take with Redis. */
const CLUSTER_ASK_MS = 2_000;

type ShopperSocket = Socket<SupportClientEvents, SupportServerEvents, Record<string, never>, { who: Identity }>;
type AgentSocket = Socket<AgentClientEvents, AgentServerEvents, Record<string, never>, { token: string; staff: StaffActor }>;
type Ack = (answer: unknown) => void;

const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);
const idOf = (v: unknown): number | null =>
  isRecord(v) && Number.isSafeInteger(v.conversation_id) && (v.conversation_id as number) > 0 ? (v.conversation_id as number) : null;
/** socket.io hands the ack as the last argument when the client asked for one. */
const split = (args: unknown[]): { payload: unknown; ack: Ack | null } => {
  const last = args[args.length - 1];
  return typeof last === 'function' ? { payload: args.length > 1 ? args[0] : undefined, ack: last as Ack } : { payload: args[0], ack: null };
};

/**
 * The support live chat (issue #11): socket.io on `SUPPORT_SOCKET_PATH`, websocket transport only
 * (no sticky sessions needed), with the Redis adapter when `REDIS_URL` is set so every process's
 * sockets hear every event.
 * - Default namespace, the shoppers: the handshake's `auth.token` is the API's bearer token (visitor
 *   or customer; anything else is refused). On connecting a socket joins its owner's room and is told
 *   its history and whether an agent is online. `support.send {text, email?}` is checked (contract
 *   rule), rate-limited per token, stored and acknowledged with `by_email` (outside the hours or no
 *   agent online: the answer comes by e-mail); every tab of the shopper and every agent hear it.
 * - `/agent`, the agents: `auth.token` must be a staff token (`st.…`) whose role has
 *   `support.answer`, checked again at every event (signed out, disabled or moved to a role that
 *   cannot answer: refused `signed_out` and disconnected). `agent.list`,
 *   `agent.open` (read: unread 0), `agent.reply` (mailed when the shopper has no socket connected and
 *   an address is known), `agent.close`, each answered through its ack. "Agent online" is at least
 *   one socket in this namespace, in any process; shoppers are told when that changes.
 * Malformed payloads and unknown events are answered with `support.refused` (or a refused ack),
 * never a crash; one socket's failure never touches another.
 */
export default async function supportSocket(app: FastifyInstance) {
  const io = new Server<SupportClientEvents, SupportServerEvents, Record<string, never>, { who: Identity }>(app.server, {
    path: SUPPORT_SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
    maxHttpBufferSize: MAX_EVENT_BYTES,
  });
  // The adapter subscribes in its constructor and never handles a refusal: the subscriber waits for
  // Redis however long it is away (no retry limit) instead of rejecting an unhandled promise.
  const redisClients = app.redis ? [app.redis.duplicate(), app.redis.duplicate({ maxRetriesPerRequest: null })] : [];
  if (redisClients.length) {
    for (const c of redisClients) c.on('error', (err) => app.log.warn({ err }, 'support adapter redis'));
    io.adapter(createAdapter(redisClients[0], redisClients[1], { key: `${app.config.rateLimitNamespace}:support`, requestsTimeout: CLUSTER_ASK_MS }));
  }
  const agents = io.of(SUPPORT_AGENT_NAMESPACE) as unknown as Namespace<AgentClientEvents, AgentServerEvents>;
  // GET /metrics: this process's sockets of each side.
  app.socketCounts.set('support_shoppers', () => io.of('/').sockets.size);
  app.socketCounts.set('support_agents', () => agents.sockets.size);
  const rate = createRateCounter({
    redis: app.redis,
    prefix: `${app.config.rateLimitNamespace}:support:rate`,
    max: app.config.support.rateMax,
    windowMs: app.config.support.rateWindowMs,
  });

  const agentOnline = async () => (await agents.fetchSockets()).length > 0;
  const shopperConnected = async (room: string) => (await io.in(room).fetchSockets()).length > 0;
  const tellStatus = () =>
    !closing &&
    agentOnline()
      .then((agent_online) => io.emit('support.status', { agent_online }))
      .catch((err: unknown) => app.log.warn({ err }, 'support status not told'));

  /** Runs one event's handler: a failure is logged and refused, never thrown. */
  const guarded =
    (socket: Socket, fn: (payload: unknown, ack: Ack | null) => Promise<unknown>) =>
    (...args: unknown[]) => {
      const { payload, ack } = split(args);
      fn(payload, ack).catch((err: unknown) => {
        app.log.warn({ err }, 'support event failed');
        const r = refusal('malformed');
        if (ack) ack({ ok: false, ...r });
        else socket.emit('support.refused', r);
      });
    };

  // ---------- shoppers ----------
  io.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string' || token.length > 200) return next(new Error('unauthorized'));
    resolveToken(app.db, token).then(
      (who) => {
        socket.data.who = who;
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });

  io.on('connection', (socket: ShopperSocket) => {
    const who = socket.data.who;
    const room = roomOf(who.kind === 'customer' ? { userId: who.userId, visitorId: null } : { userId: null, visitorId: who.visitorId });
    void socket.join(room);
    const refuse = (reason: SupportErrorReason, ack: Ack | null) => {
      const r = refusal(reason);
      if (ack) ack({ ok: false, ...r });
      socket.emit('support.refused', r);
    };

    socket.on(
      'support.send',
      guarded(socket, async (payload, ack) => {
        if (!isRecord(payload)) return refuse('malformed', ack);
        const checked = checkSupportText(payload.text);
        if (!checked.ok) return refuse(checked.reason, ack);
        const email = payload.email == null || payload.email === '' ? null : checkSupportEmail(payload.email);
        if (payload.email != null && payload.email !== '' && !email) return refuse('email', ack);
        if (!(await rate.allow(String(who.tokenId)))) return refuse('too_fast', ack);
        const { conversationId, message } = await addShopperMessage(app.db, who, checked.text, email);
        const online = await agentOnline().catch(() => false);
        io.to(room).emit('support.message', message);
        const conversation = await conversationView(app.db, conversationId);
        if (conversation) agents.emit('agent.conversation', { conversation, message });
        ack?.({ ok: true, message, by_email: !online || !isChatOpen(new Date()) });
      }) as SupportClientEvents['support.send'],
    );

    socket.onAny((event: string) => {
      if (event !== 'support.send') socket.emit('support.refused', refusal('malformed'));
    });

    Promise.all([historyFor(app.db, who), agentOnline().catch(() => false)])
      .then(([history, agent_online]) => socket.emit('support.history', { ...history, agent_online }))
      .catch((err: unknown) => {
        app.log.warn({ err }, 'support history not read');
        socket.emit('support.refused', refusal('malformed'));
      });
  });

  // ---------- agents ----------
  /** A signed-in member whose role may answer the support chat, or null. */
  const agentOf = async (token: unknown): Promise<StaffActor | null> => {
    if (typeof token !== 'string') return null;
    const actor = await resolveStaffToken(app.db, token).catch(() => null);
    return actor && roleCan(actor.role, 'support.answer') ? actor : null;
  };
  agents.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    agentOf(token).then(
      (staff) => {
        if (!staff) return next(new Error('unauthorized'));
        (socket as unknown as AgentSocket).data = { token: token as string, staff };
        next();
      },
      () => next(new Error('unauthorized')),
    );
  });

  agents.on('connection', (socket: AgentSocket) => {
    const fail = (ack: Ack | null, reason: SupportErrorReason) =>
      ack ? ack({ ok: false, ...refusal(reason) }) : socket.emit('support.refused', refusal(reason));
    /**
     * An agent's event, run while their token still holds: a member signed out, disabled or moved to
     * a role that cannot answer is disconnected at their next event, and the event is not run.
     */
    const asAgent = (fn: (payload: unknown, ack: Ack | null) => Promise<unknown>) =>
      guarded(socket as unknown as Socket, async (payload, ack) => {
        if (!(await agentOf(socket.data.token))) {
          fail(ack, 'signed_out');
          socket.disconnect(true);
          return;
        }
        return fn(payload, ack);
      });
    void tellStatus();
    socket.on('disconnect', () => void tellStatus());

    socket.on(
      'agent.list',
      asAgent(async (payload, ack) => {
        const includeClosed = isRecord(payload) && payload.include_closed === true;
        if (!ack) return fail(ack, 'malformed');
        ack({ ok: true, conversations: await listConversations(app.db, { includeClosed }) });
      }) as never,
    );

    socket.on(
      'agent.open',
      asAgent(async (payload, ack) => {
        const id = idOf(payload);
        if (id == null || !ack) return fail(ack, 'malformed');
        const opened = await openForAgent(app.db, id);
        if (!opened) return fail(ack, 'no_conversation');
        ack({ ok: true, ...opened });
        agents.except(socket.id).emit('agent.conversation', { conversation: opened.conversation });
      }) as never,
    );

    socket.on(
      'agent.reply',
      asAgent(async (payload, ack) => {
        const id = idOf(payload);
        if (id == null || !isRecord(payload)) return fail(ack, 'malformed');
        const checked = checkSupportText(payload.text);
        if (!checked.ok) return fail(ack, checked.reason);
        const answered = await addAgentMessage(app.db, id, checked.text);
        if (!answered) return fail(ack, 'no_conversation');
        io.to(answered.room).emit('support.message', answered.message);
        agents.emit('agent.conversation', { conversation: answered.conversation, message: answered.message });
        const connected = await shopperConnected(answered.room).catch(() => false);
        const mailed = !connected && !!answered.email;
        if (mailed) await mailAnswer(app, answered.email!, checked.text);
        ack?.({ ok: true, message: answered.message, mailed });
      }) as never,
    );

    socket.on(
      'agent.close',
      asAgent(async (payload, ack) => {
        const id = idOf(payload);
        if (id == null) return fail(ack, 'malformed');
        const conversation = await closeConversation(app.db, id);
        if (!conversation) return fail(ack, 'no_conversation');
        ack?.({ ok: true, conversation });
        agents.except(socket.id).emit('agent.conversation', { conversation });
      }) as never,
    );

    socket.onAny((event: string) => {
      if (!['agent.list', 'agent.open', 'agent.reply', 'agent.close'].includes(event)) fail(null, 'malformed');
    });
  });

  // Closing: no more status broadcasts (they would ask Redis), sockets dropped, then the adapter stops
  // listening before its connections quit (a request from another process is not answered on a closed one).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    io.local.disconnectSockets(true);
    agents.local.disconnectSockets(true);
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    if (!redisClients.length) return;
    await Promise.all([io.of('/').adapter, agents.adapter].map((a) => Promise.resolve((a as { close?: () => unknown }).close?.()).catch(() => {})));
    const [pub, sub] = redisClients;
    await sub!.quit().catch(() => sub!.disconnect());
    await pub!.quit().catch(() => pub!.disconnect());
  });
}
