/**
 * The console's refund (api/admin/orders/{id}/refund): the whole refundable amount, an amount, or
 * chosen lines, with a reason, through the payment providers (services/payments/refunds.ts:
 * `queueRefund` in the transaction, `sendRefunds` after it), so it shows in the customer's
 * transaction history like every other refund.
 *
 * - Never more than is left: what the shop holds of the order (succeeded payments less refunds
 *   sent or on their way); more is a 409 refundTooMuch naming what is left, nothing is queued.
 * - Idempotent by the request's key: one order_refunds row per (order, key). A repeated request
 *   answers the first refund and refunds nothing more, whatever it asks; two at once run one after
 *   the other (the order row is locked first) and the second finds the first's row. The unique
 *   index order_refunds_key_idx is the backstop.
 * - The version check (409 orderChanged) comes after the key's: a repeat carries the version of
 *   before its own refund.
 */
import { and, eq } from 'drizzle-orm';
import { said } from '../../../contract/messages';
import { formatMoney } from '../../../contract/money-format';
import { fromCents, toCents } from '../../../contract/rounding';
import type { AdminRefundInput } from '../../../contract/schemas/admin';
import type { Db } from '../../db/client';
import { orderLines, orderRefunds, payments } from '../../db/schema';
import { conflict, invalid } from '../../errors';
import { isUniqueViolation } from '../platform/db-errors';
import { netPaidCents, queueRefund, sendRefunds } from '../payments/refunds';
import { recordAudit } from '../staff/audit';
import { lockOrder } from './order-lifecycle';
import { checkVersion, staffIdOf, type OperatorActor, type OperatorApp } from './order-admin';

export interface RefundDone {
  refund_id: number;
  amount: number;
  /** True when the key had already refunded: this answer is the first refund's, nothing more was given back. */
  repeated: boolean;
}

async function refundByKey(db: Db, orderId: number, key: string) {
  const [row] = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.idempotencyKey, key)));
  return row;
}

/** The cents of chosen lines (each line's total shared by its quantity), checked against what was ordered and not yet refunded. */
async function centsOfLines(tx: Db, orderId: number, chosen: Array<{ line_id: number; qty: number }>): Promise<number> {
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const earlier = await tx.select({ lines: orderRefunds.lines }).from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
  const refundedQty = new Map<number, number>();
  for (const r of earlier) for (const l of r.lines) refundedQty.set(l.line_id, (refundedQty.get(l.line_id) ?? 0) + l.qty);
  const asked = new Map<number, number>();
  for (const c of chosen) asked.set(c.line_id, (asked.get(c.line_id) ?? 0) + c.qty);
  let cents = 0;
  for (const [lineId, qty] of asked) {
    const line = lines.find((l) => l.id === lineId);
    if (!line || qty > line.qty - (refundedQty.get(lineId) ?? 0)) throw invalid({ lines: said('refundLinesInvalid') });
    cents += Math.round((toCents(line.lineTotal) * qty) / line.qty);
  }
  return cents;
}

/** The console's refund (with the version the member saw) or the CLI's (`npm run orders -- refund`, no version). */
export async function refundOrder(
  app: OperatorApp,
  actor: OperatorActor,
  orderId: number,
  input: Omit<AdminRefundInput, 'version'> & { version?: number },
): Promise<RefundDone> {
  let done: RefundDone;
  try {
    done = await app.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const earlier = await refundByKey(tx, orderId, input.idempotency_key);
      if (earlier) return { refund_id: earlier.id, amount: earlier.amount, repeated: true };
      checkVersion(order, input.version);

      const held = netPaidCents(await tx.select().from(payments).where(eq(payments.orderId, orderId))).paid;
      if (held <= 0) throw conflict(null, said('nothingToRefund'));
      const lines = input.lines ?? [];
      const cents = lines.length ? await centsOfLines(tx, orderId, lines) : input.amount != null ? toCents(input.amount) : held;
      if (cents <= 0) throw invalid({ amount: said('amountInvalid') });
      if (cents > held) throw conflict(null, said('refundTooMuch', { left: formatMoney(fromCents(held), null) }), { refundable: fromCents(held) });

      const queued = await queueRefund(tx, orderId, fromCents(cents));
      // What the payments cover is what the shop holds, so this is all of it; anything else rolls back.
      if (toCents(queued) !== cents) throw conflict(null, said('refundTooMuch', { left: formatMoney(queued, null) }), { refundable: queued });
      const [row] = await tx
        .insert(orderRefunds)
        .values({ orderId, idempotencyKey: input.idempotency_key, staffId: staffIdOf(actor), amount: queued, reason: input.reason, lines })
        .returning({ id: orderRefunds.id });
      await recordAudit(tx, actor, {
        action: 'order.refund',
        record_kind: 'order',
        record_id: orderId,
        before: { paid_amount: fromCents(held), version: order.version },
        after: { refund_id: row!.id, amount: queued, reason: input.reason, lines, paid_amount: fromCents(held - cents) },
      });
      return { refund_id: row!.id, amount: queued, repeated: false };
    });
  } catch (err) {
    // The backstop: a concurrent request with the same key committed first.
    if (!isUniqueViolation(err)) throw err;
    const earlier = await refundByKey(app.db, orderId, input.idempotency_key);
    if (!earlier) throw err;
    return { refund_id: earlier.id, amount: earlier.amount, repeated: true };
  }
  if (!done.repeated) await sendRefunds(app, { orderId });
  return done;
}
