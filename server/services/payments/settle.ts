/**
 * The part of paying that every method shares: which orders may be paid, the record of every
 * attempt in `payments`, and settling a charge in ONE transaction (payment succeeded, the order's
 * paid_amount, the move to paid with its event and mail, the instalment schedule, the order's
 * lines out of the customer's cart).
 *
 * Idempotency: every charge runs with the order row locked (`select ... for update`, lockOrder),
 * so a repeated or concurrent call waits for the first and then sees its result: a settled
 * payment answers its result again (wallet execute) or 409 orderAlreadyPaid (a new attempt);
 * the partial unique index payments_one_order_success_idx (one succeeded payment of the order itself)
 * is the backstop, turned into the same 409.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Code, Reason } from '../../../contract/codes';
import { said } from '../../../contract/messages';
import type { Instalment, OrderStatus, PaymentMethod, PaymentRecord, PaymentResult } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { instalments, orderEvents, orders, payments } from '../../db/schema';
import { ApiError, conflict, forbidden, notFound } from '../../errors';
import type { Identity } from '../auth/tokens';
import { isUniqueViolation } from '../platform/db-errors';
import { fromCents, toCents } from '../../../contract/rounding';
import { clearOrderedCartLines } from '../orders/orders';
import { afterMove, lockOrder, mailMove, moveOrder, type AfterCommitApp, type Moved } from '../orders/order-lifecycle';
import type { ChargeOutcome, RefusalReason } from './provider';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type Purpose = PaymentRow['purpose'];

/** What the payment code needs of the app. */
export type PaymentsApp = AfterCommitApp & Pick<FastifyInstance, 'db' | 'payments'>;

const PAID: readonly OrderStatus[] = ['paid', 'processing', 'shipped', 'delivered'];

export const PRICE_DIFFERENCE_PAID = 'Price difference paid';

/** The signed-in customer's id (routes declare `auth: 'customer'`; a visitor never gets here). */
export function customerId(who: Identity): number {
  if (who.kind !== 'customer') throw forbidden(said('signInRequired'));
  return who.userId;
}

/** What is still owed on an order (USD): its total less what was paid. */
export function amountDue(order: Pick<OrderRow, 'total' | 'paidAmount'>): number {
  return fromCents(toCents(order.total) - toCents(order.paidAmount));
}

/**
 * An order may be paid while it waits for payment and its time has not run out. A hidden order
 * is not found; a paid one answers orderAlreadyPaid; a cancelled or expired one orderNotPayable.
 */
export function assertPayable(order: OrderRow, now = new Date()): void {
  if (order.deletedAt) throw notFound(said('orderNotFound'));
  if (PAID.includes(order.status)) throw conflict(null, said('orderAlreadyPaid'));
  if (order.status !== 'pending_payment' || (order.payBy && order.payBy.getTime() <= now.getTime())) {
    throw conflict(null, said('orderNotPayable'));
  }
}

/** A price difference is owed by a paid order whose total rose above what was paid. */
export function assertDifferenceDue(order: OrderRow): void {
  if (order.deletedAt) throw notFound(said('orderNotFound'));
  if (order.status === 'cancelled') throw conflict(null, said('orderNotPayable'));
  if (!PAID.includes(order.status) || amountDue(order) <= 0) throw conflict(null, said('noDifferenceDue'));
}

export function assertOwed(order: OrderRow, purpose: Purpose): void {
  if (purpose === 'order') assertPayable(order);
  else assertDifferenceDue(order);
}

/** Locks the caller's order and checks it owes `purpose`; 404 when it is not theirs. */
export async function lockOwed(tx: Db, orderId: number, userId: number, purpose: Purpose): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId, userId);
  assertOwed(order, purpose);
  return order;
}

export function toPaymentRecord(p: PaymentRow): PaymentRecord {
  return {
    id: p.id,
    method: p.method,
    purpose: p.purpose,
    status: p.status,
    amount: p.amount,
    created_at: p.createdAt.toISOString(),
    description: p.description,
  };
}

export function paymentResult(order: Pick<OrderRow, 'id' | 'orderNo' | 'status'>, payment: PaymentRow): PaymentResult {
  return { order_id: order.id, order_no: order.orderNo, status: order.status, payment: toPaymentRecord(payment) };
}

/** Records a new attempt, pending until it settles or fails. */
export async function recordPending(
  tx: Db,
  order: OrderRow,
  values: {
    method: PaymentMethod;
    purpose: Purpose;
    amount: number;
    provider: string;
    providerRef: string;
    description?: string;
  },
): Promise<PaymentRow> {
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      userId: order.userId,
      status: 'pending',
      description: values.description ?? '',
      ...values,
    })
    .returning();
  return row!;
}

/** A provider's refusal: the HTTP 402 the shopper sees, in the spec's words. */
export function paymentRefused(reason: RefusalReason, data: { order_id: number; payment_id: number }): ApiError {
  return new ApiError(Code.paymentRequired, said(reason), { ...data, reason });
}

/** Other attempts at the same order and purpose still pending are void once one succeeded. */
async function voidOtherAttempts(tx: Db, payment: PaymentRow): Promise<void> {
  await tx
    .update(payments)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(eq(payments.orderId, payment.orderId), eq(payments.purpose, payment.purpose), eq(payments.status, 'pending'), ne(payments.id, payment.id)),
    );
}

export interface Settled {
  result: PaymentResult;
  /** The move to paid, for `afterMove` once committed (null for a price difference or a repeat). */
  moved: Moved | null;
}

/**
 * Settles a succeeded charge inside the caller's transaction, the order locked and owing it:
 * the payment succeeded, the order's paid_amount, then for an order payment the move to paid
 * (event, payment_method; its mail after the commit), the instalment schedule and the cart; for
 * a price difference an event.
 */
export async function settle(
  tx: Db,
  order: OrderRow,
  payment: PaymentRow,
  outcome: { description: string; schedule?: Instalment[] },
): Promise<Settled> {
  const [done] = await tx
    .update(payments)
    .set({ status: 'succeeded', description: outcome.description, error: null, updatedAt: sql`now()` })
    .where(eq(payments.id, payment.id))
    .returning();
  await voidOtherAttempts(tx, payment);
  await tx
    .update(orders)
    .set({
      paidAmount: sql`${orders.paidAmount} + ${payment.amount}::numeric`,
      // A paid order has no deadline any more.
      ...(payment.purpose === 'order' ? { payBy: null } : {}),
      updatedAt: sql`now()`,
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.id, order.id));

  if (payment.purpose === 'difference') {
    await tx.insert(orderEvents).values({ orderId: order.id, status: order.status, description: PRICE_DIFFERENCE_PAID });
    return { result: paymentResult(order, done!), moved: null };
  }
  const moved = await moveOrder(tx, order.id, 'paid', { payment_method: payment.method });
  if (outcome.schedule?.length) {
    await tx.insert(instalments).values(
      outcome.schedule.map((s) => ({
        orderId: order.id,
        paymentId: payment.id,
        seq: s.seq,
        amount: s.amount,
        dueAt: s.due_at ? new Date(s.due_at) : null,
        status: s.status,
      })),
    );
  }
  await clearOrderedCartLines(tx, order.id);
  return { result: paymentResult({ ...order, status: moved.to }, done!), moved };
}

/** How a caller names the attempt it charges, and how the provider charges it. */
export interface ChargeSpec {
  userId: number;
  provider: string;
  providerRef: string;
  purpose: Purpose;
  /** The order named in the path (card): it is locked and checked first (404 orderNotFound, 409s). */
  orderId?: number;
  /** A repeat of a settled payment answers its result again (wallet execute), else 409 orderAlreadyPaid. */
  repeatAnswersSettled?: boolean;
  charge(payment: PaymentRow, order: OrderRow): Promise<ChargeOutcome & { schedule?: Instalment[] }>;
}

type ChargeDone = Settled | { refused: RefusalReason; order_id: number; payment_id: number };

/** Runs a payment transaction, turning the one-success index's violation into orderAlreadyPaid. */
export async function inPaymentTx<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(null, said('orderAlreadyPaid'));
    throw err;
  }
}

/**
 * Charges a recorded attempt: locks the order, then the payment; a settled one answers (or 409s),
 * a cancelled one is refused, an amount that no longer matches what is owed is a 409 priceChanged;
 * otherwise the provider charges it, and the outcome is recorded in the same transaction. A
 * refusal is committed (the failed attempt is kept) and then thrown as a 402.
 */
export async function chargePayment(app: PaymentsApp, spec: ChargeSpec): Promise<PaymentResult> {
  const done = await inPaymentTx<ChargeDone>(app.db, async (tx) => {
    const pathOrder = spec.orderId === undefined ? undefined : await lockOwed(tx, spec.orderId, spec.userId, spec.purpose);
    const [found] = await tx
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(
        and(
          eq(payments.provider, spec.provider),
          eq(payments.providerRef, spec.providerRef),
          eq(payments.userId, spec.userId),
          eq(payments.purpose, spec.purpose),
          ...(spec.orderId === undefined ? [] : [eq(payments.orderId, spec.orderId)]),
        ),
      )
      .limit(1);
    if (!found) throw notFound(said('paymentNotFound'));
    const order = pathOrder ?? (await lockOrder(tx, found.orderId, spec.userId));
    const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
    if (payment!.status === 'succeeded') {
      if (spec.repeatAnswersSettled) return { result: paymentResult(order, payment!), moved: null };
      throw conflict(null, said('orderAlreadyPaid'));
    }
    assertOwed(order, spec.purpose);
    if (payment!.status === 'cancelled') return { refused: 'paymentCancelled', order_id: order.id, payment_id: payment!.id };
    if (toCents(payment!.amount) !== toCents(amountDue(order))) throw conflict(Reason.priceChanged, said('priceChanged'));

    const outcome = await spec.charge(payment!, order);
    if (outcome.ok) {
      const settled = await settle(tx, order, payment!, outcome);
      if (settled.moved) await mailMove(app, tx, settled.moved);
      return settled;
    }
    await tx
      .update(payments)
      .set({ status: 'failed', error: outcome.reason, description: outcome.description, updatedAt: sql`now()` })
      .where(eq(payments.id, payment!.id));
    return { refused: outcome.reason, order_id: order.id, payment_id: payment!.id };
  });
  if ('refused' in done) throw paymentRefused(done.refused, { order_id: done.order_id, payment_id: done.payment_id });
  if (done.moved) await afterMove(app, done.moved);
  return done.result;
}
