import type { FastifyInstance } from 'fastify';
import { patterns } from '../../../../contract/endpoints';
import { orderIdParamsSchema } from '../../../../contract/schemas/checkout';
import { payCardSchema, type PayCardInput } from '../../../../contract/schemas/payment';
import { payByCard } from '../../../services/payments/flows';
import { customerId } from '../../../services/payments/settle';
import { paymentResultReply } from '../../../../contract/schemas/replies/orders';
import { replies } from '../../../openapi/replies';

/**
 * POST api/pay/creditcard/{orderId} {intent_id, name, card_number, expiry, cvc} -> PaymentResult.
 * A bad card field is a 422; a refusal (declined, insufficient funds, security code) a 402 with
 * the attempt kept as failed; a paid order 409 orderAlreadyPaid and no charge.
 */
export default async function creditCardRoutes(app: FastifyInstance) {
  app.post<{ Params: { orderId: number }; Body: PayCardInput }>(
    `/${patterns.payCard}`,
    {
      schema: {
        summary: 'Pay an order by card (402 when refused)',
        tags: ['payments'],
        params: orderIdParamsSchema,
        body: payCardSchema,
        response: replies(paymentResultReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(await payByCard(app, customerId(req.who), req.params.orderId, req.body));
    },
  );
}
