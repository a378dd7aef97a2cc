import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerCoupons, orderLines, orders } from '../../db/schema';

/**
 * Puts an order's reserved stock back, once: the order's stock_released_at is set by a guarded
 * update (`where stock_released_at is null`), so a second call (a sweeper racing a delete, a
 * repeated cancel) releases nothing. Call inside the transaction that cancels the order; returns
 * the goods whose stock changed (empty when already released), for
 * `app.readCache.invalidateGoods(ids)` after the commit.
 */
export async function releaseStock(tx: Db, orderId: number): Promise<number[]> {
  const claimed = await tx
    .update(orders)
    .set({ stockReleasedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), isNull(orders.stockReleasedAt)))
    .returning({ id: orders.id });
  if (!claimed.length) return [];
  const lines = await tx
    .select({ goodsId: orderLines.goodsId, variantId: orderLines.variantId, qty: orderLines.qty })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const byVariant = new Map<number, number>();
  for (const l of lines) byVariant.set(l.variantId, (byVariant.get(l.variantId) ?? 0) + l.qty);
  // Variants in id order: two releases touching the same variants lock them in the same order.
  for (const [variantId, qty] of [...byVariant].sort((a, b) => a[0] - b[0])) {
    await tx.execute(sql`update goods_variants set stock_qty = stock_qty + ${qty}::int where id = ${variantId}`);
  }
  return [...new Set(lines.map((l) => l.goodsId))];
}

/** A cancelled order gives its coupon back to the customer. */
export async function returnCoupon(tx: Db, orderId: number): Promise<void> {
  await tx.update(customerCoupons).set({ usedOrderId: null, usedAt: null }).where(eq(customerCoupons.usedOrderId, orderId));
}
