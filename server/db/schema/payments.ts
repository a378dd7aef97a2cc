import { sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentPurpose } from '../../../contract/orders';
import { pgTable, serial, integer, text, varchar, timestamp, index, uniqueIndex, check, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { money, createdAt } from './columns';
import { users } from './auth';
import { orders } from './orders';

// ---------- payments ----------

/** A customer's record at a card provider (api/users/create_customer_{provider}). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    customerRef: varchar('customer_ref', { length: 80 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_customers_user_provider_idx').on(t.userId, t.provider)],
);

/**
 * Every attempt to pay an order or its price difference. The partial unique index allows one
 * succeeded payment of the order itself, so no repeat of a call can charge it twice; each price
 * difference is its own payment (an order's total may rise more than once), kept single by its
 * provider_ref and the order row lock.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
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
  },
  (t) => [
    index('payments_refund_of_idx').on(t.refundOf),
    check('payments_refund_of_check', sql`(${t.purpose} = 'refund') = (${t.refundOf} is not null)`),
    uniqueIndex('payments_provider_ref_idx').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    // The dashboard and reports (services/reports/): money that moved, by when it moved.
    index('payments_succeeded_at_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'succeeded'`),
    uniqueIndex('payments_one_order_success_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'succeeded' and ${t.purpose} = 'order'`),
  ],
);

/** Pay in 4: the schedule stored with the order. */
export const instalments = pgTable(
  'instalments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    amount: money('amount').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    status: varchar('status', { length: 12 }).$type<'scheduled' | 'paid'>().notNull().default('scheduled'),
  },
  (t) => [uniqueIndex('instalments_order_seq_idx').on(t.orderId, t.seq)],
);
