import type { FastifyInstance } from 'fastify';
import type { InferType } from 'yup';
import { paths } from '../../../../contract/endpoints';
import {
  instalmentAccessibleSchema, instalmentPaySchema, payOrderSchema, type InstalmentPayInput, type PayOrderInput,
} from '../../../../contract/schemas/payment';
import { createInstalmentSession, instalmentAccessible, payInstalments } from '../../../services/payments/flows';
import { customerId } from '../../../services/payments/settle';

/**
 * Pay in 4 (api/{INSTALMENT_PROVIDER}/...):
 * GET accessible?amount= -> {accessible, min, max};
 * POST createSession {order_id} -> {session_id, schedule: Instalment[]} (409 instalmentUnavailable out of range);
 * POST pay {session_id, name, card_number, expiry, cvc} -> PaymentResult; the schedule is stored with the order.
 */
export default async function instalmentRoutes(app: FastifyInstance) {
  app.get<{ Querystring: InferType<typeof instalmentAccessibleSchema> }>(`/${paths.instalmentAccessible}`, {
    schema: { querystring: instalmentAccessibleSchema },
    config: { auth: 'customer' },
  }, async (req, reply) => {
    return reply.ok(instalmentAccessible(app, req.query.amount));
  });

  app.post<{ Body: PayOrderInput }>(`/${paths.instalmentCreateSession}`, {
    schema: { body: payOrderSchema },
    config: { auth: 'customer' },
  }, async (req, reply) => {
    return reply.ok(await createInstalmentSession(app, customerId(req.who), req.body.order_id));
  });

  app.post<{ Body: InstalmentPayInput }>(`/${paths.instalmentPay}`, {
    schema: { body: instalmentPaySchema },
    config: { auth: 'customer' },
  }, async (req, reply) => {
    return reply.ok(await payInstalments(app, customerId(req.who), req.body));
  });
}
