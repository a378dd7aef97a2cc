/**
 * Refunds: money back to the customer, on the payments that took it.
 *
 * - `queueRefund(tx, orderId, amount)`, inside the transaction that makes money owed back (a paid
 *   order cancelled, an order's amount lowered below what was paid): pending refund rows against
 *   the order's succeeded payments (newest first, each at most what is left of it), the order's
 *   paid_amount lowered, an order event. The shop owes the money from that commit on.
 * - `sendRefunds(app, scope)`, after the commit (and from the order sweep, for what is left): asks
 *   each pending refund's provider to pay it back. `sent`: succeeded. `manual` (a bank transfer the
 *   shop sends by hand, or a payment the provider configured today did not take): stays pending
 *   until the operator confirms it (`markRefundsSent`, `npm run orders -- refunded <order>`).
 *   `failed`: stays pending with the provider's words in `error`, tried again by the next sweep.
 *
 * A refund row is a payment with purpose 'refund' and `refund_of` the payment it gives back on; a
 * refund is never 'failed' for the customer: the shop owes it until it is sent.
 */
import { and, asc, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../../contract/money-format';
import type { Db } from '../../db/client';
import { orderEvents, orders, payments } from '../../db/schema';
import { fromCents, toCents } from '../../../contract/rounding';

/** What sending refunds needs of the app. */
export type RefundsApp = Pick<FastifyInstance, 'db' | 'payments' | 'log'>;

type PaymentRow = typeof payments.$inferSelect;

/** Cents still refundable on each succeeded payment of an order (refunds not failed count as given back). */
async function refundableOf(tx: Db, orderId: number): Promise<Array<{ payment: PaymentRow; leftCents: number }>> {
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), ne(payments.purpose, 'refund'), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id));
  if (!paid.length) return [];
  const given = await tx
    .select({ of: payments.refundOf, cents: sql<number>`coalesce(sum(${payments.amount} * 100), 0)::int`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'refund'), ne(payments.status, 'failed')))
    .groupBy(payments.refundOf);
  const givenOf = new Map(given.map((g) => [g.of, g.cents]));
  return paid.map((payment) => ({ payment, leftCents: toCents(payment.amount) - (givenOf.get(payment.id) ?? 0) })).filter((p) => p.leftCents > 0);
}

/**
 * Inside the caller's transaction, the order locked: refunds of `amount` (USD) owed back on the
 * order, as far as its payments cover it. Returns the amount queued (0 when nothing was paid).
 */
export async function queueRefund(tx: Db, orderId: number, amount: number): Promise<number> {
  let leftCents = toCents(amount);
  if (leftCents <= 0) return 0;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return 0;
  const currency = { symbol: order.currencySymbol, money: order.currencyMoney, exchange_rate: order.currencyRate };
  let queuedCents = 0;
  for (const { payment, leftCents: refundable } of await refundableOf(tx, orderId)) {
    if (leftCents === 0) break;
    const cents = Math.min(leftCents, refundable);
    const [made] = await tx
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(payments)
      .where(eq(payments.refundOf, payment.id));
    await tx.insert(payments).values({
      orderId,
      userId: payment.userId,
      method: payment.method,
      purpose: 'refund',
      status: 'pending',
      amount: fromCents(cents),
      provider: payment.provider,
      providerRef: `refund-${payment.id}-${(made?.n ?? 0) + 1}`,
      description: payment.description,
      refundOf: payment.id,
    });
    const back = formatMoney(fromCents(cents), currency);
    await tx.insert(orderEvents).values({
      orderId,
      status: order.status,
      description: payment.description ? `Refund of ${back} to ${payment.description}` : `Refund of ${back}`,
    });
    leftCents -= cents;
    queuedCents += cents;
  }
  if (queuedCents > 0) {
    await tx
      .update(orders)
      .set({
        paidAmount: sql`greatest(${orders.paidAmount} - ${fromCents(queuedCents)}::numeric, 0)`,
        updatedAt: sql`now()`,
        version: sql`${orders.version} + 1`,
      })
      .where(eq(orders.id, orderId));
  }
  return fromCents(queuedCents);
}

/** The provider that took a payment, when it is the one configured for its method today. */
function providerOf(app: RefundsApp, row: PaymentRow) {
  const provider = app.payments[row.method];
  return provider.id === row.provider ? provider : null;
}

/**
 * After the commit: asks the providers to send the pending refunds (of one order, or all of them
 * for the sweep). Never throws: a refund not sent stays pending and is tried again.
 */
export async function sendRefunds(app: RefundsApp, scope: { orderId?: number } = {}): Promise<{ sent: number; waiting: number }> {
  const pending = await app.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, 'refund'),
        eq(payments.status, 'pending'),
        isNotNull(payments.refundOf),
        scope.orderId !== undefined ? eq(payments.orderId, scope.orderId) : undefined,
      ),
    )
    .orderBy(asc(payments.id))
    .limit(200);
  let sent = 0;
  for (const refund of pending) {
    const provider = providerOf(app, refund);
    const [original] = await app.db.select({ ref: payments.providerRef }).from(payments).where(eq(payments.id, refund.refundOf!));
    const [order] = await app.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, refund.orderId));
    try {
      const outcome = provider
        ? await provider.refund({
            amount: refund.amount,
            reference: order?.orderNo ?? String(refund.orderId),
            paymentRef: original!.ref,
            idempotencyKey: `refund-${refund.id}`,
          })
        : ({ status: 'manual' } as const);
      if (outcome.status === 'sent') {
        await app.db
          .update(payments)
          .set({ status: 'succeeded', error: null, updatedAt: sql`now()` })
          .where(and(eq(payments.id, refund.id), eq(payments.status, 'pending')));
        sent += 1;
      } else if (outcome.status === 'failed') {
        await app.db
          .update(payments)
          .set({ error: outcome.error, updatedAt: sql`now()` })
          .where(eq(payments.id, refund.id));
        app.log.warn({ refundId: refund.id, orderId: refund.orderId, error: outcome.error }, 'refund refused: tried again by the next sweep');
      }
    } catch (err) {
      app.log.error({ err, refundId: refund.id, orderId: refund.orderId }, 'refund failed: tried again by the next sweep');
    }
  }
  return { sent, waiting: pending.length - sent };
}

/** The operator sent an order's pending refunds by hand (a bank transfer back): they are succeeded. Returns how many. */
export async function markRefundsSent(db: Db, orderId: number): Promise<number> {
  const done = await db
    .update(payments)
    .set({ status: 'succeeded', error: null, updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.purpose, 'refund'), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return done.length;
}

/** What the shop holds of a list of an order's payments, in cents: succeeded payments less refunds not failed. */
export function netPaidCents(list: ReadonlyArray<{ purpose: string; status: string; amount: number }>): { paid: number; refunded: number } {
  let paid = 0;
  let refunded = 0;
  for (const p of list) {
    if (p.purpose === 'refund') {
      if (p.status !== 'failed') refunded += toCents(p.amount);
    } else if (p.status === 'succeeded') paid += toCents(p.amount);
  }
  return { paid: paid - refunded, refunded };
}
