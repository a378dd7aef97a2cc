import type { ConversionEvent, ConversionInput } from '../../../contract/schemas/tracking';
import { SHOP_NETWORK } from '../../../contract/schemas/tracking';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversionEvents } from '../../db/schema';
import type { Identity } from '../auth/tokens';

/** One recorded shop event, as the forwarding adapter receives it. */
export interface RecordedEvent {
  id: number;
  network: string;
  event: ConversionEvent;
  goods_id: number | null;
  order_id: number | null;
  value: number | null;
  currency: string | null;
  created_at: string;
}

type Row = typeof conversionEvents.$inferSelect;

function toRecorded(r: Row): RecordedEvent {
  return {
    id: r.id,
    network: r.network,
    event: r.event,
    goods_id: r.goodsId,
    order_id: r.orderId,
    value: r.value,
    currency: r.currency,
    created_at: r.createdAt.toISOString(),
  };
}

/** One recorded event by id (the forwarding job reads it again), or undefined. */
export async function recordedEvent(db: Db, id: number): Promise<RecordedEvent | undefined> {
  const [row] = await db.select().from(conversionEvents).where(eq(conversionEvents.id, id));
  return row ? toRecorded(row) : undefined;
}

/**
 * Records a shop event the app sent (view, add_to_cart) for `network`, by the caller's visitor or
 * customer (or nobody, without a valid token): one insert, nothing else. A purchase from the app
 * is not recorded (answers null): the server records every purchase itself when an order is paid
 * (recordPurchase), so a page reloaded or a forged event cannot count one.
 */
export async function recordEvent(db: Db, network: string, who: Identity | null, input: ConversionInput): Promise<RecordedEvent | null> {
  if (input.event === 'purchase') return null;
  const [row] = await db
    .insert(conversionEvents)
    .values({
      network,
      event: input.event,
      goodsId: input.goods_id ?? null,
      orderId: input.order_id ?? null,
      value: input.value ?? null,
      currency: input.value == null ? null : (input.currency ?? 'USD'),
      visitorId: who?.visitorId ?? null,
      userId: who?.userId ?? null,
    })
    .returning();
  return toRecorded(row!);
}

/**
 * The purchase of an order that was just paid, inside the transaction that moves it to paid
 * (order-lifecycle.ts): its total in USD, under SHOP_NETWORK, once per order (the partial unique
 * index; a repeat does nothing).
 */
export async function recordPurchase(tx: Db, order: { id: number; userId: number; total: number }): Promise<void> {
  await tx
    .insert(conversionEvents)
    .values({
      network: SHOP_NETWORK,
      event: 'purchase',
      orderId: order.id,
      value: order.total,
      currency: 'USD',
      userId: order.userId,
    })
    .onConflictDoNothing();
}
