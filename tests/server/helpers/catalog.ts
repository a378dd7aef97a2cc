import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { goods, goodsVariants, ladderPrices } from '../../../server/db/schema';

/** Finds seeded goods for a test by what matters to it, not by hard-coded ids. */
export async function variantWithStock(db: Db, priceType: number, minStock: number) {
  const [row] = await db
    .select({ goods, variant: goodsVariants })
    .from(goodsVariants)
    .innerJoin(goods, eq(goods.id, goodsVariants.goodsId))
    .where(and(eq(goods.priceType, priceType), gte(goodsVariants.stockQty, minStock)))
    .orderBy(asc(goodsVariants.id))
    .limit(1);
  if (!row) throw new Error(`no goods of price type ${priceType} with stock ${minStock}`);
  return row;
}

export async function ladderOf(db: Db, goodsId: number) {
  return db.select().from(ladderPrices).where(eq(ladderPrices.goodsId, goodsId)).orderBy(asc(ladderPrices.minQty));
}

export async function soldOutGoodsId(db: Db): Promise<number> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select g.id from goods g where not exists
    (select 1 from goods_variants v where v.goods_id = g.id and v.stock_qty > 0) order by g.id limit 1`,
  );
  return Number(rows[0]!.id);
}

/** Raw SQL rows; both drivers answer with `{ rows }`. Numbers from count() may come back as strings. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
