import { assign, setup } from 'xstate';
import { ADMIN_LIVE_LIMITS, type AdminLiveRoomDetail, type LiveRoomFigures } from '../../contract/admin-live';
import type { LiveComment, LiveProduct, LiveState } from '../../contract/live';
import { providedCall, providedSubscription } from '../provided';

/** A move of the console during the show (POST api/admin/live/{room_href}), as the form gives it. */
export type LiveRoomMove =
  | { action: 'pin' | 'unpin'; product_id: number }
  | { action: 'price'; product_id: number; price: number; special_price: number | null }
  | { action: 'stock'; product_id: number; stock: number }
  | { action: 'delete-comment'; comment_id: number }
  | { action: 'mute'; comment_id: number };

/** What the room's socket actor (the shoppers' /ws/live with the member's staff token) tells the machine. */
export type LiveRoomSocketEvent =
  /** Joined (again): the room as it is now (a type 3). */
  | { type: 'room.socket.joined'; products: LiveProduct[]; comments: LiveComment[]; viewers: number; state: LiveState }
  | { type: 'room.socket.product'; product: LiveProduct }
  | { type: 'room.socket.comment'; comment: LiveComment }
  | { type: 'room.socket.deleted'; comment_id: number }
  | { type: 'room.socket.viewers'; viewers: number }
  | { type: 'room.socket.state'; state: LiveState }
  | { type: 'room.socket.dropped' }
  /** The server no longer takes the member's token on the socket (signed out, or a role without content.manage). */
  | { type: 'room.socket.refused' };

export type LiveRoomEvent =
  | LiveRoomSocketEvent
  | { type: 'room.retry' }
  | { type: 'room.saved'; detail: AdminLiveRoomDetail }
  | { type: 'room.video'; value: string }
  | { type: 'room.start' }
  | { type: 'room.end' }
  | { type: 'room.move'; move: LiveRoomMove };

export interface LiveRoomInput {
  href: string;
  /** The member's staff token: the socket's join. */
  token: string;
}

export interface LiveRoomContext {
  href: string;
  token: string;
  detail: AdminLiveRoomDetail | null;
  viewers: number;
  video: string;
  figures: LiveRoomFigures | null;
  /** The last refusal (a 409 of a start, a fourth pin), shown until the next move. */
  error: unknown;
}

const upsertProduct = (list: LiveProduct[], p: LiveProduct) => {
  const next = list.map((x) => (x.id === p.id ? p : x));
  // Pinned first (the newest pin first, as shoppers see them), then as they were.
  return [...next.filter((x) => x.pinned && x.id === p.id), ...next.filter((x) => x.pinned && x.id !== p.id), ...next.filter((x) => !x.pinned)];
};

/**
 * The console's page of one live room (permission content.manage): loading it, then by its state:
 * scheduled (edited by its form, started with a video url), live (the shoppers' socket joined with
 * the member's staff token: viewers, chat, products, live; the moves one at a time: pin, price,
 * stock, delete a comment, mute its writer; ended), ended (its figures). A start or an end refused
 * (409: started twice, already ended) keeps the server's message.
 */
export const liveRoomMachine = setup({
  types: {
    input: {} as LiveRoomInput,
    context: {} as LiveRoomContext,
    events: {} as LiveRoomEvent,
    tags: {} as 'loading' | 'failed' | 'scheduled' | 'live' | 'ended' | 'busy' | 'connecting' | 'connected' | 'reconnecting' | 'refused',
  },
  actors: {
    loadRoom: providedCall<AdminLiveRoomDetail, { href: string }>('loadRoom'),
    /** A move (start, end, pin, ...): what changed, as broadcast. */
    move: providedCall<unknown, { href: string; move: LiveRoomMove | { action: 'start'; video_url?: string } | { action: 'end' } }>('move'),
    loadFigures: providedCall<LiveRoomFigures, { href: string }>('loadFigures'),
    /** The room's socket with the staff token: sends LiveRoomSocketEvents until stopped. */
    watch: providedSubscription<{ href: string; token: string }>('watch'),
  },
  guards: {
    isLive: ({ event }) => 'output' in event && (event.output as AdminLiveRoomDetail).room.state === 'live',
    isEnded: ({ event }) => 'output' in event && (event.output as AdminLiveRoomDetail).room.state === 'ended',
    endedElsewhere: ({ event }) => event.type === 'room.socket.state' && event.state === 'ended',
  },
  actions: {
    setDetail: assign((_, { detail }: { detail: AdminLiveRoomDetail }) => ({
      detail,
      viewers: detail.room.viewer_count,
      video: detail.room.video_url,
      error: null,
    })),
    setVideo: assign({ video: ({ context, event }) => (event.type === 'room.video' ? event.value : context.video) }),
    setState: assign(({ context }, { state }: { state: LiveState }) =>
      context.detail ? { detail: { ...context.detail, room: { ...context.detail.room, state } } } : {},
    ),
    setJoined: assign(({ context, event }) =>
      event.type === 'room.socket.joined' && context.detail
        ? {
            detail: { ...context.detail, products: event.products, comments: event.comments, room: { ...context.detail.room, state: event.state } },
            viewers: event.viewers,
          }
        : {},
    ),
    setProduct: assign(({ context }, { product }: { product: LiveProduct }) =>
      context.detail ? { detail: { ...context.detail, products: upsertProduct(context.detail.products, product) } } : {},
    ),
    addComment: assign(({ context, event }) =>
      event.type === 'room.socket.comment' && context.detail && !context.detail.comments.some((c) => c.id === event.comment.id)
        ? { detail: { ...context.detail, comments: [...context.detail.comments, event.comment].slice(-ADMIN_LIVE_LIMITS.commentsKept) } }
        : {},
    ),
    dropComment: assign(({ context }, { id }: { id: number }) =>
      context.detail ? { detail: { ...context.detail, comments: context.detail.comments.filter((c) => c.id !== id) } } : {},
    ),
    setViewers: assign({ viewers: ({ context, event }) => (event.type === 'room.socket.viewers' ? event.viewers : context.viewers) }),
    setFigures: assign((_, { figures }: { figures: LiveRoomFigures }) => ({ figures })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    /** Provided by the app: the console's staff session ends (the socket no longer takes the token), as on a 401. */
    endSession: () => {},
  },
}).createMachine({
  id: 'liveRoom',
  context: ({ input }) => ({ href: input.href, token: input.token, detail: null, viewers: 0, video: '', figures: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadRoom',
        src: 'loadRoom',
        input: ({ context }) => ({ href: context.href }),
        onDone: [
          { guard: 'isLive', target: 'live', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
          { guard: 'isEnded', target: 'ended', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
          { target: 'scheduled', actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['failed'],
      description: 'The room could not be read (gone, or the network): Retry.',
      on: { 'room.retry': 'loading' },
    },
    scheduled: {
      tags: ['scheduled'],
      description: 'Not started: its schedule is edited by its form; Start takes a video url.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            'room.saved': { actions: { type: 'setDetail', params: ({ event }) => ({ detail: event.detail }) } },
            'room.video': { actions: 'setVideo' },
            'room.start': { target: 'starting', actions: 'clearError' },
          },
        },
        starting: {
          tags: ['busy'],
          invoke: {
            id: 'start',
            src: 'move',
            input: ({ context }) => ({
              href: context.href,
              move: { action: 'start', ...(context.video.trim() ? { video_url: context.video.trim() } : {}) },
            }),
            onDone: { target: '#liveRoom.live', actions: { type: 'setState', params: { state: 'live' } } },
            onError: { target: 'idle', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    live: {
      tags: ['live'],
      description: 'The show: the room followed on its socket as staff; one move at a time.',
      type: 'parallel',
      invoke: { id: 'watch', src: 'watch', input: ({ context }) => ({ href: context.href, token: context.token }) },
      on: {
        'room.socket.refused': { target: 'refused' },
        'room.socket.state': { guard: 'endedElsewhere', target: 'ended', actions: { type: 'setState', params: { state: 'ended' } } },
        'room.socket.product': { actions: { type: 'setProduct', params: ({ event }) => ({ product: event.product }) } },
        'room.socket.comment': { actions: 'addComment' },
        'room.socket.deleted': { actions: { type: 'dropComment', params: ({ event }) => ({ id: event.comment_id }) } },
        'room.socket.viewers': { actions: 'setViewers' },
      },
      states: {
        socket: {
          initial: 'connecting',
          states: {
            connecting: { tags: ['connecting'], on: { 'room.socket.joined': { target: 'connected', actions: 'setJoined' } } },
            connected: { tags: ['connected'], on: { 'room.socket.dropped': 'reconnecting' } },
            reconnecting: {
              tags: ['reconnecting'],
              description: 'The socket connects again by itself; the join brings the room as it is.',
              on: { 'room.socket.joined': { target: 'connected', actions: 'setJoined' } },
            },
          },
        },
        moves: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'room.move': { target: 'moving', actions: 'clearError' },
                'room.end': { target: '#liveRoom.ending', actions: 'clearError' },
              },
            },
            moving: {
              tags: ['busy'],
              invoke: {
                id: 'move',
                src: 'move',
                input: ({ context, event }) => ({ href: context.href, move: (event as Extract<LiveRoomEvent, { type: 'room.move' }>).move }),
                onDone: 'idle',
                onError: { target: 'idle', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },
      },
    },
    ending: {
      tags: ['live', 'busy'],
      invoke: {
        id: 'end',
        src: 'move',
        input: ({ context }) => ({ href: context.href, move: { action: 'end' } }),
        onDone: { target: 'ended', actions: { type: 'setState', params: { state: 'ended' } } },
        onError: { target: 'loading', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ended: {
      tags: ['ended'],
      description: "After the show: the room's figures.",
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadFigures',
            src: 'loadFigures',
            input: ({ context }) => ({ href: context.href }),
            onDone: { target: 'shown', actions: { type: 'setFigures', params: ({ event }) => ({ figures: event.output }) } },
            onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {},
        failed: { on: { 'room.retry': 'loading' } },
      },
    },
    refused: {
      type: 'final',
      tags: ['refused'],
      description: 'The socket no longer takes the token: the console session ends (sign in again).',
      entry: 'endSession',
    },
  },
});
