import type { FastifyInstance } from 'fastify';
import { paths, patterns } from '../../../../contract/endpoints';
import { orderCommentSchema, orderIdSchema, orderRefSchema, type OrderCommentInput } from '../../../../contract/schemas/checkout';
import { addOrderComment, orderComments } from '../../../services/orders/order-reviews';
import { orderCommentReply } from '../../../../contract/schemas/replies/orders';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/**
 * Reviews from delivered orders (customers only):
 * - POST api/users/addOrderComment/{id} {goods_id, rating, content} -> OrderComment; the product's
 *   rating and review count change, so its catalogue entries are dropped after the commit
 * - GET api/users/orderComments?order_id= -> OrderComment[]
 */
export default async function orderCommentRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };

  app.post<{ Params: { id: number }; Body: OrderCommentInput }>(
    `/${patterns.addOrderComment}`,
    {
      schema: {
        summary: 'Review a delivered line of an order',
        tags: ['orders'],
        params: orderIdSchema,
        body: orderCommentSchema,
        response: replies(orderCommentReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await addOrderComment(app, req.who.userId!, req.params.id, req.body)),
  );

  app.get<{ Querystring: { order_id: number } }>(
    `/${paths.orderComments}`,
    {
      schema: {
        summary: 'The reviews written from an order',
        tags: ['orders'],
        querystring: orderRefSchema,
        response: replies(listOf(orderCommentReply)),
      },
      config,
    },
    async (req, reply) => reply.ok(await orderComments(app.db, req.who.userId!, req.query.order_id)),
  );
}
