import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { couponListQuerySchema, type CouponListQuery } from '../../../contract/schemas/checkout';
import { couponList } from '../../services/orders/coupons';
import { couponReply } from '../../../contract/schemas/replies/orders';
import { listOf } from '../../../contract/schemas/replies/shape';
import { replies } from '../../openapi/replies';

/**
 * GET api/getCouponList?coupon_ids=38,39,40,41: the coupons of the home page's and the cart's
 * coupon strip, as the caller sees them (a visitor sees every one as GET; a customer sees SAVED on
 * the ones held). Visitors and customers alike.
 */
export default async function couponListRoutes(app: FastifyInstance) {
  app.get<{ Querystring: CouponListQuery }>(
    `/${paths.getCouponList}`,
    {
      schema: {
        summary: 'The coupons asked for, as the caller sees them (is_get 1 when held)',
        tags: ['coupons'],
        querystring: couponListQuerySchema,
        response: replies(listOf(couponReply)),
      },
      config: { auth: 'token' },
    },
    async (req, reply) => reply.ok(await couponList(app.db, req.who.kind === 'customer' ? req.who.userId! : null, req.query.coupon_ids, new Date())),
  );
}
