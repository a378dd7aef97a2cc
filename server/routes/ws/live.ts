import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import {
  LIVE_FRAME_MAX,
  LIVE_SILENT_HEARTBEATS,
  LIVE_SOCKET_PATH,
  LiveType,
  checkComment,
  liveErrorMessages,
  type LiveErrorReason,
  type LiveServerMessage,
} from '../../../contract/live';
import { STAFF_TOKEN_PREFIX, roleCan } from '../../../contract/staff';
import { resolveToken, type Identity } from '../../services/auth/tokens';
import { resolveStaffToken } from '../../services/staff/tokens';
import { addComment, isMuted, roomById, roomByHref, roomCatchUp, roomView } from '../../services/live/rooms';
import type { LiveListener } from '../../services/live/hub';

/** A connection's own budget of messages per second (a flood beyond it closes the connection, 1008). */
const MESSAGES_PER_SECOND = 20;
/** A client that does not read what it is sent (more than this queued) is dropped. */
const MAX_BUFFERED = 1 << 20;
const HREF = /^[a-z0-9-]{1,64}$/;

interface Connection {
  ws: WebSocket;
  listener: LiveListener;
  roomId: number | null;
  who: Identity | null;
  /** A member of staff watching from the console (a staff token with content.manage): reads, never comments, not counted. */
  staff: boolean;
  lastSeen: number;
  /** Messages are handled one after the other, in the order they came. */
  queue: Promise<void>;
  budget: { n: number; second: number };
}

/**
 * The live room's socket, `GET /ws/live` upgraded (raw WebSocket, `ws` on the app's own HTTP server),
 * speaking contract/live.ts's JSON messages:
 * - 0 heartbeat (answered 0); any message counts as a sign of life; silent for more than
 *   LIVE_SILENT_HEARTBEATS heartbeats (config.live.heartbeatMs): dropped;
 * - 1 join {room_href, token?}: answered with a type 3 snapshot; the token (visitor or customer)
 *   decides whether the connection may comment, and who it is (never the message's own fields);
 *   a staff token (`st.…`, a role with content.manage: the console's room page) watches: told all
 *   the room is told, never comments, not counted as a viewer (refused `sign_in` otherwise);
 * - 2 comment {text, color?}: checked (not empty, at most 200 characters), rate-limited per token,
 *   refused when the operator muted the writer (customer or visitor) in the room, stored, then broadcast to the room (here and, with Redis, in every process);
 * - 3 request [since] [room_href, token]: with `since` (the last comment id the client saw), a catch-up:
 *   the room's state and products and every comment after it (at most LIVE_MISSED_MAX, the newest,
 *   `missed_more` when there were more; `deleted_ids`: comments deleted meanwhile); without it the
 *   snapshot again. With room_href (a reconnected client on its new connection) it joins first, as 1 does.
 * Frames over LIVE_FRAME_MAX close the connection (1009); malformed JSON, unknown types and refused
 * comments are answered with a type 9 {reason, msg}; a connection's failure never touches another.
 */
export default async function liveSocket(app: FastifyInstance) {
  const heartbeatMs = app.config.live.heartbeatMs;
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIVE_FRAME_MAX, perMessageDeflate: false });
  const connections = new Set<Connection>();

  const send = (c: Connection, msg: LiveServerMessage) => c.listener.send(JSON.stringify(msg));
  const refuse = (c: Connection, reason: LiveErrorReason) => send(c, { type: LiveType.error, reason, msg: liveErrorMessages[reason] });
  const snapshot = async (c: Connection, roomId: number) => {
    const room = await roomById(app.db, roomId);
    const view = await roomView(app.db, room, c.who, await app.liveHub.viewers(room.id));
    send(c, { type: LiveType.request, can_comment: c.who != null, ...view });
  };
  // Joined to the hub first, read after: a comment stored meanwhile comes live, in the answer, or both (the app keeps one).
  const catchUp = async (c: Connection, roomId: number, since: number) => {
    const room = await roomById(app.db, roomId);
    const view = await roomCatchUp(app.db, room, c.who, await app.liveHub.viewers(room.id), since);
    send(c, { type: LiveType.request, can_comment: c.who != null, ...view });
  };

  /** Joins the room the message names (type 1, or type 3 on a new connection) as the message's token; false when refused. */
  async function enter(c: Connection, msg: Record<string, unknown>): Promise<boolean> {
    const href = msg.room_href;
    const room = typeof href === 'string' && HREF.test(href) ? await roomByHref(app.db, href).catch(() => null) : null;
    if (!room) {
      refuse(c, 'no_room');
      return false;
    }
    const token = typeof msg.token === 'string' && msg.token.length <= 200 ? msg.token : null;
    const staff = token?.startsWith(STAFF_TOKEN_PREFIX) ?? false;
    if (staff) {
      // The console's room page: a member whose role manages content, checked at each join (a reconnect too).
      const actor = await resolveStaffToken(app.db, token!).catch(() => null);
      if (!actor || !roleCan(actor.role, 'content.manage')) {
        refuse(c, 'sign_in');
        return false;
      }
    }
    leaveRoom(c);
    c.who = token && !staff ? await resolveToken(app.db, token).catch(() => null) : null;
    c.staff = staff;
    c.roomId = room.id;
    if (staff) app.liveHub.watch(room.id, c.listener);
    else app.liveHub.join(room.id, c.listener);
    return true;
  }

  function leaveRoom(c: Connection) {
    if (c.roomId == null) return;
    if (c.staff) app.liveHub.unwatch(c.roomId, c.listener);
    else app.liveHub.leave(c.roomId, c.listener);
  }

  async function handle(c: Connection, msg: Record<string, unknown>) {
    switch (msg.type) {
      case LiveType.heartbeat:
        return send(c, { type: LiveType.heartbeat });
      case LiveType.join:
        if (!(await enter(c, msg))) return;
        return snapshot(c, c.roomId!);
      case LiveType.comment: {
        if (c.roomId == null) return refuse(c, 'not_joined');
        if (!c.who) return refuse(c, 'sign_in');
        const checked = checkComment(msg.text);
        if (!checked.ok) return refuse(c, checked.reason);
        if (!(await app.liveHub.allowComment(c.who.tokenId))) return refuse(c, 'too_fast');
        const room = await roomById(app.db, c.roomId);
        if (room.state !== 'live') return refuse(c, 'not_live');
        if (await isMuted(app.db, room.id, c.who)) return refuse(c, 'muted');
        const comment = await addComment(app.db, room.id, c.who, checked.text, msg.color);
        return app.liveHub.broadcast(room.id, comment);
      }
      case LiveType.request: {
        const { since } = msg;
        if (since !== undefined && (typeof since !== 'number' || !Number.isSafeInteger(since) || since < 0)) return refuse(c, 'malformed');
        if (msg.room_href !== undefined && !(await enter(c, msg))) return;
        if (c.roomId == null) return refuse(c, 'not_joined');
        return since === undefined ? snapshot(c, c.roomId) : catchUp(c, c.roomId, since);
      }
      default:
        return refuse(c, 'unknown_type');
    }
  }

  function onMessage(c: Connection, data: RawData, isBinary: boolean) {
    const now = Date.now();
    c.lastSeen = now;
    const second = Math.floor(now / 1000);
    if (c.budget.second !== second) c.budget = { n: 0, second };
    if (++c.budget.n > MESSAGES_PER_SECOND) {
      c.ws.close(1008, 'too many messages');
      return;
    }
    let msg: unknown;
    try {
      msg = isBinary ? null : JSON.parse(data.toString());
    } catch {
      msg = null;
    }
    if (!msg || typeof msg !== 'object' || Array.isArray(msg) || typeof (msg as { type?: unknown }).type !== 'number') {
      refuse(c, 'malformed');
      return;
    }
    c.queue = c.queue
      .then(() => handle(c, msg as Record<string, unknown>))
      .catch((err: unknown) => {
        app.log.warn({ err }, 'live message failed');
        refuse(c, 'malformed');
      });
  }

  wss.on('connection', (ws: WebSocket) => {
    const c: Connection = {
      ws,
      roomId: null,
      who: null,
      staff: false,
      lastSeen: Date.now(),
      queue: Promise.resolve(),
      budget: { n: 0, second: 0 },
      listener: {
        send(frame) {
          if (ws.readyState !== ws.OPEN) return;
          if (ws.bufferedAmount > MAX_BUFFERED) ws.terminate();
          else ws.send(frame);
        },
      },
    };
    connections.add(c);
    ws.on('message', (data, isBinary) => onMessage(c, data, isBinary));
    ws.on('error', (err) => app.log.debug({ err }, 'live socket error'));
    ws.on('close', () => {
      connections.delete(c);
      leaveRoom(c);
    });
  });

  // Connections silent for more than LIVE_SILENT_HEARTBEATS heartbeats are dropped.
  const sweep = setInterval(
    () => {
      const limit = Date.now() - LIVE_SILENT_HEARTBEATS * heartbeatMs;
      for (const c of connections) if (c.lastSeen < limit) c.ws.terminate();
    },
    Math.max(50, Math.floor(heartbeatMs / 2)),
  );
  sweep.unref();

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== LIVE_SOCKET_PATH) {
      // Another socket endpoint may listen on this server; when none does, do not leave it hanging.
      if (app.server.listenerCount('upgrade') === 1) socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  app.server.on('upgrade', onUpgrade);

  app.addHook('preClose', async () => {
    clearInterval(sweep);
    app.server.off('upgrade', onUpgrade);
    for (const c of connections) c.ws.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
