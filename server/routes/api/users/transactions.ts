import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { pageQuerySchema, type PageQuery } from '../../../../contract/schemas/checkout';
import { transactionHistory } from '../../../services/payments/transactions';
import { transactionPageReply } from '../../../../contract/schemas/replies/orders';
import { replies } from '../../../openapi/replies';

/** GET api/users/transactionHistory?page=: /account/transaction-history (customers only). */
export default async function transactionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PageQuery }>(`/${paths.transactionHistory}`, {
    schema: { summary: 'The customer\'s payments of orders and price differences, newest first', tags: ['orders'], querystring: pageQuerySchema, response: replies(transactionPageReply) },
    config: { auth: 'customer' },
  }, async (req, reply) => reply.ok(await transactionHistory(app.db, req.who.userId!, req.query.page)));
}
