/**
 * The console's actions on one order (api/admin/orders/{id}/...): each is the operator's service
 * of order-admin.ts (which `npm run orders` uses too) with the member as the audit's actor and the
 * version they saw, so a stale copy is a 409 orderChanged and nothing is applied twice. Refunds
 * are in order-refund.ts.
 */
import type { AdminNoteInput, AdminCancelInput, AdminShipInput } from '../../../contract/schemas/admin';
import { orderNotes } from '../../db/schema';
import { lockOrder } from './order-lifecycle';
import { operatorMove, requestPriceDifference, staffIdOf, type OperatorActor, type OperatorApp, type OperatorResult } from './order-admin';
import { recordAudit } from '../staff/audit';
import type { Db } from '../../db/client';

/** paid -> processing. */
export function markProcessing(app: OperatorApp, actor: OperatorActor, orderId: number, version: number): Promise<OperatorResult> {
  return operatorMove(app, orderId, 'processing', {}, { actor, version });
}

/** processing -> shipped with its carrier and tracking number; the customer is mailed both. */
export function shipOrder(app: OperatorApp, actor: OperatorActor, orderId: number, input: AdminShipInput): Promise<OperatorResult> {
  return operatorMove(app, orderId, 'shipped', { carrier: input.carrier, tracking_no: input.tracking_no }, { actor, version: input.version });
}

/** shipped -> delivered. */
export function deliverOrder(app: OperatorApp, actor: OperatorActor, orderId: number, version: number): Promise<OperatorResult> {
  return operatorMove(app, orderId, 'delivered', {}, { actor, version });
}

/**
 * Anything not yet shipped -> cancelled: the stock goes back, what was paid is refunded through the
 * provider (moveOrder, afterMove). The reason is kept as a staff note and in the audit entry.
 */
export function cancelOrder(app: OperatorApp, actor: OperatorActor, orderId: number, input: AdminCancelInput): Promise<OperatorResult> {
  return operatorMove(
    app,
    orderId,
    'cancelled',
    { description: 'Order cancelled by the shop' },
    { actor, version: input.version, audit: { reason: input.reason }, note: `Cancelled: ${input.reason}` },
  );
}

/** The order's total rises by `amount`: the customer pays the difference from /price-difference. */
export function askPriceDifference(
  app: OperatorApp,
  actor: OperatorActor,
  orderId: number,
  input: { version: number; amount: number },
): Promise<OperatorResult> {
  return requestPriceDifference(app, orderId, input.amount, { actor, version: input.version });
}

/** A staff note on the order (never shown to the customer). It changes nothing of the order: no version check. */
export async function addOrderNote(db: Db, actor: OperatorActor, orderId: number, input: AdminNoteInput): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const [note] = await tx
      .insert(orderNotes)
      .values({ orderId, staffId: staffIdOf(actor), text: input.text })
      .returning({ id: orderNotes.id });
    await recordAudit(tx, actor, { action: 'order.note', record_kind: 'order', record_id: orderId, after: { note_id: note!.id, text: input.text } });
  });
}
