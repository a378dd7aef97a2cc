import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, timestamp, uuid, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { money, createdAt, ownerCheck } from './columns';
import { users } from './auth';
import { goods } from './catalog';
import { shopImages } from './images';

// ---------- live-stream rooms ----------

/**
 * A live-stream shopping room (services/live/): scheduled, then live, then ended, by the operator
 * (`npm run live`, api/admin/live/...). `slug` is the room's href (`room_href`); `video_url` any HLS or
 * plain video url.
 */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 64 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    state: varchar('state', { length: 16 }).$type<'scheduled' | 'live' | 'ended'>().notNull().default('scheduled'),
    videoUrl: text('video_url').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** The room's cover picture (uploaded from the console under services/media's rules); null: none. */
    coverImageId: integer('cover_image_id').references(() => shopImages.id, { onDelete: 'set null' }),
    /** The most viewers the room had at once while live (summed across processes), kept for its figures. */
    peakViewers: integer('peak_viewers').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('live_rooms_slug_idx').on(t.slug), check('live_rooms_state_check', sql`${t.state} in ('scheduled', 'live', 'ended')`)],
);

/**
 * A product shown in a room; pinned ones (at most 3, the service's rule) first. The room's own price,
 * special price and stock, when the operator set them, replace the product's.
 */
export const liveRoomProducts = pgTable(
  'live_room_products',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
    pinnedAt: timestamp('pinned_at', { withTimezone: true }),
    price: money('price'),
    specialPrice: money('special_price'),
    stockQty: integer('stock_qty'),
  },
  (t) => [
    uniqueIndex('live_room_products_once_idx').on(t.roomId, t.goodsId),
    check('live_room_products_stock_check', sql`${t.stockQty} is null or ${t.stockQty} >= 0`),
  ],
);

/** A chat comment: who wrote it comes from their token, never from the message. */
export const liveComments = pgTable(
  'live_comments',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    visitorId: uuid('visitor_id'),
    name: varchar('name', { length: 64 }).notNull(),
    text: varchar('text', { length: 800 }).notNull(),
    color: varchar('color', { length: 7 }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('live_comments_room_idx').on(t.roomId, t.id)],
);

/**
 * Who may no longer comment in a room (the operator's mute): a customer (every token of theirs) or a
 * visitor (every token of that visitor, signed in or not). Unmuting deletes the row.
 */
export const liveMutes = pgTable(
  'live_mutes',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('live_mutes_room_user_uq').on(t.roomId, t.userId),
    uniqueIndex('live_mutes_room_visitor_uq').on(t.roomId, t.visitorId),
    ownerCheck('live_mutes_one_who', t.userId, t.visitorId),
  ],
);

/** What shoppers did in a room (POST api/live): add to cart, heart, view. */
export const liveActions = pgTable(
  'live_actions',
  {
    id: serial('id').primaryKey(),
    roomId: integer('room_id')
      .notNull()
      .references(() => liveRooms.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 16 }).notNull(),
    userId: integer('user_id'),
    visitorId: uuid('visitor_id'),
    createdAt: createdAt(),
  },
  (t) => [index('live_actions_room_idx').on(t.roomId, t.createdAt)],
);
