import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, timestamp, numeric, boolean, index, uniqueIndex, check, jsonb } from 'drizzle-orm/pg-core';
import { money, createdAt } from './columns';
import { users } from './auth';
import { staffMembers } from './staff';
import type { GoodsStatus, StockReason } from '../../../contract/admin-products';

// ---------- catalogue ----------

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: varchar('name', { length: 80 }).notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
    img: text('img').notNull().default(''),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Hidden from the shop's menus and category lists (its products stay reachable). */
    isHidden: boolean('is_hidden').notNull().default(false),
  },
  (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const goods = pgTable(
  'goods',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    sku: varchar('sku', { length: 32 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    /** 3 ladder, 2 special, 1 plain. */
    priceType: integer('price_type').notNull().default(1),
    price: money('price').notNull(),
    specialPrice: money('special_price'),
    material: varchar('material', { length: 40 }).notNull().default(''),
    shape: varchar('shape', { length: 40 }).notNull().default(''),
    rim: varchar('rim', { length: 40 }).notNull().default(''),
    gender: varchar('gender', { length: 20 }).notNull().default(''),
    lensWidth: integer('lens_width'),
    bridge: integer('bridge'),
    temple: integer('temple'),
    lensHeight: integer('lens_height'),
    weight: integer('weight'),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Per order line; 0 means no limit beyond stock. */
    purchaseLimit: integer('purchase_limit').notNull().default(0),
    /** Business buyers' minimum order quantity per line (wholesale); 0: none. */
    wholesaleMoq: integer('wholesale_moq').notNull().default(0),
    /**
     * Draft and archived products are never shown to shoppers (nor found, nor addable to a cart);
     * an archived product's past orders keep it. Set in the console (services/catalog-admin).
     */
    status: varchar('status', { length: 10 }).$type<GoodsStatus>().notNull().default('published'),
    /** Shown to shoppers: derived from `status`, so every shopper read keeps its `is_active` test. */
    isActive: boolean('is_active')
      .notNull()
      .generatedAlwaysAs(sql`status = 'published'`),
    /** A colour with this many or fewer in stock is listed as low stock in the console. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** The SPH range the frame can be made in; null: the contract's rule by rim (frameSphRange). */
    sphMin: numeric('sph_min', { precision: 5, scale: 2, mode: 'number' }),
    sphMax: numeric('sph_max', { precision: 5, scale: 2, mode: 'number' }),
    /** Raised by every console save: a stale version is a 409 (two editors, nothing overwritten). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    attrs: jsonb('attrs').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * What search matches: name, SKU, shape, material, rim, gender, category (and parent) names and
     * colour names, lower-case, punctuation as spaces, padded with spaces. Kept by
     * services/catalog/search.ts `refreshSearchText` (the seed and every writer of those fields call it).
     * Its trigram GIN index lives in the hand-written migration `search` (pg_trgm).
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('goods_sku_idx').on(t.sku),
    index('goods_category_idx').on(t.categoryId),
    index('goods_status_idx').on(t.status),
    check('goods_status_check', sql`${t.status} in ('draft', 'published', 'archived')`),
    check('goods_price_check', sql`${t.price} >= 0 and (${t.specialPrice} is null or ${t.specialPrice} >= 0)`),
  ],
);

/** Colours of a frame, each with its own stock. */
export const goodsVariants = pgTable(
  'goods_variants',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    color: varchar('color', { length: 40 }).notNull(),
    colorHex: varchar('color_hex', { length: 7 }).notNull(),
    /** The colour's own SKU (the CSV import matches colours by it); unique across the shop. */
    sku: varchar('sku', { length: 40 }).notNull(),
    stockQty: integer('stock_qty').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('goods_variants_goods_idx').on(t.goodsId),
    uniqueIndex('goods_variants_sku_idx').on(t.sku),
    check('stock_not_negative', sql`${t.stockQty} >= 0`),
  ],
);

export const ladderPrices = pgTable(
  'ladder_prices',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    minQty: integer('min_qty').notNull(),
    price: money('price').notNull(),
  },
  (t) => [uniqueIndex('ladder_prices_goods_qty_idx').on(t.goodsId, t.minQty)],
);

// ---------- lenses ----------

/**
 * The lens catalogue (api/customer/lens_list): lens types by usage, indices with their material,
 * coatings and tints, each with its price. Which index suits which prescription is the contract's
 * rule (INDEX_MAX_POWER), not data.
 */
export const lensOptions = pgTable(
  'lens_options',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 12 }).$type<'usage' | 'index' | 'coating' | 'tint'>().notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    description: text('description').notNull().default(''),
    /** Indices only: the lens material. */
    material: varchar('material', { length: 60 }).notNull().default(''),
    price: money('price').notNull(),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('lens_options_kind_code_idx').on(t.kind, t.code), check('lens_options_price_check', sql`${t.price} >= 0`)],
);

// ---------- reviews, stock notifications, home page ----------

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** As shown: first name and the initial of the last name. */
    name: varchar('name', { length: 60 }).notNull(),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    /** The colour the reviewer bought, '' when unknown. */
    color: varchar('color', { length: 40 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('reviews_goods_created_idx').on(t.goodsId, t.createdAt), check('reviews_rating_check', sql`${t.rating} between 1 and 5`)],
);

export const reviewImages = pgTable(
  'review_images',
  {
    id: serial('id').primaryKey(),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('review_images_review_idx').on(t.reviewId)],
);

/** "E-mail me when it is back": one row per colour and address (stored lower-case). */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => goodsVariants.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: createdAt(),
    /** Set when the back-in-stock mail went out; a new request re-arms it. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_notifications_variant_email_idx').on(t.variantId, t.email),
    index('stock_notifications_pending_idx')
      .on(t.variantId)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * Blocks of the home page. Placement 'top' is the hero area (api/index/indexBlocks?top), 'index'
 * the rest of the page (?index). A goods row names its tab (new | best | sale); its goods are
 * chosen when the page is read.
 */
export const indexBlocks = pgTable(
  'index_blocks',
  {
    id: serial('id').primaryKey(),
    placement: varchar('placement', { length: 10 }).$type<'top' | 'index'>().notNull(),
    kind: varchar('kind', { length: 20 }).$type<'hero' | 'category_tiles' | 'goods_row' | 'promo'>().notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    subtitle: text('subtitle').notNull().default(''),
    link: text('link').notNull().default(''),
    goodsTab: varchar('goods_tab', { length: 10 }).$type<'new' | 'best' | 'sale'>(),
    /** A goods row's chosen products, in order; empty: chosen by its tab when the page is read. */
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('index_blocks_placement_idx').on(t.placement, t.sort)],
);

export const indexBlockItems = pgTable(
  'index_block_items',
  {
    id: serial('id').primaryKey(),
    blockId: integer('block_id')
      .notNull()
      .references(() => indexBlocks.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 120 }).notNull(),
    subtitle: text('subtitle').notNull().default(''),
    img: text('img').notNull().default(''),
    /** The picture's text alternative ('' for a decorative one). */
    alt: text('alt').notNull().default(''),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** A slide shows from startsAt until endsAt (either null: open). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [index('index_block_items_block_idx').on(t.blockId, t.sort)],
);

// ---------- sales ("activity") ----------

/**
 * A sale event: its banner, when it runs, and the categories it covers (sale_event_categories). Its
 * products are the rule's, not a list: the goods of those categories (and their children) with a
 * special price below the list price (services/catalog/sale.ts).
 */
export const saleEvents = pgTable(
  'sale_events',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 120 }).notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** The banner's picture (a root-relative URL) and its text alternative. */
    bannerImg: text('banner_img').notNull().default(''),
    bannerAlt: text('banner_alt').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('sale_events_ends_idx').on(t.endsAt), check('sale_events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`)],
);

export const saleEventCategories = pgTable(
  'sale_event_categories',
  {
    id: serial('id').primaryKey(),
    saleId: integer('sale_id')
      .notNull()
      .references(() => saleEvents.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('sale_event_categories_once_idx').on(t.saleId, t.categoryId)],
);

// ---------- stock history ----------

/**
 * Every change of a colour's stock made by staff (console, CSV import): how much, why, by whom,
 * and what it was after. Orders' own reservations are in order_lines, not here.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => goodsVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    qtyAfter: integer('qty_after').notNull(),
    reason: varchar('reason', { length: 12 }).$type<StockReason>().notNull(),
    note: text('note').notNull().default(''),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stock_movements_goods_idx').on(t.goodsId, t.createdAt), index('stock_movements_variant_idx').on(t.variantId, t.createdAt)],
);
