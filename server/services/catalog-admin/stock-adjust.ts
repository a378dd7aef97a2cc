import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  AdminCategoryOption,
  AdminStockChange,
  AdminStockMovement,
  AdminStockPage,
  AdminStockPreOrders,
} from '../../../contract/admin-products';
import { textOf } from '../../../contract/all-messages';
import { loadCategories } from '../catalog/catalog';
import { said } from '../../../contract/messages';
import type { StockChangeInput } from '../../../contract/schemas/admin-products';
import type { StockHistoryQuery } from '../../../contract/schemas/admin-products-stock';
import type { Db } from '../../db/client';
import { goods, goodsVariants, incomingStock, staffMembers, stockMovements } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { serveStockNotices } from '../catalog/stock';
import { recordAudit, type AuditActor } from '../staff/audit';
import { arriveColour, mailArrivals } from '../wholesale/colour-arrival';

// A colour's stock changed by hand in the console: set to a count, or adjusted by a delta, each with
// a reason, kept in the product's stock history (stock_movements) and the audit log. Frames received
// for a colour that pre-orders wait for serve those pre-orders first (wholesale/colour-arrival.ts).

type StockApp = Pick<FastifyInstance, 'db' | 'readCache' | 'config' | 'mailer' | 'log'>;

export type StockChangeResult = AdminStockChange;

/**
 * POST api/admin/products/{id}/stock. One transaction with the colour's row locked, so a checkout
 * taking stock at the same moment waits (or is waited for) and nothing is counted twice: a `set`
 * computes its delta from the stock it locked; an `adjust` that would take the stock below 0 is a
 * 422 stockBelowZero naming the stock now (data.stock), and nothing is written.
 *
 * Received frames and pre-orders. A rise with reason `received` means frames came from the
 * supplier: when the colour has an incoming_stock row with reserved pre-orders, the frames received
 * (the rise) are that shipment, and go through the colour's arrival first (`arriveColour`, the rule
 * of the operator's arrival): its reserved pre-orders oldest first, each that fits whole arrived
 * (mailed after the commit, payable), what is promised but too few for the next one held for it,
 * and only what is left (frames nobody pre-ordered, and any beyond what the colour expected) reaches
 * the sellable stock. The incoming row is locked first, as the operator's arrival and a cancel lock
 * it, then the colour's stock (as a checkout locks it), then its reserved pre-orders (as an arrival
 * does, after the incoming row): an arrival, a cancel or a checkout of the same colour at the same
 * moment waits for this change or is waited for, and no frame is counted twice.
 * - `adjust` +n received: n frames arrived.
 * - `set` n received: the count n includes the frames that arrived, so n − the stock locked is what
 *   arrived; the pre-orders take theirs first and the stock ends at n less what they took or hold
 *   (those frames are on the shelf but promised, as after the operator's arrival: never for sale).
 * - The stock history's row says what reached the sellable stock (`delta`; 0 when the pre-orders
 *   took every frame) and the stock after (`qty_after` = the colour's stock_qty, as every row), its
 *   note (after the member's own) names the frames received, the pre-orders served, the frames they
 *   took and those held; the audit entry has the same (`pre_orders`).
 * Every other reason changes the sellable stock only, as before: `counted` and `correction` fix the
 * books (no frame arrived), `returned` is a shopper's frame coming back and `damaged` a loss; none is
 * the shipment the pre-orders wait for (the operator's arrival, or `received`, records that).
 *
 * After the commit: the served pre-orders' customers are mailed, the shop's read cache drops the
 * product (in every process), and when the sellable stock rose the shoppers waiting for that colour
 * are served (back-in-stock mails).
 */
export async function changeStock(app: StockApp, actor: AuditActor, goodsId: number, input: StockChangeInput): Promise<StockChangeResult> {
  const result = await app.db.transaction(async (tx) => {
    const [g] = await tx.select({ id: goods.id }).from(goods).where(eq(goods.id, goodsId));
    if (!g) throw notFound(said('productNotFound'));
    // Frames received: the colour's incoming row locked first, as an arrival locks it.
    const [incoming] =
      input.reason === 'received'
        ? await tx
            .select()
            .from(incomingStock)
            .where(and(eq(incomingStock.variantId, input.variant_id), eq(incomingStock.goodsId, goodsId)))
            .for('update')
        : [];
    const [v] = await tx
      .select({ id: goodsVariants.id, stock: goodsVariants.stockQty, colour: goodsVariants.color })
      .from(goodsVariants)
      .where(and(eq(goodsVariants.id, input.variant_id), eq(goodsVariants.goodsId, goodsId)))
      .for('update');
    if (!v) throw invalid({ variant_id: said('productColourUnknown') });
    const asked = input.mode === 'set' ? input.qty : v.stock + input.qty;
    if (asked < 0) throw invalid({ qty: said('stockBelowZero', { stock: String(v.stock) }) }, { stock: v.stock });
    const rise = asked - v.stock;
    let preOrders: AdminStockPreOrders | null = null;
    let delta = rise;
    if (incoming && incoming.reservedQty > 0 && rise > 0) {
      const arrival = await arriveColour(tx, incoming, rise);
      preOrders = { received: rise, served: arrival.preOrders, frames: arrival.allocated, held: arrival.held };
      // Frames the colour was not expecting reach the stock, with those nobody pre-ordered.
      delta = rise - arrival.taken + arrival.onSale;
    }
    const after = v.stock + delta;
    const note = [input.note, preOrders ? receivedNote(preOrders) : ''].filter(Boolean).join(' — ');
    await tx.update(goodsVariants).set({ stockQty: after }).where(eq(goodsVariants.id, v.id));
    await tx.insert(stockMovements).values({
      goodsId,
      variantId: v.id,
      delta,
      qtyAfter: after,
      reason: input.reason,
      note,
      staffId: typeof actor === 'object' ? actor.id : null,
    });
    await recordAudit(tx, actor, {
      action: 'product.stock',
      record_kind: 'product',
      record_id: goodsId,
      before: { variant_id: v.id, colour: v.colour, stock: v.stock },
      after: {
        variant_id: v.id,
        colour: v.colour,
        stock: after,
        delta,
        mode: input.mode,
        reason: input.reason,
        note: input.note,
        ...(preOrders ? { pre_orders: preOrders } : {}),
      },
    });
    return { goods_id: goodsId, variant_id: v.id, delta, qty_after: after, pre_orders: preOrders };
  });
  if (result.pre_orders) await mailArrivals(app, result.pre_orders.served);
  app.readCache.invalidateGoods([goodsId]);
  if (result.delta > 0) await serveStockNotices(app, result.variant_id);
  return result;
}

/** The stock history's words for received frames that went to pre-orders first. */
function receivedNote(p: AdminStockPreOrders): string {
  return textOf(
    said('stockReceivedForPreOrders', {
      received: String(p.received),
      served: p.served.length ? p.served.map((id) => `#${id}`).join(', ') : 'none',
      frames: String(p.frames),
      held: String(p.held),
    }),
  );
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
