import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { goodsImageUrl, paths } from '../../../../contract/endpoints';
import type { WishItem } from '../../../../contract/entities';
import { goods, wishItems } from '../../../db/schema';
import { ownedBy } from '../../../services/owner';

/** GET api/users/wishDetails: the caller's wishlist (visitor or customer), newest first. */
export default async function wishRoutes(app: FastifyInstance) {
  app.get(`/${paths.wishDetails}`, { config: { auth: 'token' } }, async (req, reply) => {
    const rows = await app.db
      .select({
        goodsId: wishItems.goodsId,
        name: goods.name,
        priceType: goods.priceType,
        price: goods.price,
        specialPrice: goods.specialPrice,
        colorHex: sql<string | null>`(select v.color_hex from goods_variants v where v.goods_id = ${goods.id} order by v.sort, v.id limit 1)`,
        inStock: sql<boolean>`exists (select 1 from goods_variants v where v.goods_id = ${goods.id} and v.stock_qty > 0)`,
      })
      .from(wishItems)
      .innerJoin(goods, eq(goods.id, wishItems.goodsId))
      .where(ownedBy(req.who, wishItems))
      .orderBy(desc(wishItems.createdAt), desc(wishItems.id));
    const items: WishItem[] = rows.map((r) => ({
      goods_id: r.goodsId,
      name: r.name,
      img: goodsImageUrl(r.goodsId, r.colorHex ?? undefined),
      price_type: r.priceType,
      price: r.price,
      special_price: r.specialPrice,
      in_stock: r.inStock === true || (r.inStock as unknown) === 't',
    }));
    return reply.ok(items);
  });
}
