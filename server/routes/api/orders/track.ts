import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { trackOrderSchema, type TrackOrderInput } from '../../../../contract/schemas/checkout';
import { trackOrder } from '../../../services/orders/orders-read';
import { authRateLimit } from '../../rate-limits';

/**
 * GET api/orders/track?order_no=&email= -> TrackResult (public). Rate-limited like login: the
 * order number and e-mail together are the secret, so guessing is slowed down per IP.
 */
export default async function trackRoutes(app: FastifyInstance) {
  app.get<{ Querystring: TrackOrderInput }>(`/${paths.trackOrder}`, {
    schema: { querystring: trackOrderSchema },
    config: { rateLimit: authRateLimit(app) },
  }, async (req, reply) => reply.ok(await trackOrder(app.db, req.query.order_no, req.query.email)));
}
