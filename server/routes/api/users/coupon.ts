import type { FastifyInstance } from 'fastify';
import { paths, patterns } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { couponIdParamsSchema, usableCouponSchema, type UsableCouponInput } from '../../../../contract/schemas/checkout';
import { claimCoupon } from '../../../services/orders/coupons';
import { couponsForSelection } from '../../../services/orders/quote';
import { usableCouponReply } from '../../../../contract/schemas/replies/orders';
import { listOf, noData } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/**
 * Coupons (customers only):
 * - POST api/users/setCoupon/{id}: claims a claimable coupon (GET -> SAVED); claiming again changes nothing
 * - POST api/users/getUsableCoupon {cart_ids}: the customer's unused coupons for that selection,
 *   each with `usable` and, when not, the reason (expired, not started, below its threshold)
 */
export default async function couponRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };

  app.post<{ Params: { id: number } }>(`/${patterns.setCoupon}`, {
    schema: { summary: 'Claim a coupon', tags: ['checkout'], params: couponIdParamsSchema, response: replies(noData()) },
    config,
  }, async (req, reply) => {
    await claimCoupon(app.db, req.who.userId!, req.params.id, new Date());
    return reply.ok(null, messages.couponSaved);
  });

  app.post<{ Body: UsableCouponInput }>(`/${paths.getUsableCoupon}`, {
    schema: { summary: 'The customer\'s coupons for a selection of cart lines, usable or why not', tags: ['checkout'], body: usableCouponSchema, response: replies(listOf(usableCouponReply)) },
    config,
  }, async (req, reply) =>
    reply.ok(await couponsForSelection(app.db, req.who.userId!, req.body.cart_ids, new Date())));
}
