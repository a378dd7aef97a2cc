import type { FastifyInstance } from 'fastify';
import { paths, patterns } from '../../../../contract/endpoints';
import { orderIdParamsSchema } from '../../../../contract/schemas/checkout';
import { walletExecuteSchema, type WalletExecuteInput } from '../../../../contract/schemas/payment';
import { executeWalletPayment, startWalletPayment } from '../../../services/payments/flows';
import { customerId } from '../../../services/payments/settle';
import { paymentResultReply, walletRedirectReply } from '../../../../contract/schemas/replies/orders';
import { replies } from '../../../openapi/replies';

/**
 * The redirect wallet:
 * POST api/pay/{orderId} -> WalletRedirect: where the shopper approves the payment.
 * GET api/pay/excute?token=&payer_id= -> PaymentResult: settles the approved payment; a repeat
 * answers the same result and never charges or moves the order again; a cancelled one is a 402.
 */
export default async function walletRoutes(app: FastifyInstance) {
  app.post<{ Params: { orderId: number } }>(
    `/${patterns.payWallet}`,
    {
      schema: {
        summary: 'Start a wallet payment: where to approve it',
        tags: ['payments'],
        params: orderIdParamsSchema,
        response: replies(walletRedirectReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(await startWalletPayment(app, customerId(req.who), req.params.orderId, 'order'));
    },
  );

  app.get<{ Querystring: WalletExecuteInput }>(
    `/${paths.executeWallet}`,
    {
      schema: {
        summary: 'Settle an approved wallet payment (a repeat answers the same)',
        tags: ['payments'],
        querystring: walletExecuteSchema,
        response: replies(paymentResultReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(await executeWalletPayment(app, customerId(req.who), req.query, 'order'));
    },
  );
}
