/**
 * The live-stream room (spec sections 1, 3, 4, 6, 8, 9): its shapes over HTTP and the JSON messages of
 * the raw WebSocket at `/ws/live`. Shared by the server (server/services/live/, server/routes/ws/live.ts)
 * and the app (machines/live-socket.machine.ts, src/features/live/).
 */
import { LIVE_COMMENT_MAX } from './constants';
import { messages } from './messages';
import type { ShopPhoto } from './catalog';

export const LIVE_STATES = ['scheduled', 'live', 'ended'] as const;
export type LiveState = (typeof LIVE_STATES)[number];

/** The WebSocket path (same origin as the app; the Vite dev server proxies it). */
export const LIVE_SOCKET_PATH = '/ws/live';

/** A room as the app shows it. */
export interface LiveRoom {
  id: number;
  room_href: string;
  title: string;
  state: LiveState;
  /** An HLS (.m3u8) or plain video url; '' when none yet. */
  video_url: string;
  /** ISO date-times; null when not yet / not any more. */
  starts_at: string | null;
  viewer_count: number;
}

/** A product of a room (spec: id, many_img, price, special_price, wish_num, is_wish, true_qty). */
export interface LiveProduct {
  id: number;
  name: string;
  many_img: string[];
  price: number;
  special_price: number | null;
  /** How many shoppers have it in their wishlist. */
  wish_num: number;
  /** The caller's own heart (false for a reader without a token). */
  is_wish: boolean;
  /** Units in stock; 0 is sold out. */
  true_qty: number;
  /** The colour added to the cart from the room (the first one in stock, else the first). */
  variant_id: number;
  pinned: boolean;
  /** The main photo (issue 25), when the product has photos; many_img's first is then its src. */
  photo?: ShopPhoto;
}

/** A chat message (spec: type, name, text, color, customer_id, tourist_id, room_id). */
export interface LiveComment {
  type: 2;
  id: number;
  /** First name and stars ("Jane***"), never the whole name. */
  name: string;
  /** Plain text: shown as text, never as HTML. */
  text: string;
  color: string;
  customer_id: number | null;
  /** A short public tag of the visitor who wrote it; null for a customer. */
  tourist_id: string | null;
  room_id: number;
  created_at: string;
}

/** GET api/live/room?room_href=: everything the big popup shows at once. */
export interface LiveRoomView {
  room: LiveRoom;
  products: LiveProduct[];
  comments: LiveComment[];
}

/** A live room as the Live badge needs it. */
export type LiveRoomBrief = Pick<LiveRoom, 'id' | 'room_href' | 'title'>;

/**
 * GET api/live/now: the rooms live now (the Live badge, in the header and on the home page). The app
 * asks again every `poll_ms` while the page is visible, a conditional request (ETag): 304 while
 * nothing changed.
 */
export interface LiveNow {
  rooms: LiveRoomBrief[];
  poll_ms: number;
}

/** POST api/live {room_href, data, product_id}: what a shopper did in the room. */
export const LIVE_ACTIONS = ['add_cart', 'wish', 'unwish', 'view'] as const;
export type LiveAction = (typeof LIVE_ACTIONS)[number];

// ---------- socket messages ----------

/** Message types (spec: join 1, comment 2, heartbeat 0 every 30 s, request 3, product or live update 4); 9: an error. */
export const LiveType = { heartbeat: 0, join: 1, comment: 2, request: 3, update: 4, error: 9 } as const;

/** The largest frame the server reads; a bigger one closes the connection (1009). */
export const LIVE_FRAME_MAX = 4096;
/** The server drops a connection that sent nothing for this many heartbeats. */
export const LIVE_SILENT_HEARTBEATS = 3;

/** The app keeps at most this many comments (the oldest go first); a catch-up's deletions are looked for among as many. */
export const LIVE_COMMENTS_KEPT = 100;
/** The most comments a catch-up (a type 3 request with `since`) carries: the newest of those after `since`. */
export const LIVE_MISSED_MAX = 500;

/**
 * What the app sends. The token is the shopper's bearer token (browsers cannot set headers on a socket).
 * Type 3 asks for the room again: with `since` (the last comment id the app saw) for what it missed,
 * the comments after it; on a new connection it carries `room_href` (and the token) and joins the
 * room as type 1 does, so a reconnected app asks for what it missed in one message.
 */
export type LiveClientMessage =
  | { type: 0 }
  | { type: 1; room_href: string; token?: string }
  | { type: 2; text: string; color?: string }
  | { type: 3; since?: number; room_href?: string; token?: string };

/** What a catch-up (type 3 answering a request with `since`) adds to the room's state and products. */
export interface LiveCatchUp {
  /** The request's `since`: `comments` are every comment after it (at most LIVE_MISSED_MAX, the newest). */
  since: number;
  /** More than LIVE_MISSED_MAX comments came after `since`: the older of them are not sent. */
  missed_more: boolean;
  /** Comments deleted by the operator since the `since` comment was written (the app may still show them). */
  deleted_ids: number[];
}

/** What changed in the room (type 4). */
export type LiveUpdate =
  /** A product as it is now; its is_wish is nobody's (false): each client keeps its own heart. */
  | { kind: 'product'; product: LiveProduct }
  | { kind: 'state'; state: LiveState; video_url: string }
  | { kind: 'viewers'; viewer_count: number }
  | { kind: 'comment_deleted'; comment_id: number };

/** Why the server refused a message (type 9). */
export const LIVE_ERRORS = [
  'malformed',
  'unknown_type',
  'not_joined',
  'no_room',
  'sign_in',
  'empty',
  'too_long',
  'too_fast',
  'not_live',
  'muted',
] as const;
export type LiveErrorReason = (typeof LIVE_ERRORS)[number];

/** What the server sends. Join is answered with a type 3 snapshot (the latest comments); a request with `since` with a catch-up. */
export type LiveServerMessage =
  | { type: 0 }
  | ({ type: 3; can_comment: boolean } & LiveRoomView & Partial<LiveCatchUp>)
  | LiveComment
  | { type: 4; room_id: number; update: LiveUpdate }
  | { type: 9; reason: LiveErrorReason; msg: string };

/** The message of each refusal, in the spec's words where it has them. */
export const liveErrorMessages: Record<LiveErrorReason, string> = {
  malformed: messages.liveMessageInvalid,
  unknown_type: messages.liveMessageInvalid,
  not_joined: messages.liveRoomNotFound,
  no_room: messages.liveRoomNotFound,
  sign_in: messages.signInRequired,
  empty: messages.liveCommentRequired,
  too_long: messages.liveCommentTooLong,
  too_fast: messages.liveTooFast,
  not_live: messages.liveRoomNotLive,
  muted: messages.liveMuted,
};

/** A comment's text as the server keeps it: trimmed; null with the reason when it is refused. */
export function checkComment(text: unknown): { ok: true; text: string } | { ok: false; reason: 'empty' | 'too_long' } {
  if (typeof text !== 'string') return { ok: false, reason: 'empty' };
  const t = text.trim();
  if (!t) return { ok: false, reason: 'empty' };
  // Counted in characters as a person sees them (code points), as the app's counter does.
  if ([...t].length > LIVE_COMMENT_MAX) return { ok: false, reason: 'too_long' };
  return { ok: true, text: t };
}

/** Characters of a comment as counted against LIVE_COMMENT_MAX. */
export const commentLength = (text: string): number => [...text.trim()].length;

/** A shopper's name as the chat shows it: the first name and stars. */
export function chatName(firstname: string | null): string {
  const first = (firstname ?? '').trim().split(/\s+/)[0] ?? '';
  return `${first || 'Guest'}***`;
}
