import { sql } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod } from '../../../contract/orders';
import type { LineLens } from '../../../contract/prescription';
import { pgTable, serial, integer, text, varchar, timestamp, numeric, boolean, index, uniqueIndex, check, jsonb } from 'drizzle-orm/pg-core';
import { money, createdAt } from './columns';
import { users } from './auth';
import { goods, goodsVariants, reviews } from './catalog';
import { staffMembers } from './staff';

// ---------- checkout: address book and coupons ----------

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    /** Seeded coupons keep their spec ids (38-41); new ones take the next identity. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    /** Offered in the shop's coupon strip (api/coupon/list), in offerSort order; the operator's choice. */
    offered: boolean('offered').notNull().default(false),
    offerSort: integer('offer_sort').notNull().default(0),
    /** Raised by every console save (a stale version is a 409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('coupons_code_idx').on(t.code), check('coupons_not_over_claimed', sql`${t.quantity} IS NULL OR ${t.claimed} <= ${t.quantity}`)],
);

/** A coupon a customer holds; used once, by the order that used it. */
export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    usedOrderId: integer('used_order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('customer_coupons_user_coupon_idx').on(t.userId, t.couponId)],
);

// ---------- orders ----------

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 20 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
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
    /** Goes up by one with every change of the order (status, amount, refund): the console's version check (409 when stale). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('orders_no_idx').on(t.orderNo),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_user_client_token_idx')
      .on(t.userId, t.clientToken)
      .where(sql`${t.clientToken} is not null`),
    index('orders_unpaid_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 'pending_payment'`),
    check('orders_amounts_check', sql`${t.total} >= 0 and ${t.paidAmount} >= 0`),
    // The console's orders list: newest first, by status, by method, and searched by e-mail (prefix).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_method_created_idx').on(t.paymentMethod, t.createdAt, t.id),
    index('orders_email_lower_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => goodsVariants.id),
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
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_qty_check', sql`${t.qty} > 0`),
    // The dashboard's and reports' sales by product (services/reports/): an order's lines read from the index alone.
    index('order_lines_order_sales_idx').on(t.orderId, t.goodsId, t.qty, t.lineTotal),
  ],
);

/** The order's history, shown on order detail and tracking pages. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 20 }).$type<OrderStatus>().notNull(),
    description: text('description').notNull(),
    location: varchar('location', { length: 120 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrier: varchar('carrier', { length: 40 }).notNull(),
    trackingNo: varchar('tracking_no', { length: 60 }).notNull(),
    shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('shipments_order_idx').on(t.orderId)],
);

/** Staff's notes on an order (the console's order page), never shown to the customer. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staffMembers.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * A refund asked for from the console, once per idempotency key: a repeated request with the same
 * key answers this row and refunds nothing more. The money itself is the refund rows of payments.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 80 }).notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    amount: money('amount').notNull(),
    reason: varchar('reason', { length: 500 }).notNull(),
    /** The order lines refunded ({ line_id, qty }), empty for an amount. */
    lines: jsonb('lines').$type<Array<{ line_id: number; qty: number }>>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_refunds_key_idx').on(t.orderId, t.idempotencyKey), check('order_refunds_amount_check', sql`${t.amount} > 0`)],
);

/** A review written from a delivered order line (one per line). */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: serial('id').primaryKey(),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('order_reviews_line_idx').on(t.orderLineId)],
);
