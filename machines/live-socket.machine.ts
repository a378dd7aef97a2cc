import { assign, sendTo, setup } from 'xstate';
import { LIVE_HEARTBEAT_MS } from '../contract/constants';
import {
  LiveType, checkComment,
  type LiveClientMessage, type LiveComment, type LiveErrorReason, type LiveProduct, type LiveRoom, type LiveServerMessage, type LiveUpdate,
} from '../contract/live';
import { providedSubscription } from './provided';

/** At most this many comments are kept (the oldest go first). */
export const LIVE_COMMENTS_KEPT = 100;

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
  /** The page is hidden (visibilitychange). */
  hidden: boolean;
  /** The device says it is offline (the window's offline event). */
  offline: boolean;
}

/** What the socket actor (the app's reconnecting-websocket, one per tab) tells the machine. */
export type LiveSocketActorEvent =
  | { type: 'live.socket.open' }
  | { type: 'live.socket.message'; message: LiveServerMessage }
  | { type: 'live.socket.closed'; code: number };

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
export type LiveSocketCommand = { type: 'live.socket.send'; message: LiveClientMessage };

const messageOf = (e: LiveSocketEvent): LiveServerMessage | null => (e.type === 'live.socket.message' ? e.message : null);

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
 * close logged) -> rejoining (type 1 again, whose answer is the type 3 snapshot of what was missed)
 * -> joined. While the page is hidden or the device offline the socket is closed (paused) and opened
 * again only when the page is visible and the device online (both, not either). A comment is checked here (not empty, at most 200 characters) before it
 * is sent; the server checks it again.
 */
export const liveSocketMachine = setup({
  types: {
    input: {} as LiveSocketInput,
    context: {} as LiveSocketContext,
    events: {} as LiveSocketEvent,
  },
  actors: {
    /** The socket (reconnecting-websocket on /ws/live): sends LiveSocketActorEvents, takes LiveSocketCommands. */
    socket: providedSubscription<{ roomHref: string }>('socket'),
  },
  delays: {
    heartbeat: LIVE_HEARTBEAT_MS,
  },
  guards: {
    isSnapshot: ({ event }) => messageOf(event)?.type === LiveType.request,
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
    sendHeartbeat: sendTo('socket', (): LiveSocketCommand => ({ type: 'live.socket.send', message: { type: LiveType.heartbeat } })),
    sendComment: sendTo('socket', ({ event }): LiveSocketCommand => ({
      type: 'live.socket.send',
      message: { type: LiveType.comment, text: event.type === 'live.comment.send' ? event.text.trim() : '' },
    })),
    setSnapshot: assign(({ event }) => {
      const m = messageOf(event);
      return m?.type === LiveType.request
        ? { room: m.room, products: m.products, comments: m.comments.slice(-LIVE_COMMENTS_KEPT), canComment: m.can_comment, error: null }
        : {};
    }),
    addComment: assign({
      comments: ({ context, event }) => {
        const m = messageOf(event);
        if (m?.type !== LiveType.comment || context.comments.some((c) => c.id === m.id)) return context.comments;
        return [...context.comments, m].slice(-LIVE_COMMENTS_KEPT);
      },
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
        case 'live.page.hidden': return { hidden: true };
        case 'live.page.visible': return { hidden: false };
        case 'live.network.offline': return { offline: true };
        case 'live.network.online': return { offline: false };
        default: return {};
      }
    }),
    setToken: assign({ token: ({ context, event }) => (event.type === 'live.token.changed' ? event.token : context.token) }),
    /** Provided by the app: the connection closed (logged; the socket reconnects by itself). */
    logClose: (_, _params: { code: number }) => {},
  },
}).createMachine({
  id: 'liveSocket',
  context: ({ input }) => ({
    roomHref: input.roomHref, token: input.token, room: null, products: [], comments: [], canComment: false, error: null, drops: 0,
    hidden: false, offline: false,
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
          description: 'Opening the socket.',
          on: {
            'live.socket.open': { target: 'joining', actions: 'sendJoin' },
            'live.socket.closed': { target: 'reconnecting', actions: { type: 'logClose', params: ({ event }) => ({ code: event.code }) } },
          },
        },
        joining: {
          description: 'Joined (type 1) and waiting for the room\'s snapshot (type 3).',
          on: {
            'live.socket.message': [
              { guard: 'isSnapshot', target: 'joined', actions: 'setSnapshot' },
              { guard: 'isError', target: 'failed', actions: 'setError' },
            ],
            'live.socket.closed': { target: 'reconnecting', actions: ['countDrop', { type: 'logClose', params: ({ event }) => ({ code: event.code }) }] },
          },
        },
        joined: {
          description: 'In the room: comments and updates come in, a heartbeat goes out every 30 seconds.',
          after: { heartbeat: { target: 'joined', reenter: true, actions: 'sendHeartbeat' } },
          on: {
            'live.socket.message': [
              { guard: 'isComment', actions: 'addComment' },
              { guard: 'isUpdate', actions: 'applyUpdate' },
              { guard: 'isSnapshot', actions: 'setSnapshot' },
              { guard: 'isError', actions: 'setError' },
            ],
            'live.comment.send': [
              { guard: 'commentReady', actions: ['clearError', 'sendComment'] },
              { actions: 'refuseComment' },
            ],
            'live.socket.closed': { target: 'reconnecting', actions: ['countDrop', { type: 'logClose', params: ({ event }) => ({ code: event.code }) }] },
          },
        },
        reconnecting: {
          description: 'The connection closed; the socket opens again after a growing, jittered delay.',
          on: { 'live.socket.open': { target: 'rejoining', actions: 'sendJoin' } },
        },
        rejoining: {
          description: 'Open again: joined anew, the snapshot (type 3) brings what was missed.',
          on: {
            'live.socket.message': [
              { guard: 'isSnapshot', target: 'joined', actions: 'setSnapshot' },
              { guard: 'isError', target: 'failed', actions: 'setError' },
            ],
            'live.socket.closed': { target: 'reconnecting', actions: ['countDrop', { type: 'logClose', params: ({ event }) => ({ code: event.code }) }] },
          },
        },
        failed: {
          description: 'The server refused the join (no such room); nothing more to do.',
        },
      },
    },
    paused: {
      description: 'The page is hidden or the device offline: the socket is closed until the page is visible and the device online.',
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
