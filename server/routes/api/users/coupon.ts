import type { FastifyInstance } from 'fastify';
import { paths, patterns } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import {
  couponIdParamsSchema,
  redeemCouponSchema,
  usableCouponSchema,
  type RedeemCouponInput,
  type UsableCouponInput,
} from '../../../../contract/schemas/checkout';
import { claimCoupon, heldCoupons } from '../../../services/orders/coupons';
import { couponsForSelection, redeemForSelection } from '../../../services/orders/quote';
import { couponReply, usableCouponReply } from '../../../../contract/schemas/replies/orders';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';
import { authRateLimit } from '../../rate-limits';

/**
 * Coupons (customers only):
 * - POST api/users/setCoupon/{id}: claims a claimable coupon (GET -> SAVED) and answers it; claiming again changes nothing
 * - POST api/users/getUsableCoupon {cart_ids}: the customer's unused coupons for that selection,
 *   each with `usable` and, when not, the reason (expired, not started, below its threshold)
 * - POST api/users/redeemCoupon {code, cart_ids?}: the coupon of a code typed at checkout, now held
 *   (as a claim: never more than its quantity), listed as getUsableCoupon lists it; a code that
 *   cannot be redeemed is a 422 on `code` with why
 * - GET api/users/myUnsedCoupons, myExpiredCoupons: the coupons of /account/my-coupons' two tabs
 *   (held and not used by an order; still valid or ended)
 */
export default async function couponRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };

  app.post<{ Params: { id: number } }>(
    `/${patterns.setCoupon}`,
    {
      schema: {
        summary: 'Claim a coupon (GET -> SAVED); answers it, now held',
        tags: ['coupons'],
        params: couponIdParamsSchema,
        response: replies(couponReply),
      },
      config,
    },
    async (req, reply) => {
      return reply.ok(await claimCoupon(app.db, req.who.userId!, req.params.id, new Date()), said('couponSaved'));
    },
  );

  app.post<{ Body: UsableCouponInput }>(
    `/${paths.getUsableCoupon}`,
    {
      schema: {
        summary: "The customer's coupons for a selection of cart lines, usable or why not",
        tags: ['coupons'],
        body: usableCouponSchema,
        response: replies(listOf(usableCouponReply)),
      },
      config,
    },
    async (req, reply) => reply.ok(await couponsForSelection(app.db, app.config, req.who.userId!, req.body.cart_ids, new Date())),
  );

  app.post<{ Body: RedeemCouponInput }>(
    `/${paths.redeemCoupon}`,
    {
      schema: {
        summary: 'Redeem a coupon by its code (typed at checkout); answers it, now held, usable for the selection or why not',
        tags: ['coupons'],
        body: redeemCouponSchema,
        response: replies(usableCouponReply),
      },
      // A guessed code is worth money: codes are tried as few times as passwords (per IP).
      config: { ...config, rateLimit: authRateLimit(app) },
    },
    async (req, reply) => reply.ok(await redeemForSelection(app.db, app.config, req.who.userId!, req.body, new Date())),
  );

  app.get(
    `/${paths.myUnsedCoupons}`,
    {
      schema: {
        summary: "The customer's coupons not used and still valid (My coupons, Unused)",
        tags: ['coupons'],
        response: replies(listOf(couponReply)),
      },
      config,
    },
    async (req, reply) => reply.ok(await heldCoupons(app.db, req.who.userId!, 'unused', new Date())),
  );

  app.get(
    `/${paths.myExpiredCoupons}`,
    {
      schema: {
        summary: "The customer's coupons not used that ended (My coupons, Expired)",
        tags: ['coupons'],
        response: replies(listOf(couponReply)),
      },
      config,
    },
    async (req, reply) => reply.ok(await heldCoupons(app.db, req.who.userId!, 'expired', new Date())),
  );
}
