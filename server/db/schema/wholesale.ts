import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, timestamp, boolean, index, uniqueIndex, check, jsonb } from 'drizzle-orm/pg-core';
import type { BusinessStatus } from '../../../contract/wholesale';
import { money, createdAt } from './columns';
import { users } from './auth';
import { goods, goodsVariants } from './catalog';
import { orders } from './orders';
import { uploads } from './uploads';

// ---------- wholesale: business accounts and shopping lists ----------

/**
 * A customer's declared business (account settings); having one makes the user a business buyer
 * (users.type 2). Staff approve or decline it (`status`); with BUSINESS_APPROVAL on, only an
 * approved one gets wholesale prices (services/wholesale/business.ts `isBusinessBuyer`).
 */
export const businessProfiles = pgTable(
  'business_profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: varchar('company_name', { length: 120 }).notNull(),
    taxId: varchar('tax_id', { length: 40 }).notNull(),
    businessType: varchar('business_type', { length: 20 }).notNull(),
    country: varchar('country', { length: 2 }).notNull(),
    status: varchar('status', { length: 10 }).$type<BusinessStatus>().notNull().default('pending'),
    /** When staff last approved or declined it. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('business_profiles_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`)],
);

/** Business buyers' unit prices by quantity (wholesale tiers); a product without rows has none. */
export const wholesalePrices = pgTable(
  'wholesale_prices',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    minQty: integer('min_qty').notNull(),
    price: money('price').notNull(),
  },
  (t) => [uniqueIndex('wholesale_prices_goods_qty_idx').on(t.goodsId, t.minQty)],
);

/** A customer's catalogue shopping list (/catalog-shopping-list-w): open while edited, then ordered. */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10 }).$type<'open' | 'ordered' | 'carted'>().notNull().default('open'),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shopping_lists_user_idx').on(t.userId, t.id),
    uniqueIndex('shopping_lists_one_open_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
  ],
);

export const shoppingListLines = pgTable(
  'shopping_list_lines',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => goodsVariants.id),
    qty: integer('qty').notNull(),
  },
  (t) => [uniqueIndex('shopping_list_lines_variant_idx').on(t.listId, t.variantId), check('shopping_list_lines_qty_check', sql`${t.qty} > 0`)],
);

// ---------- wholesale services: pre-orders, uploads, custom logos, OEM/ODM, drop shipping, rebates ----------

/**
 * Frames on their way from the factory, per colour: `expected_qty` coming on `expected_date`,
 * `reserved_qty` of it promised to pre-orders. A pre-order reserves with one guarded update
 * (`reserved_qty + qty <= expected_qty`), so the same incoming frame is never promised twice.
 */
export const incomingStock = pgTable(
  'incoming_stock',
  {
    id: serial('id').primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => goodsVariants.id, { onDelete: 'cascade' }),
    expectedQty: integer('expected_qty').notNull(),
    reservedQty: integer('reserved_qty').notNull().default(0),
    /** Arrived frames kept for the next pre-orders (too few to fill the next one yet): part of expected, not on sale. */
    heldQty: integer('held_qty').notNull().default(0),
    /** YYYY-MM-DD. */
    expectedDate: varchar('expected_date', { length: 10 }).notNull(),
  },
  (t) => [
    uniqueIndex('incoming_stock_variant_idx').on(t.variantId),
    index('incoming_stock_goods_idx').on(t.goodsId),
    check('incoming_stock_reserved_check', sql`${t.reservedQty} >= 0 and ${t.reservedQty} <= ${t.expectedQty}`),
    check('incoming_stock_held_check', sql`${t.heldQty} >= 0 and ${t.heldQty} <= ${t.expectedQty}`),
  ],
);

/**
 * A customer's pre-order of incoming frames: reserved, then arrived (the stock is held for it and
 * the customer mailed), then ordered (paid through an order of the order service), or cancelled
 * (possible until it arrived; the reservation goes back).
 */
export const preOrders = pgTable(
  'pre_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => goodsVariants.id),
    qty: integer('qty').notNull(),
    expectedDate: varchar('expected_date', { length: 10 }).notNull(),
    status: varchar('status', { length: 12 }).$type<'reserved' | 'arrived' | 'ordered' | 'cancelled'>().notNull().default('reserved'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('pre_orders_user_idx').on(t.userId, t.createdAt),
    index('pre_orders_variant_status_idx').on(t.variantId, t.status),
    check('pre_orders_qty_check', sql`${t.qty} > 0`),
    check('pre_orders_status_check', sql`${t.status} in ('reserved', 'arrived', 'ordered', 'cancelled')`),
  ],
);

/** The logo printed on an order's frames (createLogo), at least LOGO_MIN_QTY of them. */
export const orderLogos = pgTable(
  'order_logos',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id),
    qty: integer('qty').notNull(),
    placement: varchar('placement', { length: 12 }).notNull().default('temple'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('order_logos_order_idx').on(t.orderId), check('order_logos_qty_check', sql`${t.qty} > 0`)],
);

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
export const dropShipments = pgTable(
  'drop_shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blindPackaging: boolean('blind_packaging').notNull().default(true),
    customer: jsonb('customer').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('drop_shipments_order_idx').on(t.orderId)],
);

/** A customer's acceptance of the Annual Rebate Reward agreement, per version of its text. */
export const rebateAcceptances = pgTable(
  'rebate_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('rebate_acceptances_user_version_idx').on(t.userId, t.version)],
);
