import { assign, sendTo, setup } from 'xstate';
import { LIVE_HEARTBEAT_MS } from '../contract/constants';
import {
  LIVE_COMMENTS_KEPT,
  LiveType,
  checkComment,
  type LiveClientMessage,
  type LiveComment,
  type LiveErrorReason,
  type LiveProduct,
  type LiveRoom,
  type LiveServerMessage,
  type LiveUpdate,
} from '../contract/live';
import { providedSubscription } from './provided';

export { LIVE_COMMENTS_KEPT };

export interface LiveSocketInput {
  roomHref: string;
  /** The shopper's bearer token (visitor or customer), or null: they may read, not comment. */
  token: string | null;
}

interface LiveSocketContext {
  roomHref: string;
  token: string | null;
  room: LiveRoom | null;
  products: LiveProduct[];
  comments: LiveComment[];
  canComment: boolean;
  /** The last refusal of the server (type 9) or of the comment check, as its reason. */
  error: LiveErrorReason | null;
  /** Connections lost since the room was first joined. */
  drops: number;
  /** The id of the newest comment seen (a catch-up asks for those after it); null before any. */
  lastCommentId: number | null;
  /** The last catch-up had more missed comments than the server sends: the older of them are not shown. */
  missedMore: boolean;
  /** The page is hidden (visibilitychange). */
  hidden: boolean;
  /** The device says it is offline (the window's offline event). */
  offline: boolean;
}

/** What the socket actor (the app's reconnecting-websocket, one per tab) tells the machine. */
export type LiveSocketActorEvent =
  { type: 'live.socket.open' } | { type: 'live.socket.message'; message: LiveServerMessage } | { type: 'live.socket.closed'; code: number };

export type LiveSocketEvent =
  | LiveSocketActorEvent
  | { type: 'live.comment.send'; text: string }
  /** The page was hidden or the device went offline: the socket is closed until both are back. */
  | { type: 'live.page.hidden' }
  | { type: 'live.page.visible' }
  | { type: 'live.network.offline' }
  | { type: 'live.network.online' }
  /** Signed in or out: the room is joined again with the new token. */
  | { type: 'live.token.changed'; token: string | null };

/** What the machine asks the socket actor to send. */
/**
 * What the player shows of the connection, as tags of the states (src/features/live/live-socket.view.ts):
 * `connecting` (first, or after a new token), `joined` (in the room: viewers, Send), `reconnecting`
 * (dropped, rejoining or paused), `failed` (no such room).
 */
export type LiveSocketTag = 'connecting' | 'joined' | 'reconnecting' | 'failed';

export type LiveSocketCommand = { type: 'live.socket.send'; message: LiveClientMessage };

const messageOf = (e: LiveSocketEvent): LiveServerMessage | null => (e.type === 'live.socket.message' ? e.message : null);
type RoomMessage = Extract<LiveServerMessage, { type: 3 }>;
const roomMessageOf = (e: LiveSocketEvent): RoomMessage | null => {
  const m = messageOf(e);
  return m?.type === LiveType.request ? m : null;
};

/** Comments by id, each once, oldest first, at most LIVE_COMMENTS_KEPT. */
const keep = (comments: LiveComment[]): LiveComment[] =>
  [...new Map(comments.map((c) => [c.id, c])).values()].sort((a, b) => a.id - b.id).slice(-LIVE_COMMENTS_KEPT);
const newest = (last: number | null, comments: LiveComment[]): number | null =>
  comments.reduce<number | null>((max, c) => (max == null || c.id > max ? c.id : max), last);

function applyUpdate(ctx: LiveSocketContext, update: LiveUpdate): Partial<LiveSocketContext> {
  switch (update.kind) {
    case 'product': {
      const others = ctx.products.filter((p) => p.id !== update.product.id);
      const mine = ctx.products.find((p) => p.id === update.product.id);
      // Each shopper keeps their own heart; a product the room did not have joins it.
      const product = { ...update.product, is_wish: mine?.is_wish ?? false };
      const list = mine ? ctx.products.map((p) => (p.id === product.id ? product : p)) : [...others, product];
      // Pinned first, as the server orders them; otherwise the order stays.
      return { products: [...list.filter((p) => p.pinned), ...list.filter((p) => !p.pinned)] };
    }
    case 'state':
      return ctx.room ? { room: { ...ctx.room, state: update.state, video_url: update.video_url } } : {};
    case 'viewers':
      return ctx.room ? { room: { ...ctx.room, viewer_count: update.viewer_count } } : {};
    case 'comment_deleted':
      return { comments: ctx.comments.filter((c) => c.id !== update.comment_id) };
  }
}

/**
 * The live room's connection (spec: a join message, comments, a 30-second heartbeat and server
 * updates; on an error it logs and reconnects). The socket is an actor the app provides
 * (reconnecting-websocket, one per tab): it reconnects by itself with a growing, jittered delay and
 * tells the machine when it opens, what it receives and when it closes.
 * connecting -> joining (type 1) -> joined (a type 0 every 30 s) -> on a close, reconnecting (the
 * close logged) -> rejoining (a type 3 request on the new connection: it joins again and asks, with
 * `since`, for every comment after the last one seen; the catch-up is merged, each comment once, the
 * ones deleted meanwhile gone) -> joined. A connection opened again after a pause or a new token
 * asks the same way once the room is known. While the page is hidden or the device offline the socket is closed (paused) and opened
 * again only when the page is visible and the device online (both, not either). A comment is checked here (not empty, at most 200 characters) before it
 * is sent; the server checks it again.
 */
export const liveSocketMachine = setup({
  types: {
    input: {} as LiveSocketInput,
    context: {} as LiveSocketContext,
    events: {} as LiveSocketEvent,
    tags: {} as LiveSocketTag,
  },
  actors: {
    /** The socket (reconnecting-websocket on /ws/live): sends LiveSocketActorEvents, takes LiveSocketCommands. */
    socket: providedSubscription<{ roomHref: string }>('socket'),
  },
  delays: {
    heartbeat: LIVE_HEARTBEAT_MS,
  },
  guards: {
    /** The room with its latest comments (the answer to a join, or to a request without `since`). */
    isSnapshot: ({ event }) => {
      const m = roomMessageOf(event);
      return m != null && m.since == null;
    },
    /** The room with the comments after the `since` the machine asked with. */
    isCatchUp: ({ event }) => roomMessageOf(event)?.since != null,
    /** The room was joined before: a new connection asks for what it missed. */
    knowsRoom: ({ context }) => context.room != null,
    isComment: ({ event }) => messageOf(event)?.type === LiveType.comment,
    isUpdate: ({ event }) => messageOf(event)?.type === LiveType.update,
    isError: ({ event }) => messageOf(event)?.type === LiveType.error,
    commentReady: ({ context, event }) => event.type === 'live.comment.send' && context.canComment && checkComment(event.text).ok,
    /** Visible again while online, or online again while visible: both are back. */
    bothBack: ({ context, event }) =>
      (event.type === 'live.page.visible' && !context.offline) || (event.type === 'live.network.online' && !context.hidden),
  },
  actions: {
    sendJoin: sendTo('socket', ({ context }): LiveSocketCommand => ({
      type: 'live.socket.send',
      message: { type: LiveType.join, room_href: context.roomHref, ...(context.token ? { token: context.token } : {}) },
    })),
    /** On a new connection: joins and asks for the comments after the last one seen (the room's latest when none was). */
    sendCatchUpRequest: sendTo('socket', ({ context }): LiveSocketCommand => ({
      type: 'live.socket.send',
      message: {
        type: LiveType.request,
        room_href: context.roomHref,
        ...(context.token ? { token: context.token } : {}),
        ...(context.lastCommentId != null ? { since: context.lastCommentId } : {}),
      },
    })),
    sendHeartbeat: sendTo('socket', (): LiveSocketCommand => ({ type: 'live.socket.send', message: { type: LiveType.heartbeat } })),
    sendComment: sendTo('socket', ({ event }): LiveSocketCommand => ({
      type: 'live.socket.send',
      message: { type: LiveType.comment, text: event.type === 'live.comment.send' ? event.text.trim() : '' },
    })),
    /** The room as it is; its latest comments, and those that came live while it was asked for. */
    setSnapshot: assign(({ context, event }) => {
      const m = roomMessageOf(event);
      if (!m) return {};
      const upTo = newest(null, m.comments) ?? 0;
      const comments = keep([...m.comments, ...context.comments.filter((c) => c.id > upTo)]);
      return {
        room: m.room,
        products: m.products,
        comments,
        canComment: m.can_comment,
        error: null,
        lastCommentId: newest(context.lastCommentId, comments),
        missedMore: false,
      };
    }),
    /** The room as it is; the missed comments added to those shown (each once), the ones deleted meanwhile gone. */
    mergeMissed: assign(({ context, event }) => {
      const m = roomMessageOf(event);
      if (!m) return {};
      const deleted = new Set(m.deleted_ids ?? []);
      const comments = keep([...context.comments.filter((c) => !deleted.has(c.id)), ...m.comments]);
      return {
        room: m.room,
        products: m.products,
        comments,
        canComment: m.can_comment,
        error: null,
        lastCommentId: newest(context.lastCommentId, m.comments),
        missedMore: m.missed_more === true,
      };
    }),
    addComment: assign(({ context, event }) => {
      const m = messageOf(event);
      if (m?.type !== LiveType.comment || context.comments.some((c) => c.id === m.id)) return {};
      return { comments: keep([...context.comments, m]), lastCommentId: newest(context.lastCommentId, [m]) };
    }),
    applyUpdate: assign(({ context, event }) => {
      const m = messageOf(event);
      return m?.type === LiveType.update ? applyUpdate(context, m.update) : {};
    }),
    setError: assign({
      error: ({ context, event }) => {
        const m = messageOf(event);
        return m?.type === LiveType.error ? m.reason : context.error;
      },
    }),
    refuseComment: assign({
      error: ({ context, event }): LiveErrorReason | null => {
        if (event.type !== 'live.comment.send') return context.error;
        if (!context.canComment) return 'sign_in';
        const checked = checkComment(event.text);
        return checked.ok ? null : checked.reason;
      },
    }),
    clearError: assign({ error: null }),
    countDrop: assign({ drops: ({ context }) => context.drops + 1 }),
    /** What the page and the network say now, kept so that the socket reopens only when both are back. */
    notePresence: assign(({ event }) => {
      switch (event.type) {
        case 'live.page.hidden':
          return { hidden: true };
        case 'live.page.visible':
          return { hidden: false };
        case 'live.network.offline':
          return { offline: true };
        case 'live.network.online':
          return { offline: false };
        default:
          return {};
      }
    }),
    setToken: assign({ token: ({ context, event }) => (event.type === 'live.token.changed' ? event.token : context.token) }),
    /** Provided by the app: the connection closed (logged; the socket reconnects by itself). */
    logClose: (_, _params: { code: number }) => {},
  },
}).createMachine({
  id: 'liveSocket',
  context: ({ input }) => ({
    roomHref: input.roomHref,
    token: input.token,
    room: null,
    products: [],
    comments: [],
    canComment: false,
    error: null,
    drops: 0,
    hidden: false,
    offline: false,
    lastCommentId: null,
    missedMore: false,
  }),
  initial: 'connected',
  on: {
    'live.token.changed': { target: '.connected', actions: 'setToken', reenter: true },
  },
  states: {
    connected: {
      description: 'The socket is open or opening (one per tab); it reconnects by itself when it closes.',
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ roomHref: context.roomHref }) },
      on: {
        'live.page.hidden': { target: 'paused', actions: 'notePresence' },
        'live.network.offline': { target: 'paused', actions: 'notePresence' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          description: 'Opening the socket (first, or again after a pause or a new token).',
          tags: ['connecting'],
          on: {
            'live.socket.open': [
              { guard: 'knowsRoom', target: 'rejoining', actions: 'sendCatchUpRequest' },
              { target: 'joining', actions: 'sendJoin' },
            ],
            'live.socket.closed': { target: 'reconnecting', actions: { type: 'logClose', params: ({ event }) => ({ code: event.code }) } },
          },
        },
        joining: {
          description: "Joined (type 1) and waiting for the room's snapshot (type 3).",
          tags: ['connecting'],
          on: {
            'live.socket.message': [
              { guard: 'isSnapshot', target: 'joined', actions: 'setSnapshot' },
              { guard: 'isComment', actions: 'addComment' },
              { guard: 'isError', target: 'failed', actions: 'setError' },
            ],
            'live.socket.closed': {
              target: 'reconnecting',
              actions: ['countDrop', { type: 'logClose', params: ({ event }) => ({ code: event.code }) }],
            },
          },
        },
        joined: {
          description: 'In the room: comments and updates come in, a heartbeat goes out every 30 seconds.',
          tags: ['joined'],
          after: { heartbeat: { target: 'joined', reenter: true, actions: 'sendHeartbeat' } },
          on: {
            'live.socket.message': [
              { guard: 'isComment', actions: 'addComment' },
              { guard: 'isUpdate', actions: 'applyUpdate' },
              { guard: 'isCatchUp', actions: 'mergeMissed' },
              { guard: 'isSnapshot', actions: 'setSnapshot' },
              { guard: 'isError', actions: 'setError' },
            ],
            'live.comment.send': [{ guard: 'commentReady', actions: ['clearError', 'sendComment'] }, { actions: 'refuseComment' }],
            'live.socket.closed': {
              target: 'reconnecting',
              actions: ['countDrop', { type: 'logClose', params: ({ event }) => ({ code: event.code }) }],
            },
          },
        },
        reconnecting: {
          description: 'The connection closed; the socket opens again after a growing, jittered delay.',
          tags: ['reconnecting'],
          on: {
            'live.socket.open': [
              { guard: 'knowsRoom', target: 'rejoining', actions: 'sendCatchUpRequest' },
              { target: 'joining', actions: 'sendJoin' },
            ],
          },
        },
        rejoining: {
          description: 'Open again: a type 3 request joins anew and asks for the comments after the last one seen; the catch-up is merged.',
          tags: ['reconnecting'],
          on: {
            'live.socket.message': [
              { guard: 'isCatchUp', target: 'joined', actions: 'mergeMissed' },
              { guard: 'isSnapshot', target: 'joined', actions: 'setSnapshot' },
              { guard: 'isComment', actions: 'addComment' },
              { guard: 'isError', target: 'failed', actions: 'setError' },
            ],
            'live.socket.closed': {
              target: 'reconnecting',
              actions: ['countDrop', { type: 'logClose', params: ({ event }) => ({ code: event.code }) }],
            },
          },
        },
        failed: {
          description: 'The server refused the join (no such room); nothing more to do.',
          tags: ['failed'],
        },
      },
    },
    paused: {
      description: 'The page is hidden or the device offline: the socket is closed until the page is visible and the device online.',
      tags: ['reconnecting'],
      on: {
        'live.page.visible': [{ guard: 'bothBack', target: 'connected', actions: 'notePresence' }, { actions: 'notePresence' }],
        'live.network.online': [{ guard: 'bothBack', target: 'connected', actions: 'notePresence' }, { actions: 'notePresence' }],
        'live.page.hidden': { actions: 'notePresence' },
        'live.network.offline': { actions: 'notePresence' },
        // Signed in or out while paused: the new token is used when the socket opens again.
        'live.token.changed': { actions: 'setToken' },
      },
    },
  },
});
