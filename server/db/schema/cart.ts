import { sql } from 'drizzle-orm';
import type { LensChoice, Prescription } from '../../../contract/prescription';
import { pgTable, serial, integer, text, varchar, timestamp, uuid, index, uniqueIndex, check, jsonb } from 'drizzle-orm/pg-core';
import { createdAt, ownerCheck } from './columns';
import { users, visitors } from './auth';
import { goods, goodsVariants } from './catalog';

// ---------- cart and wishlist (owned by a user or by a visitor) ----------

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    variantId: integer('variant_id')
      .notNull()
      .references(() => goodsVariants.id),
    qty: integer('qty').notNull(),
    /** The lenses chosen for the frame (contract/prescription.ts), null for a bare frame. */
    lens: jsonb('lens').$type<LensChoice>(),
    /** `lensKeyOf(lens)`: '' for a bare frame; a colour with other lenses is another line. */
    lensKey: text('lens_key').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ownerCheck('cart_items_owner_check', t.userId, t.visitorId),
    check('cart_items_qty_check', sql`${t.qty} > 0`),
    uniqueIndex('cart_items_user_variant_lens_idx')
      .on(t.userId, t.variantId, t.lensKey)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('cart_items_visitor_variant_lens_idx')
      .on(t.visitorId, t.variantId, t.lensKey)
      .where(sql`${t.visitorId} is not null`),
  ],
);

export const wishItems = pgTable(
  'wish_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: createdAt(),
  },
  (t) => [
    ownerCheck('wish_items_owner_check', t.userId, t.visitorId),
    uniqueIndex('wish_items_user_goods_idx')
      .on(t.userId, t.goodsId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('wish_items_visitor_goods_idx')
      .on(t.visitorId, t.goodsId)
      .where(sql`${t.visitorId} is not null`),
  ],
);

// ---------- lenses ----------

/** A customer's saved prescriptions, picked again in the lens configurator. */
export const savedPrescriptions = pgTable(
  'saved_prescriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 40 }).notNull(),
    prescription: jsonb('prescription').$type<Prescription>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_prescriptions_user_idx').on(t.userId, t.id)],
);
