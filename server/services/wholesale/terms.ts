import { asc, inArray } from 'drizzle-orm';
import type { LadderPrice } from '../../../contract/entities';
import type { GoodsWholesaleTerms } from '../../../contract/wholesale';
import type { Db } from '../../db/client';
import { goods, wholesalePrices } from '../../db/schema';

/** A product's business terms: wholesale tiers by min_qty and the minimum order quantity (0: none). */
export interface WholesaleTerms {
  tiers: LadderPrice[];
  moq: number;
}

/** The wholesale terms of some goods (only those that have tiers or a minimum). */
export async function wholesaleTermsOf(db: Db, goodsIds: number[]): Promise<Map<number, WholesaleTerms>> {
  const out = new Map<number, WholesaleTerms>();
  const ids = [...new Set(goodsIds)];
  if (!ids.length) return out;
  const [tiers, moqs] = await Promise.all([
    db.select().from(wholesalePrices).where(inArray(wholesalePrices.goodsId, ids)).orderBy(asc(wholesalePrices.goodsId), asc(wholesalePrices.minQty)),
    db.select({ id: goods.id, moq: goods.wholesaleMoq }).from(goods).where(inArray(goods.id, ids)),
  ]);
  for (const m of moqs) if (m.moq > 0) out.set(m.id, { tiers: [], moq: m.moq });
  for (const t of tiers) {
    const terms = out.get(t.goodsId) ?? { tiers: [], moq: 0 };
    terms.tiers.push({ min_qty: t.minQty, price: t.price });
    out.set(t.goodsId, terms);
  }
  return out;
}

/** The terms a buyer gets: a business buyer's, or none for everyone else. */
export async function buyerTermsOf(db: Db, business: boolean, goodsIds: number[]): Promise<Map<number, WholesaleTerms>> {
  return business ? wholesaleTermsOf(db, goodsIds) : new Map();
}

/**
 * GET api/goods/wholesaleTerms: the terms of some products as a business buyer sees them (in the
 * order asked, only those that have any); nothing for anyone else. Read per caller beside the
 * cached, caller-independent catalogue reads, as is_wish is laid over them.
 */
export async function termsForBuyer(db: Db, business: boolean, goodsIds: number[]): Promise<GoodsWholesaleTerms[]> {
  const terms = await buyerTermsOf(db, business, goodsIds);
  return goodsIds.flatMap((id) => {
    const t = terms.get(id);
    return t ? [{ goods_id: id, tiers: t.tiers, moq: t.moq }] : [];
  });
}
