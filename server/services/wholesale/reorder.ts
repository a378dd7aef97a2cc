import type { BusinessRules } from './business';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { goodsImageUrl } from '../../../contract/endpoints';
import type { ReorderInput } from '../../../contract/schemas/wholesale-services';
import type { ReorderPage, ReorderResult, ReorderSkip } from '../../../contract/wholesale-services';
import type { Db } from '../../db/client';
import { goods, goodsVariants, orderLines, orders } from '../../db/schema';
import { ApiError } from '../../errors';
import { addToCart, laddersOf } from '../cart/cart';
import { unitPrice } from '../catalog/pricing';
import type { Identity } from '../auth/tokens';

/** Orders whose goods the buyer really bought. */
const BOUGHT = ['paid', 'processing', 'shipped', 'delivered'] as const;

/**
 * api/goods/replenishIndex: every colour of the buyer's paid orders, most recently bought first,
 * with how many they bought (in all, and last time) and the colour's price and stock now (0 when
 * the product is off sale). `keywords` narrows by name or SKU.
 */
export async function boughtBefore(db: Db, userId: number, keywords = ''): Promise<ReorderPage> {
  const q = keywords ? `%${keywords.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : '';
  const rows = await db
    .select({
      goodsId: orderLines.goodsId,
      variantId: orderLines.variantId,
      bought: sql<number>`sum(${orderLines.qty})::int`.mapWith(Number),
      last: sql<string>`max(${orders.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      lastQty: sql<number>`(array_agg(${orderLines.qty} order by ${orders.createdAt} desc, ${orderLines.id} desc))[1]::int`.mapWith(Number),
      name: goods.name,
      sku: goods.sku,
      color: goodsVariants.color,
      colorHex: goodsVariants.colorHex,
      priceType: goods.priceType,
      price: goods.price,
      specialPrice: goods.specialPrice,
      isActive: goods.isActive,
      stock: goodsVariants.stockQty,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(goods, eq(goods.id, orderLines.goodsId))
    .innerJoin(goodsVariants, eq(goodsVariants.id, orderLines.variantId))
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...BOUGHT]), q ? or(ilike(goods.name, q), ilike(goods.sku, q)) : undefined))
    .groupBy(orderLines.goodsId, orderLines.variantId, goods.id, goodsVariants.id)
    .orderBy(desc(sql`max(${orders.createdAt})`), desc(orderLines.variantId))
    .limit(200);
  const ladders = await laddersOf(db, [...new Set(rows.map((r) => r.goodsId))]);
  return {
    items: rows.map((r) => ({
      goods_id: r.goodsId,
      variant_id: r.variantId,
      name: r.name,
      sku: r.sku,
      color: r.color,
      img: goodsImageUrl(r.goodsId, r.colorHex),
      bought_qty: r.bought,
      last_qty: r.lastQty,
      last_ordered_at: r.last.toISOString(),
      price: unitPrice({ ...r, ladder: ladders.get(r.goodsId) ?? [] }, r.lastQty),
      stock: r.isActive ? Math.max(0, r.stock) : 0,
    })),
  };
}

/**
 * api/users/reorder: each line into the buyer's cart (added to what is there), as the cart's own
 * add does (same limits). A line that cannot go in whole is not dropped silently: what fits goes in
 * and the line is reported (out_of_stock, not_enough_stock with what went in, unavailable when the
 * product is off sale or gone, below_minimum with the product's business minimum when fewer are
 * asked than it now takes: the buyer is offered the minimum instead). Only colours the buyer bought
 * before are taken (others: unavailable).
 */
export async function reorder(db: Db, who: Identity & { kind: 'customer' }, input: ReorderInput, rules: BusinessRules): Promise<ReorderResult> {
  const bought = new Map((await boughtBefore(db, who.userId)).items.map((i) => [i.variant_id, i]));
  const result: ReorderResult = { added: [], skipped: [] };
  for (const line of input.lines) {
    const item = bought.get(line.variant_id);
    const [v] = await db
      .select({ goodsId: goodsVariants.goodsId, color: goodsVariants.color, name: goods.name })
      .from(goodsVariants)
      .innerJoin(goods, eq(goods.id, goodsVariants.goodsId))
      .where(eq(goodsVariants.id, line.variant_id));
    const skip = (reason: ReorderSkip, added = 0, moq = 0) =>
      result.skipped.push({ variant_id: line.variant_id, name: v?.name ?? '', color: v?.color ?? '', reason, added_qty: added, moq });
    if (!item || !v) {
      skip('unavailable');
      continue;
    }
    const put = async (qty: number) => addToCart(db, who, { goods_id: v.goodsId, variant_id: line.variant_id, qty }, rules);
    try {
      await put(line.qty);
      result.added.push({ variant_id: line.variant_id, qty: line.qty });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const { available = 0, moq = 0 } = (err.data as { available?: number; moq?: number } | null) ?? {};
      if (typeof err.said !== 'string' && err.said.key === 'belowMinimum' && moq > 0) {
        skip('below_minimum', 0, moq);
      } else if (err.code !== 409) {
        skip('unavailable');
      } else if (available > 0 && available < line.qty) {
        try {
          await put(available);
          result.added.push({ variant_id: line.variant_id, qty: available });
          skip('not_enough_stock', available);
        } catch {
          skip('out_of_stock');
        }
      } else {
        skip('out_of_stock');
      }
    }
  }
  return result;
}
