import type { FastifyInstance } from 'fastify';
import { patterns } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import type { OrderStatus } from '../../../../contract/orders';
import {
  adminOrderAdjustSchema,
  adminOrderParamsSchema,
  adminOrderStatusSchema,
  adminPrescriptionPhotoParamsSchema,
  adminReadPrescriptionParamsSchema,
  adminReadPrescriptionSchema,
  type AdminOrderAdjustInput,
  type AdminOrderStatusInput,
  type AdminReadPrescriptionInput,
  type AdminReadPrescriptionParams,
} from '../../../../contract/schemas/admin';
import { adjustTotal, operatorMove } from '../../../services/orders/order-admin';
import { prescriptionPhotoFile, readPrescription } from '../../../services/cart/prescription-photos';
import { operatorResultReply } from '../../../../contract/schemas/replies/orders';
import { type Agrees, type Assert } from '../../../../contract/schemas/replies/shape';
import { mediaReply, replies } from '../../../openapi/replies';

/**
 * The operator's order endpoints, for signed-in staff (plugins/staff-auth.ts: no staff token 401,
 * a role without the route's permission 403); the console's own are ./orders-console*.ts.
 * - POST api/admin/orders/{id}/status {status, carrier?, tracking_no?, location?} (orders.fulfil): moves the order
 *   along ORDER_TRANSITIONS (409 orderStatusConflict otherwise); shipped needs carrier and tracking_no
 * - POST api/admin/orders/{id}/adjust {total} (orders.fulfil): sets the order's amount (a raise after payment is a
 *   price difference for the customer to pay)
 * - POST api/admin/orders/{id}/lines/{line}/prescription {prescription} (orders.fulfil): the prescription read from
 *   the line's photo (the configurator's rules; 409 rxNotAwaiting for a line that does not wait)
 * - GET api/admin/prescription-photos/{id} (orders.read; audited as prescription.read): the photo itself (the id is the line's `lens.photo_id`)
 */
export default async function adminOrderRoutes(app: FastifyInstance) {
  const fulfil = { staff: 'orders.fulfil' } as const;

  app.post<{ Params: { id: number }; Body: AdminOrderStatusInput }>(
    `/${patterns.adminOrderStatus}`,
    {
      config: fulfil,
      schema: {
        summary: 'Move an order along its lifecycle (operator)',
        tags: ['admin'],
        params: adminOrderParamsSchema,
        body: adminOrderStatusSchema,
        response: replies(operatorResultReply),
      },
    },
    async (req, reply) => {
      const { status, carrier, tracking_no, location } = req.body;
      return reply.ok(await operatorMove(app, req.params.id, status as OrderStatus, { carrier, tracking_no, location }, { actor: req.staff }));
    },
  );

  app.post<{ Params: { id: number }; Body: AdminOrderAdjustInput }>(
    `/${patterns.adminOrderAdjust}`,
    {
      config: fulfil,
      schema: {
        summary: "Set an order's amount (operator)",
        tags: ['admin'],
        params: adminOrderParamsSchema,
        body: adminOrderAdjustSchema,
        response: replies(operatorResultReply),
      },
    },
    async (req, reply) => reply.ok(await adjustTotal(app, req.params.id, req.body.total, { actor: req.staff })),
  );

  app.post<{ Params: AdminReadPrescriptionParams; Body: AdminReadPrescriptionInput }>(
    `/${patterns.adminReadPrescription}`,
    {
      config: fulfil,
      schema: {
        summary: "Enter the prescription read from an order line's photo (operator)",
        tags: ['admin'],
        params: adminReadPrescriptionParamsSchema,
        body: adminReadPrescriptionSchema,
        response: replies(operatorResultReply),
      },
    },
    async (req, reply) => reply.ok(await readPrescription(app, req.params.id, req.params.line, req.body.prescription, req.staff), said('rxRead')),
  );

  app.get<{ Params: { id: number } }>(
    `/${patterns.adminPrescriptionPhoto}`,
    {
      config: { staff: 'orders.read' },
      schema: {
        summary: "A customer's prescription photo, to read (operator)",
        tags: ['admin'],
        params: adminPrescriptionPhotoParamsSchema,
        response: mediaReply('image/*'),
      },
      // Never run as a page: an image, shown as one.
      onSend: (_req, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('content-security-policy', "default-src 'none'; sandbox");
        done(null, payload);
      },
    },
    async (req, reply) => {
      const file = await prescriptionPhotoFile(app.db, req.params.id, req.staff);
      return reply.type(file.mime).header('cache-control', 'private, no-store').send(file.data);
    },
  );
}

type _Operator = Assert<Agrees<typeof operatorResultReply, Awaited<ReturnType<typeof operatorMove>>>>;
