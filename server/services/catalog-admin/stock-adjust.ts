import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminCategoryOption, AdminStockMovement, AdminStockPage } from '../../../contract/admin-products';
import { loadCategories } from '../catalog/catalog';
import { said } from '../../../contract/messages';
import type { StockChangeInput } from '../../../contract/schemas/admin-products';
import type { StockHistoryQuery } from '../../../contract/schemas/admin-products-stock';
import type { Db } from '../../db/client';
import { goods, goodsVariants, staffMembers, stockMovements } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { serveStockNotices } from '../catalog/stock';
import { recordAudit, type AuditActor } from '../staff/audit';

// A colour's stock changed by hand in the console: set to a count, or adjusted by a delta, each with
// a reason, kept in the product's stock history (stock_movements) and the audit log.

type StockApp = Pick<FastifyInstance, 'db' | 'readCache' | 'config' | 'mailer' | 'log'>;

export interface StockChangeResult {
  goods_id: number;
  variant_id: number;
  delta: number;
  qty_after: number;
}

/**
 * POST api/admin/products/{id}/stock. One transaction with the colour's row locked, so a checkout
 * taking stock at the same moment waits (or is waited for) and nothing is counted twice: a `set`
 * computes its delta from the stock it locked; an `adjust` that would take the stock below 0 is a
 * 422 stockBelowZero naming the stock now (data.stock), and nothing is written. After the commit the
 * shop's read cache drops the product (in every process), and when the stock rose the shoppers
 * waiting for that colour are served (back-in-stock mails).
 */
export async function changeStock(app: StockApp, actor: AuditActor, goodsId: number, input: StockChangeInput): Promise<StockChangeResult> {
  const result = await app.db.transaction(async (tx) => {
    const [g] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
    if (!g) throw notFound(said('productNotFound'));
    const [v] = await tx
      .select({ id: goodsVariants.id, stock: goodsVariants.stockQty, colour: goodsVariants.color })
      .from(goodsVariants)
      .where(and(eq(goodsVariants.id, input.variant_id), eq(goodsVariants.goodsId, goodsId)))
      .for('update');
    if (!v) throw invalid({ variant_id: said('productColourUnknown') });
    const after = input.mode === 'set' ? input.qty : v.stock + input.qty;
    if (after < 0) throw invalid({ qty: said('stockBelowZero', { stock: String(v.stock) }) }, { stock: v.stock });
    const delta = after - v.stock;
    await tx.update(goodsVariants).set({ stockQty: after }).where(eq(goodsVariants.id, v.id));
    await tx.insert(stockMovements).values({
      goodsId,
      variantId: v.id,
      delta,
      qtyAfter: after,
      reason: input.reason,
      note: input.note,
      staffId: typeof actor === 'object' ? actor.id : null,
    });
    await recordAudit(tx, actor, {
      action: 'product.stock',
      record_kind: 'product',
      record_id: goodsId,
      before: { variant_id: v.id, colour: v.colour, stock: v.stock },
      after: { variant_id: v.id, colour: v.colour, stock: after, delta, mode: input.mode, reason: input.reason, note: input.note },
    });
    return { goods_id: goodsId, variant_id: v.id, delta, qty_after: after };
  });
  app.readCache.invalidateGoods([goodsId]);
  if (result.delta > 0) await serveStockNotices(app, result.variant_id);
  return result;
}

/** GET api/admin/products/{id}/stock-history: the product's movements, newest first, with who made them. */
export async function stockHistory(db: Db, goodsId: number, q: StockHistoryQuery): Promise<AdminStockPage> {
  const [g] = await db.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
  if (!g) throw notFound(said('productNotFound'));
  const where = eq(stockMovements.goodsId, goodsId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ m: stockMovements, colour: goodsVariants.color, author: sql<string | null>`${staffMembers.name}` })
      .from(stockMovements)
      .innerJoin(goodsVariants, eq(goodsVariants.id, stockMovements.variantId))
      .leftJoin(staffMembers, eq(staffMembers.id, stockMovements.staffId))
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(stockMovements).where(where),
  ]);
  const items: AdminStockMovement[] = rows.map((r) => ({
    id: r.m.id,
    at: r.m.createdAt.toISOString(),
    variant_id: r.m.variantId,
    colour: r.colour,
    delta: r.m.delta,
    qty_after: r.m.qtyAfter,
    reason: r.m.reason,
    note: r.m.note,
    author: r.author ?? '',
  }));
  return { items, page: q.page, page_size: q.page_size, total: Number(total?.n ?? 0) };
}

/** GET api/admin/product-categories: every category in menu order, a child named after its parent ("Frames › Round"). */
export async function categoryOptions(db: Db): Promise<AdminCategoryOption[]> {
  const tree = await loadCategories(db);
  const nameOf = (id: number): string => {
    const c = tree.get(id)!;
    return c.parentId != null && tree.has(c.parentId) ? `${nameOf(c.parentId)} › ${c.name}` : c.name;
  };
  return [...tree.values()].map((c) => ({ id: c.id, name: nameOf(c.id) })).sort((a, b) => a.name.localeCompare(b.name));
}
