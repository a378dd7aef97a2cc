import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { payOrderSchema, type PayOrderInput } from '../../../../contract/schemas/payment';
import { cardCustomer, createCardIntent } from '../../../services/payments/flows';
import { customerId } from '../../../services/payments/settle';
import { cardCustomerReply, paymentIntentReply } from '../../../../contract/schemas/replies/orders';
import type { Agrees, Assert } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/**
 * The card gateway's setup (contract/orders.ts PaymentIntent):
 * GET api/users/create_customer_{provider}: the caller's customer at the gateway, made once -> {customer_id}.
 * POST api/users/create_payment_intent {order_id}: an intent for what the caller's order owes, recorded pending.
 */
export default async function paymentIntentRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.createCardCustomer}`,
    {
      schema: { summary: "The caller's customer at the card gateway, made once", tags: ['payments'], response: replies(cardCustomerReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(await cardCustomer(app, customerId(req.who)));
    },
  );

  app.post<{ Body: PayOrderInput }>(
    `/${paths.createPaymentIntent}`,
    {
      schema: {
        summary: 'A card payment intent for what the order owes',
        tags: ['payments'],
        body: payOrderSchema,
        response: replies(paymentIntentReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(await createCardIntent(app, customerId(req.who), req.body.order_id));
    },
  );
}

type _CardCustomer = Assert<Agrees<typeof cardCustomerReply, Awaited<ReturnType<typeof cardCustomer>>>>;
