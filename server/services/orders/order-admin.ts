import { and, desc, eq, sql } from 'drizzle-orm';
import { said } from '../../../contract/messages';
import { formatMoney } from '../../../contract/money-format';
import type { OrderStatus } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { orderEvents, orderNotes, orders, payments } from '../../db/schema';
import { Reason } from '../../../contract/codes';
import { conflict, notFound } from '../../errors';
import { afterMove, lockOrder, moveOrderMailed, type AfterCommitApp, type MoveDetails } from './order-lifecycle';
import { fromCents, roundMoney, toCents } from '../../../contract/rounding';
import { queueRefund, sendRefunds } from '../payments/refunds';
import { recordAudit } from '../staff/audit';

/**
 * What an operator does to orders, shared by the console's endpoints (api/admin/orders/...,
 * services/orders/order-console.ts) and the CLI (`npm run orders`). Both go through moveOrder, so
 * the same transitions hold everywhere, and both write the audit log.
 */
export type OperatorApp = AfterCommitApp;

/** Who acts, as the audit log names them: a signed-in member, the terminal, or the shop itself. */
export type OperatorActor = Parameters<typeof recordAudit>[1];

/** Who acts and what they saw: the audit's actor ('system' by default) and, from the console, the order's version. */
export interface OperatorContext {
  actor?: OperatorActor;
  /** The version of the order the member acted on: another (someone changed it since) is a 409 orderChanged. */
  version?: number;
  /** More of what the action was, for the audit entry's `after` (a cancellation's reason). */
  audit?: Record<string, unknown>;
  /** A staff note written with the move, in its transaction (a cancellation's reason). */
  note?: string;
}

/** The member's id of an actor (null for the terminal or the shop), as notes and refunds keep it. */
export const staffIdOf = (actor: OperatorActor | undefined): number | null => (actor && typeof actor === 'object' ? actor.id : null);

/** The console's version check, the order locked: a stale copy is refused before anything changes. */
export function checkVersion(order: { version: number }, version: number | undefined): void {
  if (version !== undefined && order.version !== version) throw conflict(Reason.orderChanged, said('orderChanged'), { version: order.version });
}

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

/**
 * Moves an order along ORDER_TRANSITIONS (409 otherwise), then mails and drops released stock from
 * the cache. With `ctx.version`, a stale copy is a 409 orderChanged; the move is audited
 * (`order.<status>`, before and after) in its transaction.
 */
export async function operatorMove(
  app: OperatorApp,
  orderId: number,
  to: OrderStatus,
  details: MoveDetails = {},
  ctx: OperatorContext = {},
): Promise<OperatorResult> {
  const moved = await app.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    checkVersion(o, ctx.version);
    if (to === 'paid' && o.status === 'pending_payment') await recordOperatorPayment(tx, orderId);
    const m = await moveOrderMailed(app, tx, orderId, to, details);
    if (ctx.note) await tx.insert(orderNotes).values({ orderId, staffId: staffIdOf(ctx.actor), text: ctx.note });
    await recordAudit(tx, ctx.actor ?? 'system', {
      action: `order.${to}`,
      record_kind: 'order',
      record_id: orderId,
      before: { status: m.from, version: o.version },
      after: { status: m.to, ...(m.shipment ?? {}), ...(m.refunded > 0 ? { refunded: m.refunded } : {}), ...ctx.audit },
    });
    return m;
  });
  await afterMove(app, moved);
  return { order_id: moved.orderId, order_no: moved.orderNo, status: moved.to, total: moved.total };
}

/** The statuses a price difference may be asked in: paid, not yet delivered. */
const DIFFERENCE_STATUSES: readonly OrderStatus[] = ['paid', 'processing', 'shipped'];

/**
 * Sets an order's amount (USD, rounded to cents). A raise on a paid order shows as difference_due
 * on its detail page, which the customer pays from /price-difference; a cut below what was paid is
 * refunded (queued in the transaction, sent after it). Not for cancelled or delivered orders (409
 * orderStatusConflict). Writes an event with the old and new amounts, bumps the version, audits
 * `order.adjust`. `total` may be worked out from the locked order (a raise by an amount).
 */
export async function adjustTotal(
  app: OperatorApp,
  orderId: number,
  total: number | ((order: typeof orders.$inferSelect) => number),
  ctx: OperatorContext & { action?: string } = {},
): Promise<OperatorResult> {
  const result = await app.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId);
    checkVersion(o, ctx.version);
    const next = roundMoney(typeof total === 'function' ? total(o) : total);
    if (o.status === 'cancelled' || o.status === 'delivered') throw conflict(null, said('orderStatusConflict'), { status: o.status });
    const currency = { symbol: o.currencySymbol, money: o.currencyMoney, exchange_rate: o.currencyRate };
    await tx
      .update(orders)
      .set({ total: next, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
      .where(eq(orders.id, orderId));
    await recordAudit(tx, ctx.actor ?? 'system', {
      action: ctx.action ?? 'order.adjust',
      record_kind: 'order',
      record_id: orderId,
      before: { total: o.total, version: o.version },
      after: { total: next, ...ctx.audit },
    });
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

/**
 * The console's price difference: the order's total rises by `amount` (USD), which the customer
 * pays from /price-difference. Only a paid order not yet delivered (409 priceDifferenceNotAllowed).
 */
export async function requestPriceDifference(app: OperatorApp, orderId: number, amount: number, ctx: OperatorContext = {}): Promise<OperatorResult> {
  return adjustTotal(
    app,
    orderId,
    (o) => {
      if (!DIFFERENCE_STATUSES.includes(o.status)) throw conflict(null, said('priceDifferenceNotAllowed'), { status: o.status });
      return fromCents(toCents(o.total) + toCents(amount));
    },
    { ...ctx, action: 'order.price_difference', audit: { amount: roundMoney(amount), ...ctx.audit } },
  );
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
