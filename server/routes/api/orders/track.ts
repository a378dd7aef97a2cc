import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { trackOrderSchema, type TrackOrderInput } from '../../../../contract/schemas/checkout';
import { trackOrder } from '../../../services/orders/orders-read';
import { authRateLimit } from '../../rate-limits';
import { trackResultReply } from '../../../../contract/schemas/replies/orders';
import { replies } from '../../../openapi/replies';

/**
 * GET api/orders/track?order_no=&email= -> TrackResult (public). Rate-limited like login: the
 * order number and e-mail together are the secret, so guessing is slowed down per IP.
 */
export default async function trackRoutes(app: FastifyInstance) {
  app.get<{ Querystring: TrackOrderInput }>(
    `/${paths.trackOrder}`,
    {
      schema: {
        summary: 'Track an order by its number and e-mail (public)',
        tags: ['orders'],
        querystring: trackOrderSchema,
        response: replies(trackResultReply),
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => reply.ok(await trackOrder(app.db, req.query.order_no, req.query.email)),
  );
}
