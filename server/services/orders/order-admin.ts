import { and, desc, eq, sql } from 'drizzle-orm';
import { said } from '../../../contract/messages';
import { formatMoney } from '../../../contract/money-format';
import type { OrderStatus } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { orderEvents, orders, payments } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { afterMove, lockOrder, moveOrder, type AfterCommitApp, type MoveDetails } from './order-lifecycle';
import { fromCents, roundMoney, toCents } from '../../../contract/rounding';
import { queueRefund, sendRefunds } from '../payments/refunds';

/**
 * What an operator does to orders, shared by the admin endpoints (api/admin/orders/...) and the
 * CLI (`npm run orders`). Both go through moveOrder, so the same transitions hold everywhere.
 */
export type OperatorApp = AfterCommitApp;

export interface OperatorResult {
  order_id: number;
  order_no: string;
  status: OrderStatus;
  total: number;
}

/**
 * The operator marks an unpaid order paid (a bank transfer arrived): the order's pending bank
 * transfer payment succeeds, or a payment by the shop is recorded, for what is still owed, so
 * the order's paid amount adds up. Inside the move's transaction, the order locked.
 */
async function recordOperatorPayment(tx: Db, orderId: number): Promise<void> {
  const order = await lockOrder(tx, orderId);
  const [pending] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'order'), eq(payments.status, 'pending'), eq(payments.method, 'bank_transfer')))
    .orderBy(desc(payments.id))
    .limit(1);
  const [succeeded] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'order'), eq(payments.status, 'succeeded')))
    .limit(1);
  if (!succeeded) {
    if (pending) {
      await tx
        .update(payments)
        .set({ status: 'succeeded', amount: order.total, updatedAt: sql`now()` })
        .where(eq(payments.id, pending.id));
    } else {
      await tx.insert(payments).values({
        orderId,
        userId: order.userId,
        method: order.paymentMethod ?? 'bank_transfer',
        purpose: 'order',
        status: 'succeeded',
        amount: order.total,
        provider: 'operator',
        providerRef: `operator-order-${orderId}`,
        description: 'Payment confirmed by the shop',
      });
    }
  }
  // Other attempts still pending (an abandoned card intent) are void, as when a payment settles.
  await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'order'), eq(payments.status, 'pending')));
  await tx
    .update(orders)
    .set({ paidAmount: order.total, paymentMethod: order.paymentMethod ?? 'bank_transfer', payBy: null })
    .where(eq(orders.id, orderId));
}

/** Moves an order along ORDER_TRANSITIONS (409 otherwise), then mails and drops released stock from the cache. */
export async function operatorMove(app: OperatorApp, orderId: number, to: OrderStatus, details: MoveDetails = {}): Promise<OperatorResult> {
  const moved = await app.db.transaction(async (tx) => {
    if (to === 'paid') {
      const o = await lockOrder(tx, orderId);
      if (o.status === 'pending_payment') await recordOperatorPayment(tx, orderId);
    }
    return moveOrder(tx, orderId, to, details);
  });
  await afterMove(app, moved);
  return { order_id: moved.orderId, order_no: moved.orderNo, status: moved.to, total: moved.total };
}

/**
 * Sets an order's amount (USD, rounded to cents). A raise on a paid order shows as difference_due
 * on its detail page, which the customer pays from /price-difference; a cut below what was paid is
 * refunded (queued in the transaction, sent after it). Not for cancelled or delivered orders (409
 * orderStatusConflict). Writes an event with the old and new amounts.
 */
export async function adjustTotal(app: OperatorApp, orderId: number, total: number): Promise<OperatorResult> {
  const next = roundMoney(total);
  const result = await app.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    if (o.status === 'cancelled' || o.status === 'delivered') throw conflict(null, said('orderStatusConflict'), { status: o.status });
    const currency = { symbol: o.currencySymbol, money: o.currencyMoney, exchange_rate: o.currencyRate };
    await tx
      .update(orders)
      .set({ total: next, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({
      orderId,
      status: o.status,
      description: `Order amount changed from ${formatMoney(o.total, currency)} to ${formatMoney(next, currency)}`,
    });
    const refunded = await queueRefund(tx, orderId, fromCents(toCents(o.paidAmount) - toCents(next)));
    return { order_id: o.id, order_no: o.orderNo, status: o.status, total: fromCents(toCents(next)), refunded };
  });
  const { refunded, ...done } = result;
  if (refunded > 0) await sendRefunds(app, { orderId });
  return done;
}

/** An order by its number (OS2611-ABC123) or its id. */
export async function findOrderRef(db: Db, ref: string): Promise<number> {
  const where = /^\d+$/.test(ref) ? eq(orders.id, Number(ref)) : eq(orders.orderNo, ref.toUpperCase());
  const [o] = await db.select({ id: orders.id }).from(orders).where(where).limit(1);
  if (!o) throw notFound(said('orderNotFound'));
  return o.id;
}

/** The newest orders, optionally of one status (CLI `list`). */
export async function listOrders(db: Db, opts: { status?: OrderStatus; limit?: number } = {}) {
  return db
    .select({
      id: orders.id,
      order_no: orders.orderNo,
      status: orders.status,
      email: orders.email,
      total: orders.total,
      created_at: orders.createdAt,
      pay_by: orders.payBy,
    })
    .from(orders)
    .where(opts.status ? eq(orders.status, opts.status) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(opts.limit ?? 20);
}
