import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import {
  instalmentAccessibleSchema,
  instalmentPaySchema,
  payOrderSchema,
  type InstalmentAccessibleInput,
  type InstalmentPayInput,
  type PayOrderInput,
} from '../../../../contract/schemas/payment';
import { createInstalmentSession, instalmentAccessible, payInstalments } from '../../../services/payments/flows';
import { customerId } from '../../../services/payments/settle';
import { instalmentAccessReply, instalmentSessionReply, paymentResultReply } from '../../../../contract/schemas/replies/orders';
import { replies } from '../../../openapi/replies';

/**
 * Pay in 4 (api/{INSTALMENT_PROVIDER}/...):
 * POST accessible {amount} -> {accessible, min, max} (spec section 7 lists it as a POST);
 * POST createSession {order_id} -> {session_id, schedule: Instalment[]} (409 instalmentUnavailable out of range);
 * POST pay {session_id, name, card_number, expiry, cvc} -> PaymentResult; the schedule is stored with the order.
 */
export default async function instalmentRoutes(app: FastifyInstance) {
  app.post<{ Body: InstalmentAccessibleInput }>(
    `/${paths.instalmentAccessible}`,
    {
      schema: {
        summary: 'Whether pay in 4 is offered for an amount',
        tags: ['payments'],
        body: instalmentAccessibleSchema,
        response: replies(instalmentAccessReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(instalmentAccessible(app, req.body.amount));
    },
  );

  app.post<{ Body: PayOrderInput }>(
    `/${paths.instalmentCreateSession}`,
    {
      schema: { summary: 'A pay in 4 session and its schedule', tags: ['payments'], body: payOrderSchema, response: replies(instalmentSessionReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(await createInstalmentSession(app, customerId(req.who), req.body.order_id));
    },
  );

  app.post<{ Body: InstalmentPayInput }>(
    `/${paths.instalmentPay}`,
    {
      schema: { summary: 'Pay the instalments with a card', tags: ['payments'], body: instalmentPaySchema, response: replies(paymentResultReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(await payInstalments(app, customerId(req.who), req.body));
    },
  );
}
