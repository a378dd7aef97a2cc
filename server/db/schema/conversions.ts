import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, varchar, uuid, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { money, createdAt } from './columns';

// ---------- shop events (conversion tracking) ----------

/**
 * Shop events for the operator's reports (POST api/v1/{network}/conversion, and the purchase the
 * server records itself when an order is paid): what happened, under which network, for which
 * product or order, by which visitor or customer. Nothing leaves the machine unless a forwarding
 * adapter is configured (services/conversions). One purchase per order and network (the partial
 * unique index), so a repeated payment callback or the client's own purchase event counts once.
 */
export const conversionEvents = pgTable(
  'conversion_events',
  {
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
  },
  (t) => [
    index('conversion_events_created_idx').on(t.createdAt, t.event),
    // The dashboard's product views of a network over a period (services/reports/), from the index alone.
    index('conversion_events_event_network_created_idx').on(t.event, t.network, t.createdAt),
    check('conversion_events_event_check', sql`${t.event} in ('view', 'add_to_cart', 'purchase')`),
    uniqueIndex('conversion_events_purchase_once_idx')
      .on(t.network, t.orderId)
      .where(sql`${t.event} = 'purchase'`),
  ],
);
