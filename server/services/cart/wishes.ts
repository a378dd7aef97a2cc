import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { goodsImageUrl } from '../../../contract/endpoints';
import type { WishItem } from '../../../contract/entities';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { goods, wishItems } from '../../db/schema';
import { notFound } from '../../errors';
import { ownedBy } from './owner';
import { ownerOf, type Identity } from '../auth/tokens';

// The caller's wishlist (visitor or customer). Wishes are not catalogue data (is_wish is laid over
// cached cards per caller), so nothing here touches the read cache.

/** The caller's wished goods ids, newest first. */
export async function wishedIds(db: Db, who: Identity): Promise<number[]> {
  const rows = await db
    .select({ goodsId: wishItems.goodsId })
    .from(wishItems)
    .where(ownedBy(who, wishItems))
    .orderBy(desc(wishItems.createdAt), desc(wishItems.id));
  return rows.map((r) => r.goodsId);
}

/** Throws 404 unless every id is an active product. */
async function requireGoods(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(inArray(goods.id, unique), eq(goods.isActive, true)));
  if (found.length !== unique.length) throw notFound(said('goodsNotFound'));
}

/** GET api/users/wishDetails: the caller's wished products, newest first. */
export async function wishDetails(db: Db, who: Identity): Promise<WishItem[]> {
  const rows = await db
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
    .where(ownedBy(who, wishItems))
    .orderBy(desc(wishItems.createdAt), desc(wishItems.id));
  return rows.map((r) => ({
    goods_id: r.goodsId,
    name: r.name,
    img: goodsImageUrl(r.goodsId, r.colorHex ?? undefined),
    price_type: r.priceType,
    price: r.price,
    special_price: r.specialPrice,
    in_stock: r.inStock === true || (r.inStock as unknown) === 't',
  }));
}

/**
 * POST api/users/addWish: adds these products to the caller's wishlist (already wished is fine),
 * all or nothing: one unknown product and no wish is added (404). Answers the wished ids.
 */
export async function addWishes(db: Db, who: Identity, goodsIds: number[]): Promise<number[]> {
  const owner = ownerOf(who);
  return db.transaction(async (tx) => {
    await requireGoods(tx, goodsIds);
    const target =
      owner.userId !== null
        ? { target: [wishItems.userId, wishItems.goodsId], where: sql`user_id is not null` }
        : { target: [wishItems.visitorId, wishItems.goodsId], where: sql`visitor_id is not null` };
    await tx
      .insert(wishItems)
      .values([...new Set(goodsIds)].map((goodsId) => ({ ...owner, goodsId })))
      .onConflictDoNothing({ target: target.target, where: target.where });
    return wishedIds(tx, who);
  });
}

/** DELETE api/users/removeWish: takes a product off the caller's wishlist (not wished is fine; unknown product: 404). Answers the wished ids. */
export async function removeWish(db: Db, who: Identity, goodsId: number): Promise<number[]> {
  const [g] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  if (!g) throw notFound(said('goodsNotFound'));
  await db.delete(wishItems).where(and(ownedBy(who, wishItems), eq(wishItems.goodsId, goodsId)));
  return wishedIds(db, who);
}

/**
 * Which of these goods the caller of a public route wishes for. No token, or one that is unknown,
 * expired or revoked, is simply nobody: a public read never fails on its token.
 */
export async function callerWishesAmong(db: Db, req: FastifyRequest, goodsIds: number[]): Promise<Set<number>> {
  if (!goodsIds.length || !req.headers.authorization) return new Set();
  const who = await req.identity().catch(() => null);
  if (!who) return new Set();
  const rows = await db
    .select({ goodsId: wishItems.goodsId })
    .from(wishItems)
    .where(and(ownedBy(who, wishItems), inArray(wishItems.goodsId, [...new Set(goodsIds)])));
  return new Set(rows.map((r) => r.goodsId));
}

/** Copies of shared (cached) cards with the caller's is_wish; the cached ones stay untouched. */
export function withWishes<T extends { id: number; is_wish: boolean }>(cards: T[], wished: Set<number>): T[] {
  return wished.size ? cards.map((c) => (wished.has(c.id) ? { ...c, is_wish: true } : c)) : cards;
}
