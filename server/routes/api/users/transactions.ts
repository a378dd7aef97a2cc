import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { pageQuerySchema, type PageQuery } from '../../../../contract/schemas/checkout';
import { transactionHistory } from '../../../services/payments/transactions';
import { pointPageReply, transactionPageReply } from '../../../../contract/schemas/replies/orders';
import { pointList } from '../../../services/points/points';
import { replies } from '../../../openapi/replies';

/**
 * The customer's own ledgers (customers only):
 * - GET api/users/transactionHistory?page=: /account/transaction-history
 * - GET api/users/pointList?page=: /account/my-points (the balance and its history)
 */
export default async function transactionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PageQuery }>(
    `/${paths.pointList}`,
    {
      schema: {
        summary: "The customer's points: balance and history, newest first",
        tags: ['orders'],
        querystring: pageQuerySchema,
        response: replies(pointPageReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await pointList(app.db, req.who.userId!, req.query.page)),
  );

  app.get<{ Querystring: PageQuery }>(
    `/${paths.transactionHistory}`,
    {
      schema: {
        summary: "The customer's payments of orders and price differences, newest first",
        tags: ['orders'],
        querystring: pageQuerySchema,
        response: replies(transactionPageReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await transactionHistory(app.db, req.who.userId!, req.query.page)),
  );
}
