import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { pageQuerySchema, type PageQuery } from '../../../../contract/schemas/checkout';
import { transactionHistory } from '../../../services/payments/transactions';

/** GET api/users/transactionHistory?page=: /account/transaction-history (customers only). */
export default async function transactionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PageQuery }>(`/${paths.transactionHistory}`, {
    schema: { querystring: pageQuerySchema },
    config: { auth: 'customer' },
  }, async (req, reply) => reply.ok(await transactionHistory(app.db, req.who.userId!, req.query.page)));
}
