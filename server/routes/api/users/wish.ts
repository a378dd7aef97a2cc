import type { FastifyInstance } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { goodsImageUrl, paths } from '../../../../contract/endpoints';
import type { WishItem } from '../../../../contract/entities';
import { messages } from '../../../../contract/messages';
import {
  addWishSchema, removeWishSchema, type AddWishInput, type RemoveWishInput,
} from '../../../../contract/schemas/catalog';
import type { Db } from '../../../db/client';
import { goods, wishItems } from '../../../db/schema';
import { notFound } from '../../../errors';
import { ownedBy } from '../../../services/owner';
import { ownerOf } from '../../../services/tokens';
import { wishedIds } from '../../../services/wishes';

/** Throws 404 unless every id is an active product. */
async function requireGoods(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await db.select({ id: goods.id }).from(goods).where(and(inArray(goods.id, unique), eq(goods.isActive, true)));
  if (found.length !== unique.length) throw notFound(messages.goodsNotFound);
}

/**
 * The caller's wishlist (visitor or customer). Wishes are not catalogue data (is_wish is laid over
 * cached cards per caller), so nothing here touches the catalogue cache.
 *
 * GET api/users/wishDetails: the wished products, newest first.
 * POST api/users/addWish {goods_ids}: adds them (already wished is fine) -> the wished ids.
 * DELETE api/users/removeWish {goods_id} (form body): removes it (not wished is fine) -> the wished ids.
 */
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

  app.post<{ Body: AddWishInput }>(`/${paths.addWish}`, {
    schema: { body: addWishSchema },
    config: { auth: 'token' },
  }, async (req, reply) => {
    const ids = req.body.goods_ids;
    const owner = ownerOf(req.who);
    // All or nothing: one unknown product and no wish is added.
    const wished = await app.db.transaction(async (tx) => {
      await requireGoods(tx, ids);
      const target = owner.userId !== null
        ? { target: [wishItems.userId, wishItems.goodsId], where: sql`user_id is not null` }
        : { target: [wishItems.visitorId, wishItems.goodsId], where: sql`visitor_id is not null` };
      await tx.insert(wishItems)
        .values([...new Set(ids)].map((goodsId) => ({ ...owner, goodsId })))
        .onConflictDoNothing({ target: target.target, where: target.where });
      return wishedIds(tx, req.who);
    });
    return reply.ok(wished);
  });

  app.delete<{ Body: RemoveWishInput }>(`/${paths.removeWish}`, {
    schema: { body: removeWishSchema },
    config: { auth: 'token' },
    // The app sends a form body; a client that cannot send a body on DELETE may use the query.
    preValidation: async (req) => {
      if (req.body == null) req.body = req.query as RemoveWishInput;
    },
  }, async (req, reply) => {
    const goodsId = req.body.goods_id;
    const [g] = await app.db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).limit(1);
    if (!g) throw notFound(messages.goodsNotFound);
    await app.db.delete(wishItems).where(and(ownedBy(req.who, wishItems), eq(wishItems.goodsId, goodsId)));
    return reply.ok(await wishedIds(app.db, req.who));
  });
}
