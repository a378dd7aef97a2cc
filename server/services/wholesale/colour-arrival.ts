import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { goods, goodsVariants, incomingStock, preOrders, users } from '../../db/schema';

// One colour's frames arrived: the rule of who gets them, written once for both ways frames arrive:
// the operator's arrival of a product (pre-orders.ts arriveFrames: `npm run wholesale -- arrive`,
// POST api/admin/wholesale/arrive) and a console stock rise with reason `received`
// (catalog-admin/stock-adjust.ts changeStock).

export type IncomingRow = typeof incomingStock.$inferSelect;

/** What one colour's arrival did. */
export interface ColourArrival {
  /** Of the frames given, those the colour was expecting (at most what is still to arrive); the rest were not on their way. */
  taken: number;
  /** The pre-orders served, oldest first: now `arrived` (payable), their customers to be mailed (`mailArrivals`). */
  preOrders: number[];
  /** The frames those pre-orders took (kept for them, never on sale). */
  allocated: number;
  /** Frames for sale: the caller adds them to the colour's stock. */
  onSale: number;
  /** Frames now held for the colour's next pre-order (too few to fill it): part of what is expected, not on sale. */
  held: number;
}

/**
 * `frames` of the colour of `row` arrived. `row` must have been read `for update` in the caller's
 * transaction (the incoming rows first, then the pre-orders here, then the colour's stock: every
 * arrival takes the locks in that order, so two never count the same frame nor wait for each other).
 * The frames the colour expects (with any held from an earlier arrival) go to its reserved
 * pre-orders oldest first, each that fits whole (arrived: to be mailed, payable); a pre-order too
 * big for what is left stops the line, so nobody is passed over. What is not promised to anyone goes
 * on sale (`onSale`, for the caller to add to the stock); what is promised but too few to fill the
 * next pre-order is held for it. A colour whose every frame came and went is no longer on its way
 * (its row is deleted).
 */
export async function arriveColour(tx: Db, row: IncomingRow, frames: number): Promise<ColourArrival> {
  const taken = Math.max(0, Math.min(frames, row.expectedQty - row.heldQty));
  let pool = row.heldQty + taken;
  if (pool === 0) return { taken: 0, preOrders: [], allocated: 0, onSale: 0, held: 0 };
  const waiting = await tx
    .select({ id: preOrders.id, qty: preOrders.qty })
    .from(preOrders)
    .where(and(eq(preOrders.variantId, row.variantId), eq(preOrders.status, 'reserved')))
    .orderBy(asc(preOrders.id))
    .for('update');
  const served: number[] = [];
  let allocated = 0;
  for (const p of waiting) {
    if (p.qty > pool) break;
    await tx
      .update(preOrders)
      .set({ status: 'arrived', arrivedAt: sql`now()` })
      .where(eq(preOrders.id, p.id));
    pool -= p.qty;
    allocated += p.qty;
    served.push(p.id);
  }
  const free = row.expectedQty - row.reservedQty;
  const onSale = Math.min(pool, free);
  const expected = row.expectedQty - allocated - onSale;
  if (expected === 0) {
    await tx.delete(incomingStock).where(eq(incomingStock.id, row.id));
  } else {
    await tx
      .update(incomingStock)
      .set({ expectedQty: expected, reservedQty: row.reservedQty - allocated, heldQty: pool - onSale })
      .where(eq(incomingStock.id, row.id));
  }
  return { taken, preOrders: served, allocated, onSale, held: pool - onSale };
}

type MailApp = Pick<FastifyInstance, 'db' | 'mailer' | 'config' | 'log'>;

/** After the commit: each served pre-order's customer is mailed that the frames are kept for them (a failed mail is logged). */
export async function mailArrivals(app: MailApp, ids: number[]): Promise<void> {
  for (const id of ids) {
    try {
      await mailArrival(app, id);
    } catch (err) {
      app.log.error({ err, preOrderId: id }, 'pre-order arrival mail failed');
    }
  }
}

async function mailArrival(app: MailApp, id: number): Promise<void> {
  const [row] = await app.db
    .select({ email: users.email, firstname: users.firstname, qty: preOrders.qty, name: goods.name, color: goodsVariants.color })
    .from(preOrders)
    .innerJoin(users, eq(users.id, preOrders.userId))
    .innerJoin(goods, eq(goods.id, preOrders.goodsId))
    .innerJoin(goodsVariants, eq(goodsVariants.id, preOrders.variantId))
    .where(eq(preOrders.id, id));
  if (!row) return;
  await app.mailer.send({
    kind: 'pre-order-arrived',
    to: row.email,
    subject: `Your pre-ordered frames have arrived (pre-order #${id})`,
    text:
      `Hello ${row.firstname || 'there'},\n\nThe ${row.qty} × ${row.name} (${row.color}) you pre-ordered have arrived and are ` +
      `kept for you. Pay for them here:\n${app.config.publicUrl}/account/my-pre-orders\n\nOptic Shop\n`,
  });
}
