import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { payOrderSchema, walletExecuteSchema, type PayOrderInput, type WalletExecuteInput } from '../../../../contract/schemas/payment';
import { executeWalletPayment, startWalletPayment } from '../../../services/payments/flows';
import { customerId } from '../../../services/payments/settle';
import { paymentResultReply, walletRedirectReply } from '../../../../contract/schemas/replies/orders';
import { replies } from '../../../openapi/replies';

/**
 * A price difference (an order's total raised after it was paid), paid with the wallet:
 * POST api/pay/fillPay {order_id} -> WalletRedirect (409 noDifferenceDue when nothing is owed).
 * GET api/pay/fillpostExcute?token=&payer_id= -> PaymentResult: adds the amount to what was paid,
 * with the event "Price difference paid"; a repeat answers the same.
 */
export default async function fillPayRoutes(app: FastifyInstance) {
  app.post<{ Body: PayOrderInput }>(
    `/${paths.fillPay}`,
    {
      schema: {
        summary: 'Pay a price difference with the wallet: where to approve it',
        tags: ['payments'],
        body: payOrderSchema,
        response: replies(walletRedirectReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(await startWalletPayment(app, customerId(req.who), req.body.order_id, 'difference'));
    },
  );

  app.get<{ Querystring: WalletExecuteInput }>(
    `/${paths.fillPayExecute}`,
    {
      schema: {
        summary: 'Settle an approved price difference payment',
        tags: ['payments'],
        querystring: walletExecuteSchema,
        response: replies(paymentResultReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(await executeWalletPayment(app, customerId(req.who), req.query, 'difference'));
    },
  );
}
