import type { FastifyInstance } from 'fastify';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { goodsImageUrl, paths } from '../../../../contract/endpoints';
import type { CartLine, LadderPrice } from '../../../../contract/entities';
import type { Db } from '../../../db/client';
import { cartItems, goods, goodsVariants, ladderPrices } from '../../../db/schema';
import { ownedBy } from '../../../services/owner';
import { unitPrice } from '../../../services/pricing';

/** Ladder tiers of some goods, each list by min_qty. */
export async function laddersOf(db: Db, goodsIds: number[]): Promise<Map<number, LadderPrice[]>> {
  const out = new Map<number, LadderPrice[]>();
  if (!goodsIds.length) return out;
  const rows = await db.select().from(ladderPrices)
    .where(inArray(ladderPrices.goodsId, [...new Set(goodsIds)]))
    .orderBy(asc(ladderPrices.goodsId), asc(ladderPrices.minQty));
  for (const r of rows) {
    const list = out.get(r.goodsId) ?? [];
    list.push({ min_qty: r.minQty, price: r.price });
    out.set(r.goodsId, list);
  }
  return out;
}

/** GET api/users/getCart: the caller's cart (visitor or customer), newest line first, priced for its quantity. */
export default async function cartRoutes(app: FastifyInstance) {
  app.get(`/${paths.getCart}`, { config: { auth: 'token' } }, async (req, reply) => {
    const rows = await app.db
      .select({
        id: cartItems.id,
        goodsId: cartItems.goodsId,
        variantId: cartItems.variantId,
        qty: cartItems.qty,
        name: goods.name,
        sku: goods.sku,
        priceType: goods.priceType,
        price: goods.price,
        specialPrice: goods.specialPrice,
        color: goodsVariants.color,
        colorHex: goodsVariants.colorHex,
        stockQty: goodsVariants.stockQty,
      })
      .from(cartItems)
      .innerJoin(goods, eq(goods.id, cartItems.goodsId))
      .innerJoin(goodsVariants, eq(goodsVariants.id, cartItems.variantId))
      .where(ownedBy(req.who, cartItems))
      .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
    const ladders = await laddersOf(app.db, rows.filter((r) => r.priceType === 3).map((r) => r.goodsId));
    const lines: CartLine[] = rows.map((r) => {
      const ladder = ladders.get(r.goodsId) ?? [];
      return {
        id: r.id,
        goods_id: r.goodsId,
        variant_id: r.variantId,
        name: r.name,
        sku: r.sku,
        img: goodsImageUrl(r.goodsId, r.colorHex),
        color: r.color,
        qty: r.qty,
        stock_qty: r.stockQty,
        price_type: r.priceType,
        goods_price: unitPrice({ priceType: r.priceType, price: r.price, specialPrice: r.specialPrice, ladder }, r.qty),
        goods_original_price: r.price,
        ladder_price: ladder,
      };
    });
    return reply.ok(lines);
  });
}
