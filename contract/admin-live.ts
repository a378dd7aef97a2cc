/**
 * The console's live rooms (issue 26, permission `content.manage`): the list of rooms (scheduled,
 * live, ended), scheduling one (title, time, cover picture, the products it will show), editing a
 * scheduled one, and a room's figures after the show. The moves during a show (start, end, pin,
 * price, stock, delete a comment, mute) are `POST api/admin/live/{room_href}` (contract/endpoints.ts
 * `paths.adminLive`), the same service as `npm run live`. The console watches a room on the
 * shoppers' socket (`/ws/live`) with its staff token: it reads, never comments, and is not counted
 * as a viewer. See docs/live-protocol.md and docs/operations.md.
 */
import type { ShopImage } from './admin-products';
import type { StorefrontGoods } from './admin-storefront';
import type { LiveComment, LiveProduct, LiveState } from './live';

export const adminLivePaths = {
  /** GET ?state=: every room, live first, then scheduled by time, then ended newest first (AdminLiveRoom[]); POST LiveRoomInput: a new scheduled room (AdminLiveRoomDetail). */
  rooms: 'api/admin/live-rooms',
  /** GET: a room, its products and latest comments (AdminLiveRoomDetail); PUT LiveRoomInput: a scheduled room edited (409 once it started). */
  room: (href: string) => `api/admin/live-rooms/${encodeURIComponent(href)}`,
  /** GET: the room's figures (LiveRoomFigures), from what was recorded. */
  figures: (href: string) => `api/admin/live-rooms/${encodeURIComponent(href)}/figures`,
  /** POST multipart `file`: a cover picture checked and re-encoded under the shop's upload rules (ShopImage). */
  cover: 'api/admin/live-rooms/cover',
  /** GET ?q=: published products by name or SKU, to choose for a room (StorefrontGoods[]). */
  goods: 'api/admin/live-rooms/goods',
} as const;

export const adminLivePatterns = {
  room: 'api/admin/live-rooms/:room_href',
  figures: 'api/admin/live-rooms/:room_href/figures',
} as const;

export const ADMIN_LIVE_LIMITS = {
  titleMax: 120,
  /** Products a room may show. */
  goodsMax: 30,
  /** Comments the room page holds (the newest). */
  commentsKept: 100,
  /** An order counts for a room when placed within this long after its shopper added one of its products to the cart from the room. */
  orderWindowHours: 72,
} as const;

/** A room as the console lists it. */
export interface AdminLiveRoom {
  id: number;
  room_href: string;
  title: string;
  state: LiveState;
  /** When it is scheduled (scheduled), or when it started (live, ended); ISO. */
  starts_at: string | null;
  ended_at: string | null;
  video_url: string;
  cover: ShopImage | null;
  product_count: number;
  /** Viewers now, across processes (0 unless live). */
  viewer_count: number;
  peak_viewers: number;
}

/** A room with what its page shows: its products (the room's own price and stock over the product's; pinned first) and latest comments. */
export interface AdminLiveRoomDetail {
  room: AdminLiveRoom;
  products: LiveProduct[];
  /** The products as the schedule form chooses them, in order (published or not). */
  goods: StorefrontGoods[];
  comments: LiveComment[];
}

/** What a room did, from what is recorded (live_rooms, live_comments, live_actions, orders). */
export interface LiveRoomFigures {
  room_href: string;
  state: LiveState;
  /** When it started and ended (ISO); null: not yet. */
  started_at: string | null;
  ended_at: string | null;
  peak_viewers: number;
  /** Comments written (deleted ones included). */
  comments: number;
  /** Adds to cart from the room (POST api/live add_cart). */
  added_to_cart: number;
  /** Shoppers who added at least one product to their cart from the room. */
  shoppers: number;
  /** Orders (not cancelled) with a product their customer added to the cart from the room, placed within orderWindowHours after it. */
  orders: number;
  /** Per product of the room. */
  products: { id: number; name: string; added_to_cart: number; orders: number }[];
}
