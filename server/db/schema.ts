import { sql } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, PaymentPurpose, PointReason } from '../../contract/orders';
import type { AnswerEntry, Question, RewardKind } from '../../contract/questionnaire';
import type { LensChoice, LineLens, Prescription } from '../../contract/prescription';
import type { LensInquiryDetails } from '../../contract/lens-inquiry';
import {
  pgTable, serial, integer, text, varchar, timestamp, numeric, boolean, uuid, index, uniqueIndex, check, jsonb, customType, type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Money is numeric(12,2) in USD, read back as a JS number. */
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------- people and sessions ----------

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 50 }).notNull(),
  passwordHash: text('password_hash').notNull(),
  firstname: varchar('firstname', { length: 50 }).notNull(),
  lastname: varchar('lastname', { length: 50 }).notNull(),
  /** 1 retail, 2 business. */
  type: integer('type').notNull().default(1),
  currencyId: integer('currency_id'),
  /** Wants the newsletter (account settings); every newsletter mail carries the unsubscribe link. */
  newsletter: boolean('newsletter').notNull().default(false),
  /** The unsubscribe link's token, made at the first subscription (stored hashed). */
  newsletterTokenHash: varchar('newsletter_token_hash', { length: 64 }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), uniqueIndex('users_newsletter_token_idx').on(t.newsletterTokenHash)]);

/** An anonymous shopper. Owns a cart and a wishlist until they sign in. */
export const visitors = pgTable('visitors', {
  id: uuid('id').primaryKey().defaultRandom(),
  currencyId: integer('currency_id'),
  createdAt: createdAt(),
});

/** Bearer tokens, stored as SHA-256 of the 256-bit random token. */
export const tokens = pgTable('tokens', {
  id: serial('id').primaryKey(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  kind: varchar('kind', { length: 10 }).$type<'visitor' | 'customer'>().notNull(),
  visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('tokens_hash_idx').on(t.tokenHash),
  check('tokens_owner_check', sql`(${t.kind} = 'visitor' and ${t.visitorId} is not null) or (${t.kind} = 'customer' and ${t.userId} is not null)`),
]);

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('password_resets_hash_idx').on(t.tokenHash)]);

/** Every e-mail the shop sends; the default transport only stores and logs. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  kind: varchar('kind', { length: 40 }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
  createdAt: createdAt(),
}, (t) => [index('outbox_to_idx').on(t.to)]);

// ---------- shop settings ----------

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 40 }).notNull(),
  img: text('img').notNull().default(''),
  money: varchar('money', { length: 8 }).notNull(),
  symbol: varchar('symbol', { length: 3 }).notNull(),
  exchangeRate: numeric('exchange_rate', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  country: varchar('country', { length: 60 }).notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [uniqueIndex('currencies_symbol_idx').on(t.symbol)]);

/** Menu and footer entries: column 5 is the navigation, column 2 (store 2) the footer. */
export const navItems = pgTable('nav_items', {
  id: serial('id').primaryKey(),
  columnId: integer('column_id').notNull(),
  storeId: integer('store_id').notNull().default(1),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 80 }).notNull(),
  url: text('url').notNull(),
  img: text('img').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('nav_items_column_idx').on(t.columnId, t.storeId)]);

export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

// ---------- catalogue ----------

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 80 }).notNull(),
  slug: varchar('slug', { length: 80 }).notNull(),
  img: text('img').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [uniqueIndex('categories_slug_idx').on(t.slug), index('categories_parent_idx').on(t.parentId)]);

export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().references(() => categories.id),
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
  isActive: boolean('is_active').notNull().default(true),
  attrs: jsonb('attrs').$type<Record<string, unknown>>().notNull().default({}),
  /**
   * What search matches: name, SKU, shape, material, rim, gender, category (and parent) names and
   * colour names, lower-case, punctuation as spaces, padded with spaces. Kept by
   * services/catalog/search.ts `refreshSearchText` (the seed and every writer of those fields call it).
   * Its trigram GIN index lives in the hand-written migration `search` (pg_trgm).
   */
  searchText: text('search_text').notNull().default(''),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('goods_sku_idx').on(t.sku), index('goods_category_idx').on(t.categoryId)]);

/** Colours of a frame, each with its own stock. */
export const goodsVariants = pgTable('goods_variants', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  color: varchar('color', { length: 40 }).notNull(),
  colorHex: varchar('color_hex', { length: 7 }).notNull(),
  stockQty: integer('stock_qty').notNull().default(0),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('goods_variants_goods_idx').on(t.goodsId), check('stock_not_negative', sql`${t.stockQty} >= 0`)]);

export const ladderPrices = pgTable('ladder_prices', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  minQty: integer('min_qty').notNull(),
  price: money('price').notNull(),
}, (t) => [uniqueIndex('ladder_prices_goods_qty_idx').on(t.goodsId, t.minQty)]);

/** Business buyers' unit prices by quantity (wholesale tiers); a product without rows has none. */
export const wholesalePrices = pgTable('wholesale_prices', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  minQty: integer('min_qty').notNull(),
  price: money('price').notNull(),
}, (t) => [uniqueIndex('wholesale_prices_goods_qty_idx').on(t.goodsId, t.minQty)]);

// ---------- cart and wishlist (owned by a user or by a visitor) ----------

const ownerCheck = (name: string, userId: unknown, visitorId: unknown) =>
  check(name, sql`(${userId} is not null) <> (${visitorId} is not null)`);

export const cartItems = pgTable('cart_items', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  variantId: integer('variant_id').notNull().references(() => goodsVariants.id),
  qty: integer('qty').notNull(),
  /** The lenses chosen for the frame (contract/prescription.ts), null for a bare frame. */
  lens: jsonb('lens').$type<LensChoice>(),
  /** `lensKeyOf(lens)`: '' for a bare frame; a colour with other lenses is another line. */
  lensKey: text('lens_key').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  ownerCheck('cart_items_owner_check', t.userId, t.visitorId),
  check('cart_items_qty_check', sql`${t.qty} > 0`),
  uniqueIndex('cart_items_user_variant_lens_idx').on(t.userId, t.variantId, t.lensKey).where(sql`${t.userId} is not null`),
  uniqueIndex('cart_items_visitor_variant_lens_idx').on(t.visitorId, t.variantId, t.lensKey).where(sql`${t.visitorId} is not null`),
]);

// ---------- lenses ----------

/** A customer's saved prescriptions, picked again in the lens configurator. */
export const savedPrescriptions = pgTable('saved_prescriptions', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 40 }).notNull(),
  prescription: jsonb('prescription').$type<Prescription>().notNull(),
  createdAt: createdAt(),
}, (t) => [index('saved_prescriptions_user_idx').on(t.userId, t.id)]);

/**
 * The lens catalogue (api/customer/lens_list): lens types by usage, indices with their material,
 * coatings and tints, each with its price. Which index suits which prescription is the contract's
 * rule (INDEX_MAX_POWER), not data.
 */
export const lensOptions = pgTable('lens_options', {
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
}, (t) => [uniqueIndex('lens_options_kind_code_idx').on(t.kind, t.code), check('lens_options_price_check', sql`${t.price} >= 0`)]);

export const wishItems = pgTable('wish_items', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  createdAt: createdAt(),
}, (t) => [
  ownerCheck('wish_items_owner_check', t.userId, t.visitorId),
  uniqueIndex('wish_items_user_goods_idx').on(t.userId, t.goodsId).where(sql`${t.userId} is not null`),
  uniqueIndex('wish_items_visitor_goods_idx').on(t.visitorId, t.goodsId).where(sql`${t.visitorId} is not null`),
]);

// ---------- reviews, stock notifications, home page ----------

export const reviews = pgTable('reviews', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** As shown: first name and the initial of the last name. */
  name: varchar('name', { length: 60 }).notNull(),
  rating: integer('rating').notNull(),
  content: text('content').notNull(),
  /** The colour the reviewer bought, '' when unknown. */
  color: varchar('color', { length: 40 }).notNull().default(''),
  createdAt: createdAt(),
}, (t) => [
  index('reviews_goods_created_idx').on(t.goodsId, t.createdAt),
  check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
]);

export const reviewImages = pgTable('review_images', {
  id: serial('id').primaryKey(),
  reviewId: integer('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('review_images_review_idx').on(t.reviewId)]);

/** "E-mail me when it is back": one row per colour and address (stored lower-case). */
export const stockNotifications = pgTable('stock_notifications', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id').notNull().references(() => goodsVariants.id, { onDelete: 'cascade' }),
  email: varchar('email', { length: 254 }).notNull(),
  createdAt: createdAt(),
  /** Set when the back-in-stock mail went out; a new request re-arms it. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('stock_notifications_variant_email_idx').on(t.variantId, t.email),
  index('stock_notifications_pending_idx').on(t.variantId).where(sql`${t.notifiedAt} is null`),
]);

/**
 * Blocks of the home page. Placement 'top' is the hero area (api/index/indexBlocks?top), 'index'
 * the rest of the page (?index). A goods row names its tab (new | best | sale); its goods are
 * chosen when the page is read.
 */
export const indexBlocks = pgTable('index_blocks', {
  id: serial('id').primaryKey(),
  placement: varchar('placement', { length: 10 }).$type<'top' | 'index'>().notNull(),
  kind: varchar('kind', { length: 20 }).$type<'hero' | 'category_tiles' | 'goods_row' | 'promo'>().notNull(),
  title: varchar('title', { length: 120 }).notNull(),
  subtitle: text('subtitle').notNull().default(''),
  link: text('link').notNull().default(''),
  goodsTab: varchar('goods_tab', { length: 10 }).$type<'new' | 'best' | 'sale'>(),
  sort: integer('sort').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
}, (t) => [index('index_blocks_placement_idx').on(t.placement, t.sort)]);

export const indexBlockItems = pgTable('index_block_items', {
  id: serial('id').primaryKey(),
  blockId: integer('block_id').notNull().references(() => indexBlocks.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 120 }).notNull(),
  subtitle: text('subtitle').notNull().default(''),
  img: text('img').notNull().default(''),
  link: text('link').notNull().default(''),
  sort: integer('sort').notNull().default(0),
}, (t) => [index('index_block_items_block_idx').on(t.blockId, t.sort)]);

// ---------- checkout: address book and coupons ----------

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  firstname: varchar('firstname', { length: 50 }).notNull(),
  lastname: varchar('lastname', { length: 50 }).notNull(),
  phone: varchar('phone', { length: 30 }).notNull(),
  /** ISO 3166-1 alpha-2. */
  countryId: varchar('country_id', { length: 2 }).notNull(),
  /** contract/regions.ts id, null for a free-text state. */
  regionId: integer('region_id'),
  regionCode: varchar('region_code', { length: 10 }).notNull().default(''),
  region: varchar('region', { length: 80 }).notNull().default(''),
  city: varchar('city', { length: 80 }).notNull(),
  street: varchar('street', { length: 120 }).notNull(),
  street2: varchar('street2', { length: 120 }).notNull().default(''),
  postcode: varchar('postcode', { length: 20 }).notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  index('addresses_user_idx').on(t.userId),
  uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
]);

export const coupons = pgTable('coupons', {
  id: integer('id').primaryKey(),
  title: varchar('title', { length: 120 }).notNull(),
  code: varchar('code', { length: 40 }).notNull(),
  discountType: varchar('discount_type', { length: 10 }).$type<'percent' | 'amount'>().notNull(),
  discountValue: money('discount_value').notNull(),
  /** Goods amount (USD) the order must reach. */
  minAmount: money('min_amount').notNull().default(0),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  /** Anyone may claim it (api/users/setCoupon/{id}); otherwise it is given (e.g. welcome coupon). */
  claimable: boolean('claimable').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  /** How many customers may claim it; null: no limit. `claimed` counts the claims so far. */
  quantity: integer('quantity'),
  claimed: integer('claimed').notNull().default(0),
}, (t) => [
  uniqueIndex('coupons_code_idx').on(t.code),
  check('coupons_not_over_claimed', sql`${t.quantity} IS NULL OR ${t.claimed} <= ${t.quantity}`),
]);

/** A coupon a customer holds; used once, by the order that used it. */
export const customerCoupons = pgTable('customer_coupons', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id').notNull().references(() => coupons.id),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  usedOrderId: integer('used_order_id'),
  usedAt: timestamp('used_at', { withTimezone: true }),
}, (t) => [uniqueIndex('customer_coupons_user_coupon_idx').on(t.userId, t.couponId)]);

// ---------- orders ----------

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: varchar('order_no', { length: 20 }).notNull(),
  userId: integer('user_id').notNull().references(() => users.id),
  /** The customer's e-mail when the order was placed (public tracking asks for it). */
  email: varchar('email', { length: 254 }).notNull(),
  status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull().default('pending_payment'),
  /** The shopper's currency at placement: symbol, prefix and rate per USD. */
  currencySymbol: varchar('currency_symbol', { length: 3 }).notNull().default('USD'),
  currencyMoney: varchar('currency_money', { length: 8 }).notNull().default('$'),
  currencyRate: numeric('currency_rate', { precision: 14, scale: 6, mode: 'number' }).notNull().default(1),
  /** The shipping address as it was (ShipAddress of contract/orders.ts). */
  address: jsonb('address').$type<Record<string, string>>().notNull(),
  shippingMethod: varchar('shipping_method', { length: 20 }).notNull(),
  goodsAmount: money('goods_amount').notNull(),
  discountAmount: money('discount_amount').notNull().default(0),
  couponId: integer('coupon_id').references(() => coupons.id),
  couponTitle: varchar('coupon_title', { length: 120 }).notNull().default(''),
  couponAmount: money('coupon_amount').notNull().default(0),
  /** Points spent on the order (a point is a US cent off) and what they took off. */
  pointsUsed: integer('points_used').notNull().default(0),
  pointsAmount: money('points_amount').notNull().default(0),
  carriage: money('carriage').notNull().default(0),
  /** What the order costs now; an operator's adjustment can raise it (price difference). */
  total: money('total').notNull(),
  paidAmount: money('paid_amount').notNull().default(0),
  paymentMethod: varchar('payment_method', { length: 20 }).$type<PaymentMethod>(),
  /** The client's key for this placement: a repeated createOrder answers the same order. */
  clientToken: varchar('client_token', { length: 64 }),
  /** While unpaid: when it is cancelled and its stock released. */
  payBy: timestamp('pay_by', { withTimezone: true }),
  /** Set once the reserved stock went back (cancellation); guards a double release. */
  stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
  /** The customer removed it from their list (only unpaid or cancelled orders). */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('orders_no_idx').on(t.orderNo),
  index('orders_user_created_idx').on(t.userId, t.createdAt),
  uniqueIndex('orders_user_client_token_idx').on(t.userId, t.clientToken).where(sql`${t.clientToken} is not null`),
  index('orders_unpaid_idx').on(t.payBy).where(sql`${t.status} = 'pending_payment'`),
  check('orders_amounts_check', sql`${t.total} >= 0 and ${t.paidAmount} >= 0`),
]);

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  variantId: integer('variant_id').notNull().references(() => goodsVariants.id),
  name: varchar('name', { length: 120 }).notNull(),
  sku: varchar('sku', { length: 32 }).notNull(),
  color: varchar('color', { length: 40 }).notNull(),
  img: text('img').notNull(),
  qty: integer('qty').notNull(),
  priceType: integer('price_type').notNull(),
  unitPrice: money('unit_price').notNull(),
  originalPrice: money('original_price').notNull(),
  lineTotal: money('line_total').notNull(),
  /** The lenses as ordered, with their price rows then, null for a bare frame. */
  lens: jsonb('lens').$type<LineLens>(),
  lensKey: text('lens_key').notNull().default(''),
}, (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_qty_check', sql`${t.qty} > 0`)]);

/** The order's history, shown on order detail and tracking pages. */
export const orderEvents = pgTable('order_events', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull(),
  description: text('description').notNull(),
  location: varchar('location', { length: 120 }).notNull().default(''),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('order_events_order_idx').on(t.orderId, t.at)]);

export const shipments = pgTable('shipments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  carrier: varchar('carrier', { length: 40 }).notNull(),
  trackingNo: varchar('tracking_no', { length: 60 }).notNull(),
  shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }),
}, (t) => [uniqueIndex('shipments_order_idx').on(t.orderId)]);

// ---------- payments ----------

/** A customer's record at a card provider (api/users/create_customer_{provider}). */
export const paymentCustomers = pgTable('payment_customers', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  provider: varchar('provider', { length: 20 }).notNull(),
  customerRef: varchar('customer_ref', { length: 80 }).notNull(),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('payment_customers_user_provider_idx').on(t.userId, t.provider)]);

/**
 * Every attempt to pay an order or its price difference. The partial unique index allows one
 * succeeded payment of the order itself, so no repeat of a call can charge it twice; each price
 * difference is its own payment (an order's total may rise more than once), kept single by its
 * provider_ref and the order row lock.
 */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id),
  method: varchar('method', { length: 20 }).$type<PaymentMethod>().notNull(),
  /** 'order' pays the order, 'difference' a price difference; 'refund' gives money back on the payment `refundOf`. */
  purpose: varchar('purpose', { length: 12 }).$type<PaymentPurpose>().notNull().default('order'),
  status: varchar('status', { length: 12 }).$type<'pending' | 'succeeded' | 'failed' | 'cancelled'>().notNull().default('pending'),
  amount: money('amount').notNull(),
  provider: varchar('provider', { length: 20 }).notNull(),
  /** The provider's id of this payment (intent id, wallet token, session id). */
  providerRef: varchar('provider_ref', { length: 80 }).notNull(),
  /** e.g. "Visa •••• 4242". */
  description: varchar('description', { length: 120 }).notNull().default(''),
  error: text('error'),
  /** A refund: the payment it gives money back on. */
  refundOf: integer('refund_of').references((): AnyPgColumn => payments.id),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('payments_refund_of_idx').on(t.refundOf),
  check('payments_refund_of_check', sql`(${t.purpose} = 'refund') = (${t.refundOf} is not null)`),
  uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
  index('payments_order_idx').on(t.orderId),
  uniqueIndex('payments_one_order_success_idx').on(t.orderId).where(sql`${t.status} = 'succeeded' and ${t.purpose} = 'order'`),
]);

/** Pay in 4: the schedule stored with the order. */
export const instalments = pgTable('instalments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  paymentId: integer('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  amount: money('amount').notNull(),
  dueAt: timestamp('due_at', { withTimezone: true }),
  status: varchar('status', { length: 12 }).$type<'scheduled' | 'paid'>().notNull().default('scheduled'),
}, (t) => [uniqueIndex('instalments_order_seq_idx').on(t.orderId, t.seq)]);

/** A review written from a delivered order line (one per line). */
export const orderReviews = pgTable('order_reviews', {
  id: serial('id').primaryKey(),
  orderLineId: integer('order_line_id').notNull().references(() => orderLines.id, { onDelete: 'cascade' }),
  reviewId: integer('review_id').notNull().references(() => reviews.id, { onDelete: 'cascade' }),
}, (t) => [uniqueIndex('order_reviews_line_idx').on(t.orderLineId)]);

// ---------- points ----------

/**
 * The customer's points, one row per change (services/points/points.ts has the rules): earned for a
 * paid order and for a review, taken back when a paid order is cancelled. The balance is the sum.
 * Each order and each review counts once (the partial unique indexes).
 */
export const pointEntries = pgTable('point_entries', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  delta: integer('delta').notNull(),
  reason: varchar('reason', { length: 20 }).$type<PointReason>().notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
  /** The questionnaire whose submission earned it (reason 'questionnaire'). */
  questionnaireId: integer('questionnaire_id').references(() => questionnaires.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [
  index('point_entries_user_idx').on(t.userId, t.id),
  uniqueIndex('point_entries_order_once_idx').on(t.orderId, t.reason).where(sql`${t.orderId} is not null`),
  uniqueIndex('point_entries_review_once_idx').on(t.reviewId).where(sql`${t.reviewId} is not null`),
  uniqueIndex('point_entries_questionnaire_once_idx').on(t.userId, t.questionnaireId).where(sql`${t.questionnaireId} is not null`),
]);

// ---------- questionnaires ----------

/** A questionnaire the shop hosts: its questions, its reward (points or a coupon) and when it runs. */
export const questionnaires = pgTable('questionnaires', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 120 }).notNull(),
  description: text('description').notNull().default(''),
  /** The promo's pictures (the spec's s3_img, s3_wap_img): urls on our own origin. */
  imageUrl: text('image_url').notNull(),
  wapImageUrl: text('wap_image_url').notNull(),
  rewardKind: varchar('reward_kind', { length: 10 }).$type<RewardKind>().notNull(),
  rewardPoints: integer('reward_points').notNull().default(0),
  rewardCouponId: integer('reward_coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
  questions: jsonb('questions').$type<Question[]>().notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  check('questionnaires_reward_check', sql`(${t.rewardKind} = 'points' and ${t.rewardPoints} > 0) or (${t.rewardKind} = 'coupon' and ${t.rewardCouponId} is not null)`),
]);

/** A customer's answers to a questionnaire: a draft while started, kept once submitted (one per customer and questionnaire). */
export const questionnaireResponses = pgTable('questionnaire_responses', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  questionnaireId: integer('questionnaire_id').notNull().references(() => questionnaires.id, { onDelete: 'cascade' }),
  state: varchar('state', { length: 10 }).$type<'started' | 'submitted'>().notNull().default('started'),
  answers: jsonb('answers').$type<AnswerEntry[]>().notNull().default([]),
  /** The hosted form's ticket (startQuestionnaire), stored as its SHA-256, and when it stops working. */
  ticketHash: text('ticket_hash'),
  ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }),
}, (t) => [
  uniqueIndex('questionnaire_responses_once_idx').on(t.userId, t.questionnaireId),
  uniqueIndex('questionnaire_responses_ticket_idx').on(t.ticketHash).where(sql`${t.ticketHash} is not null`),
]);

// ---------- sales ("activity") ----------

/**
 * A sale event: its banner, when it runs, and the categories it covers (sale_event_categories). Its
 * products are the rule's, not a list: the goods of those categories (and their children) with a
 * special price below the list price (services/catalog/sale.ts).
 */
export const saleEvents = pgTable('sale_events', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 120 }).notNull(),
  subtitle: text('subtitle').notNull().default(''),
  /** The banner's picture (a root-relative URL) and its text alternative. */
  bannerImg: text('banner_img').notNull().default(''),
  bannerAlt: text('banner_alt').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  isActive: boolean('is_active').notNull().default(true),
}, (t) => [
  index('sale_events_ends_idx').on(t.endsAt),
  check('sale_events_ends_after_start', sql`${t.endsAt} > ${t.startsAt}`),
]);

export const saleEventCategories = pgTable('sale_event_categories', {
  id: serial('id').primaryKey(),
  saleId: integer('sale_id').notNull().references(() => saleEvents.id, { onDelete: 'cascade' }),
  categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
}, (t) => [uniqueIndex('sale_event_categories_once_idx').on(t.saleId, t.categoryId)]);
// ---------- shop events (conversion tracking) ----------

/**
 * Shop events for the operator's reports (POST api/v1/{network}/conversion, and the purchase the
 * server records itself when an order is paid): what happened, under which network, for which
 * product or order, by which visitor or customer. Nothing leaves the machine unless a forwarding
 * adapter is configured (services/conversions). One purchase per order and network (the partial
 * unique index), so a repeated payment callback or the client's own purchase event counts once.
 */
export const conversionEvents = pgTable('conversion_events', {
  id: serial('id').primaryKey(),
  network: varchar('network', { length: 32 }).notNull(),
  event: varchar('event', { length: 16 }).$type<'view' | 'add_to_cart' | 'purchase'>().notNull(),
  goodsId: integer('goods_id'),
  orderId: integer('order_id'),
  value: money('value'),
  currency: varchar('currency', { length: 3 }),
  visitorId: uuid('visitor_id'),
  userId: integer('user_id'),
  createdAt: createdAt(),
}, (t) => [
  index('conversion_events_created_idx').on(t.createdAt, t.event),
  check('conversion_events_event_check', sql`${t.event} in ('view', 'add_to_cart', 'purchase')`),
  uniqueIndex('conversion_events_purchase_once_idx').on(t.network, t.orderId).where(sql`${t.event} = 'purchase'`),
]);

/**
 * Machine translations of the shop's content (product names and descriptions) from English, one
 * per text and language, made once by the translation job (services/translate), never on a page's
 * request. `origin` 'operator' is a correction (npm run translate -- set), never overwritten.
 */
export const contentTranslations = pgTable('content_translations', {
  id: serial('id').primaryKey(),
  lang: varchar('lang', { length: 8 }).notNull(),
  /** sha256 of the English source, hex: the key (sources can be long). */
  sourceHash: varchar('source_hash', { length: 64 }).notNull(),
  source: text('source').notNull(),
  text: text('text').notNull(),
  origin: varchar('origin', { length: 16 }).$type<'machine' | 'operator'>().notNull(),
  /** The translator that made a machine translation (apertium, libretranslate, deepl). */
  translator: varchar('translator', { length: 32 }),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('content_translations_lang_source_idx').on(t.lang, t.sourceHash),
  check('content_translations_origin_check', sql`${t.origin} in ('machine', 'operator')`),
]);
// ---------- content: information pages, agreements, contact forms ----------

/**
 * Information pages (kind 'page', served at /{slug}) and agreements (kind 'agreement', served by
 * getAgreement by key): Markdown the operator changes with `npm run pages` without a deploy,
 * rendered to sanitized HTML when read (services/content). Each change bumps the version.
 */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 16 }).$type<'page' | 'agreement'>().notNull().default('page'),
  slug: varchar('slug', { length: 80 }).notNull(),
  title: varchar('title', { length: 160 }).notNull(),
  description: varchar('description', { length: 320 }).notNull(),
  body: text('body').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('content_pages_kind_slug_idx').on(t.kind, t.slug),
  check('content_pages_kind_check', sql`${t.kind} in ('page', 'agreement')`),
]);

/** The contact form's messages (addInquiry); the operator answers them with `npm run inquiries`. */
export const inquiries = pgTable('inquiries', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 120 }).notNull(),
  message: text('message').notNull(),
  orderNo: varchar('order_no', { length: 40 }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** contact: the contact form; lens: a lens enquiry (addLensInquiry), its prescription in `details`. */
  kind: varchar('kind', { length: 12 }).$type<'contact' | 'lens'>().notNull().default('contact'),
  details: jsonb('details').$type<LensInquiryDetails>(),
  status: varchar('status', { length: 12 }).$type<'open' | 'answered'>().notNull().default('open'),
  answer: text('answer'),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  index('inquiries_status_idx').on(t.status, t.createdAt),
  index('inquiries_user_kind_idx').on(t.userId, t.kind, t.createdAt),
  check('inquiries_status_check', sql`${t.status} in ('open', 'answered')`),
  check('inquiries_kind_check', sql`${t.kind} in ('contact', 'lens')`),
]);

/** "E-mail me when the new collection arrives": one row per collection and address (stored lower-case). */
export const arrivalNotifications = pgTable('arrival_notifications', {
  id: serial('id').primaryKey(),
  collection: varchar('collection', { length: 80 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  createdAt: createdAt(),
  /** Set when the collection's arrival mail went out. */
  notifiedAt: timestamp('notified_at', { withTimezone: true }),
}, (t) => [uniqueIndex('arrival_notifications_collection_email_idx').on(t.collection, t.email)]);
// ---------- the blog: posts, company news, readers' topics ----------

/**
 * Posts (services/blog): Markdown rendered to sanitized HTML when read, by kind (blog, company
 * news, readers' topics), with tags, a cover on our origin and goods they mention. `slug` is the
 * seed's key (a seeded post is never added twice); `like_count` moves with `post_likes`, in the
 * same transaction, by increments (right under concurrent likes).
 */
export const posts = pgTable('posts', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 120 }).notNull(),
  kind: varchar('kind', { length: 16 }).$type<'blog' | 'company_news' | 'readers_topic'>().notNull(),
  title: varchar('title', { length: 160 }).notNull(),
  excerpt: varchar('excerpt', { length: 320 }).notNull(),
  author: varchar('author', { length: 80 }).notNull(),
  body: text('body').notNull(),
  cover: varchar('cover', { length: 200 }).notNull(),
  coverAlt: varchar('cover_alt', { length: 160 }).notNull(),
  tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  relatedGoodsIds: integer('related_goods_ids').array().notNull().default(sql`'{}'::integer[]`),
  readingMinutes: integer('reading_minutes').notNull(),
  likeCount: integer('like_count').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  version: integer('version').notNull().default(1),
}, (t) => [
  uniqueIndex('posts_slug_idx').on(t.slug),
  index('posts_kind_published_idx').on(t.kind, t.publishedAt),
  index('posts_tags_idx').using('gin', t.tags),
  check('posts_kind_check', sql`${t.kind} in ('blog', 'company_news', 'readers_topic')`),
  check('posts_like_count_check', sql`${t.likeCount} >= 0`),
]);

/** A customer's like of a post: one row per post and customer. */
export const postLikes = pgTable('post_likes', {
  postId: integer('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('post_likes_post_user_idx').on(t.postId, t.userId), index('post_likes_user_idx').on(t.userId)]);

// ---------- live-stream rooms ----------

/**
 * A live-stream shopping room (services/live/): scheduled, then live, then ended, by the operator
 * (`npm run live`, api/admin/live/...). `slug` is the room's href (`room_href`); `video_url` any HLS or
 * plain video url.
 */
export const liveRooms = pgTable('live_rooms', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 64 }).notNull(),
  title: varchar('title', { length: 120 }).notNull(),
  state: varchar('state', { length: 16 }).$type<'scheduled' | 'live' | 'ended'>().notNull().default('scheduled'),
  videoUrl: text('video_url').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('live_rooms_slug_idx').on(t.slug),
  check('live_rooms_state_check', sql`${t.state} in ('scheduled', 'live', 'ended')`),
]);

/**
 * A product shown in a room; pinned ones (at most 3, the service's rule) first. The room's own price,
 * special price and stock, when the operator set them, replace the product's.
 */
export const liveRoomProducts = pgTable('live_room_products', {
  id: serial('id').primaryKey(),
  roomId: integer('room_id').notNull().references(() => liveRooms.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
  pinnedAt: timestamp('pinned_at', { withTimezone: true }),
  price: money('price'),
  specialPrice: money('special_price'),
  stockQty: integer('stock_qty'),
}, (t) => [
  uniqueIndex('live_room_products_once_idx').on(t.roomId, t.goodsId),
  check('live_room_products_stock_check', sql`${t.stockQty} is null or ${t.stockQty} >= 0`),
]);

/** A chat comment: who wrote it comes from their token, never from the message. */
export const liveComments = pgTable('live_comments', {
  id: serial('id').primaryKey(),
  roomId: integer('room_id').notNull().references(() => liveRooms.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  visitorId: uuid('visitor_id'),
  name: varchar('name', { length: 64 }).notNull(),
  text: varchar('text', { length: 800 }).notNull(),
  color: varchar('color', { length: 7 }).notNull(),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: createdAt(),
}, (t) => [index('live_comments_room_idx').on(t.roomId, t.id)]);

/**
 * Who may no longer comment in a room (the operator's mute): a customer (every token of theirs) or a
 * visitor (every token of that visitor, signed in or not). Unmuting deletes the row.
 */
export const liveMutes = pgTable('live_mutes', {
  id: serial('id').primaryKey(),
  roomId: integer('room_id').notNull().references(() => liveRooms.id, { onDelete: 'cascade' }),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  visitorId: uuid('visitor_id'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('live_mutes_room_user_uq').on(t.roomId, t.userId),
  uniqueIndex('live_mutes_room_visitor_uq').on(t.roomId, t.visitorId),
  ownerCheck('live_mutes_one_who', t.userId, t.visitorId),
]);

/** What shoppers did in a room (POST api/live): add to cart, heart, view. */
export const liveActions = pgTable('live_actions', {
  id: serial('id').primaryKey(),
  roomId: integer('room_id').notNull().references(() => liveRooms.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'set null' }),
  action: varchar('action', { length: 16 }).notNull(),
  userId: integer('user_id'),
  visitorId: uuid('visitor_id'),
  createdAt: createdAt(),
}, (t) => [index('live_actions_room_idx').on(t.roomId, t.createdAt)]);

/**
 * Support chat conversations (issue #11): one per customer or per visitor (a visitor's moves to the
 * customer when they sign in, services/support/merge.ts). Closing keeps it; a new message opens it again.
 */
export const supportConversations = pgTable('support_conversations', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
  /** Where an answer by e-mail goes for a visitor (a customer's own address is used for them). */
  email: varchar('email', { length: 50 }),
  status: varchar('status', { length: 8 }).$type<'open' | 'closed'>().notNull().default('open'),
  /** Shopper messages no agent has read yet. */
  agentUnread: integer('agent_unread').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex('support_conversations_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
  uniqueIndex('support_conversations_visitor_idx').on(t.visitorId).where(sql`${t.visitorId} is not null`),
  index('support_conversations_status_idx').on(t.status, t.updatedAt),
  check('support_conversations_owner_check', sql`(${t.userId} is null) <> (${t.visitorId} is null)`),
  check('support_conversations_status_check', sql`${t.status} in ('open', 'closed')`),
]);

/** The messages of a conversation, plain text (never interpreted as HTML). */
export const supportMessages = pgTable('support_messages', {
  id: serial('id').primaryKey(),
  conversationId: integer('conversation_id').notNull().references(() => supportConversations.id, { onDelete: 'cascade' }),
  author: varchar('author', { length: 8 }).$type<'shopper' | 'agent'>().notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
}, (t) => [
  index('support_messages_conversation_idx').on(t.conversationId, t.id),
  check('support_messages_author_check', sql`${t.author} in ('shopper', 'agent')`),
]);
// ---------- wholesale: business accounts and shopping lists ----------

/** A customer's declared business (account settings); having one makes the user a business buyer (users.type 2). */
export const businessProfiles = pgTable('business_profiles', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  companyName: varchar('company_name', { length: 120 }).notNull(),
  taxId: varchar('tax_id', { length: 40 }).notNull(),
  businessType: varchar('business_type', { length: 20 }).notNull(),
  country: varchar('country', { length: 2 }).notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A customer's catalogue shopping list (/catalog-shopping-list-w): open while edited, then ordered. */
export const shoppingLists = pgTable('shopping_lists', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: varchar('status', { length: 10 }).$type<'open' | 'ordered' | 'carted'>().notNull().default('open'),
  orderId: integer('order_id').references(() => orders.id),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('shopping_lists_user_idx').on(t.userId, t.id),
  uniqueIndex('shopping_lists_one_open_idx').on(t.userId).where(sql`${t.status} = 'open'`),
]);

export const shoppingListLines = pgTable('shopping_list_lines', {
  id: serial('id').primaryKey(),
  listId: integer('list_id').notNull().references(() => shoppingLists.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  variantId: integer('variant_id').notNull().references(() => goodsVariants.id),
  qty: integer('qty').notNull(),
}, (t) => [uniqueIndex('shopping_list_lines_variant_idx').on(t.listId, t.variantId), check('shopping_list_lines_qty_check', sql`${t.qty} > 0`)]);
// ---------- wholesale services: pre-orders, uploads, custom logos, OEM/ODM, drop shipping, rebates ----------

/** Raw bytes (an upload's content), read back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * Frames on their way from the factory, per colour: `expected_qty` coming on `expected_date`,
 * `reserved_qty` of it promised to pre-orders. A pre-order reserves with one guarded update
 * (`reserved_qty + qty <= expected_qty`), so the same incoming frame is never promised twice.
 */
export const incomingStock = pgTable('incoming_stock', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull().references(() => goods.id, { onDelete: 'cascade' }),
  variantId: integer('variant_id').notNull().references(() => goodsVariants.id, { onDelete: 'cascade' }),
  expectedQty: integer('expected_qty').notNull(),
  reservedQty: integer('reserved_qty').notNull().default(0),
  /** Arrived frames kept for the next pre-orders (too few to fill the next one yet): part of expected, not on sale. */
  heldQty: integer('held_qty').notNull().default(0),
  /** YYYY-MM-DD. */
  expectedDate: varchar('expected_date', { length: 10 }).notNull(),
}, (t) => [
  uniqueIndex('incoming_stock_variant_idx').on(t.variantId),
  index('incoming_stock_goods_idx').on(t.goodsId),
  check('incoming_stock_reserved_check', sql`${t.reservedQty} >= 0 and ${t.reservedQty} <= ${t.expectedQty}`),
  check('incoming_stock_held_check', sql`${t.heldQty} >= 0 and ${t.heldQty} <= ${t.expectedQty}`),
]);

/**
 * A customer's pre-order of incoming frames: reserved, then arrived (the stock is held for it and
 * the customer mailed), then ordered (paid through an order of the order service), or cancelled
 * (possible until it arrived; the reservation goes back).
 */
export const preOrders = pgTable('pre_orders', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  goodsId: integer('goods_id').notNull().references(() => goods.id),
  variantId: integer('variant_id').notNull().references(() => goodsVariants.id),
  qty: integer('qty').notNull(),
  expectedDate: varchar('expected_date', { length: 10 }).notNull(),
  status: varchar('status', { length: 12 }).$type<'reserved' | 'arrived' | 'ordered' | 'cancelled'>().notNull().default('reserved'),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  arrivedAt: timestamp('arrived_at', { withTimezone: true }),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
}, (t) => [
  index('pre_orders_user_idx').on(t.userId, t.createdAt),
  index('pre_orders_variant_status_idx').on(t.variantId, t.status),
  check('pre_orders_qty_check', sql`${t.qty} > 0`),
  check('pre_orders_status_check', sql`${t.status} in ('reserved', 'arrived', 'ordered', 'cancelled')`),
]);

/**
 * Every file a customer uploads (logos, OEM/ODM attachments), after services/uploads checked its
 * content and re-encoded (raster) or sanitized (SVG) it: kept here under a generated key, never
 * served from the static root.
 */
export const uploads = pgTable('uploads', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 40 }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** logo, odm: wholesale uploads; rx: a photo of a customer's paper prescription (lenses the shop reads it for). */
  purpose: varchar('purpose', { length: 12 }).$type<'logo' | 'odm' | 'rx'>().notNull(),
  mime: varchar('mime', { length: 40 }).notNull(),
  /** The name the customer gave it, for display only. */
  originalName: varchar('original_name', { length: 160 }).notNull().default(''),
  size: integer('size').notNull(),
  content: bytea('content').notNull(),
  createdAt: createdAt(),
  /** When the customer chose this logo for their next order (the latest chosen one is theirs). */
  chosenAt: timestamp('chosen_at', { withTimezone: true }),
  /** A logo the customer deleted (kept while an order uses it). */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
}, (t) => [uniqueIndex('uploads_key_idx').on(t.key), index('uploads_user_purpose_idx').on(t.userId, t.purpose)]);

/** The logo printed on an order's frames (createLogo), at least LOGO_MIN_QTY of them. */
export const orderLogos = pgTable('order_logos', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  uploadId: integer('upload_id').notNull().references(() => uploads.id),
  qty: integer('qty').notNull(),
  placement: varchar('placement', { length: 12 }).notNull().default('temple'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('order_logos_order_idx').on(t.orderId), check('order_logos_qty_check', sql`${t.qty} > 0`)]);

/** The OEM/ODM request form's messages (odm), mailed to the shop and confirmed to the sender. */
export const odmRequests = pgTable('odm_requests', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: varchar('kind', { length: 4 }).$type<'oem' | 'odm'>().notNull(),
  name: varchar('name', { length: 80 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  company: varchar('company', { length: 120 }).notNull().default(''),
  quantity: integer('quantity').notNull(),
  message: text('message').notNull(),
  uploadIds: jsonb('upload_ids').$type<number[]>().notNull().default([]),
  createdAt: createdAt(),
});

/**
 * A drop-shipping order: one of the buyer's orders sent straight to the buyer's own customer
 * (the order's address is the end customer's), in blind packaging (no shop branding, no prices)
 * when asked. The end customer can be changed until the order ships (updateCustomer).
 */
export const dropShipments = pgTable('drop_shipments', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  blindPackaging: boolean('blind_packaging').notNull().default(true),
  customer: jsonb('customer').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('drop_shipments_order_idx').on(t.orderId)]);

/** A customer's acceptance of the Annual Rebate Reward agreement, per version of its text. */
export const rebateAcceptances = pgTable('rebate_acceptances', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [uniqueIndex('rebate_acceptances_user_version_idx').on(t.userId, t.version)]);
