import type { FastifyInstance } from 'fastify';
import { paths, patterns } from '../../../../contract/endpoints';
import { orderCommentSchema, orderIdSchema, orderRefSchema, type OrderCommentInput } from '../../../../contract/schemas/checkout';
import { addOrderComment, orderComments } from '../../../services/orders/order-reviews';

/**
 * Reviews from delivered orders (customers only):
 * - POST api/users/addOrderComment/{id} {goods_id, rating, content} -> OrderComment; the product's
 *   rating and review count change, so its catalogue entries are dropped after the commit
 * - GET api/users/orderComments?order_id= -> OrderComment[]
 */
export default async function orderCommentRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };

  app.post<{ Params: { id: number }; Body: OrderCommentInput }>(`/${patterns.addOrderComment}`, {
    schema: { params: orderIdSchema, body: orderCommentSchema },
    config,
  }, async (req, reply) => reply.ok(await addOrderComment(app, req.who.userId!, req.params.id, req.body)));

  app.get<{ Querystring: { order_id: number } }>(`/${paths.orderComments}`, { schema: { querystring: orderRefSchema }, config }, async (req, reply) =>
    reply.ok(await orderComments(app.db, req.who.userId!, req.query.order_id)));
}
