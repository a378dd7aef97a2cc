import type { FastifyInstance } from 'fastify';
import { patterns } from '../../../../contract/endpoints';
import { orderIdParamsSchema } from '../../../../contract/schemas/checkout';
import { chooseBankTransfer } from '../../../services/payments/flows';
import { customerId } from '../../../services/payments/settle';
import { bankTransferReply } from '../../../../contract/schemas/replies/orders';
import { replies } from '../../../openapi/replies';

/**
 * POST api/pay/payBankTransfer/{orderId} -> BankTransferDetails: the shop's account and the
 * reference to quote. The order waits for the money (pay_by moves to the bank-transfer window)
 * and its lines leave the cart; the operator marks it paid when the transfer arrives.
 */
export default async function bankTransferRoutes(app: FastifyInstance) {
  app.post<{ Params: { orderId: number } }>(
    `/${patterns.payBankTransfer}`,
    {
      schema: {
        summary: 'Pay by bank transfer: the account and the reference to quote',
        tags: ['payments'],
        params: orderIdParamsSchema,
        response: replies(bankTransferReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      return reply.ok(await chooseBankTransfer(app, customerId(req.who), req.params.orderId));
    },
  );
}
