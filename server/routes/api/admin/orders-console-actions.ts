import type { FastifyInstance } from 'fastify';
import { adminPatterns } from '../../../../contract/admin';
import {
  adminCancelSchema,
  adminNoteSchema,
  adminOrderParamsSchema,
  adminPriceDifferenceSchema,
  adminRefundSchema,
  adminShipSchema,
  adminVersionSchema,
  type AdminCancelInput,
  type AdminNoteInput,
  type AdminPriceDifferenceInput,
  type AdminRefundInput,
  type AdminShipInput,
  type AdminVersionInput,
} from '../../../../contract/schemas/admin';
import { adminOrderDetailReply } from '../../../../contract/schemas/replies/admin-orders';
import type { Permission } from '../../../../contract/staff';
import { adminOrderDetail } from '../../../services/orders/order-console-read';
import { addOrderNote, askPriceDifference, cancelOrder, deliverOrder, markProcessing, shipOrder } from '../../../services/orders/order-console';
import { refundOrder } from '../../../services/orders/order-refund';
import { replies } from '../../../openapi/replies';
import type { AnySchema } from 'yup';
import type { StaffActor } from '../../../services/staff/audit';

/**
 * The console's actions on one order, each answering the order as it is now (AdminOrderDetail).
 * Each goes through the order lifecycle (services/orders/order-admin.ts, as `npm run orders`): a
 * stale `version` is a 409 orderChanged, a move the state does not allow a 409 with its message,
 * bad input a 422; nothing is applied half-way. The permission is in each route's config.
 * - POST api/admin/orders/{id}/processing {version} (orders.fulfil)
 * - POST api/admin/orders/{id}/ship {version, carrier, tracking_no} (orders.fulfil): the customer is mailed
 * - POST api/admin/orders/{id}/deliver {version} (orders.fulfil)
 * - POST api/admin/orders/{id}/cancel {version, reason} (orders.fulfil): stock back, a paid amount refunded
 * - POST api/admin/orders/{id}/refund {version, idempotency_key, reason, amount? | lines?} (orders.refund)
 * - POST api/admin/orders/{id}/price-difference {version, amount} (orders.fulfil)
 * - POST api/admin/orders/{id}/notes {text} (orders.fulfil)
 */
export default async function adminOrderActionRoutes(app: FastifyInstance) {
  /** One action: its path, words, permission and body schema, and the service it calls. */
  function action<B>(
    pattern: string,
    summary: string,
    staff: Permission,
    body: AnySchema,
    run: (actor: StaffActor, id: number, body: B) => Promise<unknown>,
  ) {
    app.post<{ Params: { id: number }; Body: B }>(
      `/${pattern}`,
      {
        schema: { summary, tags: ['admin'], params: adminOrderParamsSchema, body, response: replies(adminOrderDetailReply) },
        config: { staff },
      },
      async (req, reply) => {
        await run(req.staff, req.params.id, req.body as B);
        return reply.ok(await adminOrderDetail(app.db, req.staff, req.params.id));
      },
    );
  }

  action<AdminVersionInput>(adminPatterns.orderProcessing, 'Marks a paid order processing', 'orders.fulfil', adminVersionSchema, (actor, id, b) =>
    markProcessing(app, actor, id, b.version),
  );
  action<AdminShipInput>(
    adminPatterns.orderShip,
    'Ships an order with its carrier and tracking number',
    'orders.fulfil',
    adminShipSchema,
    (actor, id, b) => shipOrder(app, actor, id, b),
  );
  action<AdminVersionInput>(adminPatterns.orderDeliver, 'Marks a shipped order delivered', 'orders.fulfil', adminVersionSchema, (actor, id, b) =>
    deliverOrder(app, actor, id, b.version),
  );
  action<AdminCancelInput>(
    adminPatterns.orderCancel,
    'Cancels an order not yet shipped (stock released, a paid amount refunded)',
    'orders.fulfil',
    adminCancelSchema,
    (actor, id, b) => cancelOrder(app, actor, id, b),
  );
  action<AdminRefundInput>(
    adminPatterns.orderRefund,
    'Refunds the whole order, an amount or chosen lines (idempotent by its key)',
    'orders.refund',
    adminRefundSchema,
    (actor, id, b) => refundOrder(app, actor, id, b),
  );
  action<AdminPriceDifferenceInput>(
    adminPatterns.orderPriceDifference,
    'Asks the customer to pay a price difference',
    'orders.fulfil',
    adminPriceDifferenceSchema,
    (actor, id, b) => askPriceDifference(app, actor, id, b),
  );
  action<AdminNoteInput>(adminPatterns.orderNote, 'Adds a staff note to an order', 'orders.fulfil', adminNoteSchema, (actor, id, b) =>
    addOrderNote(app.db, actor, id, b),
  );
}
