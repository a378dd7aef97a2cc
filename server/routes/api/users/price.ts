import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { getPriceSchema, type GetPriceInput } from '../../../../contract/schemas/checkout';
import { priceQuote } from '../../../services/orders/quote';
import { priceQuoteReply } from '../../../../contract/schemas/replies/orders';
import { replies } from '../../../openapi/replies';

/**
 * POST api/users/getPrice {cart_ids, address_id?, shipping_method, coupon_id?} -> PriceQuote
 * (customers only). The server prices everything from the database: lines (ladder tier, special
 * price), savings, coupon, carriage of each shipping method, total. Another owner's cart line or
 * address: 404; a line that cannot be bought as it is: 409; a coupon that cannot be used: 422.
 */
export default async function priceRoutes(app: FastifyInstance) {
  app.post<{ Body: GetPriceInput }>(
    `/${paths.getPrice}`,
    {
      schema: {
        summary: 'What the order would cost: lines, coupon, shipping methods, total',
        tags: ['checkout'],
        body: getPriceSchema,
        response: replies(priceQuoteReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await priceQuote(app.db, app.config, req.who.userId!, req.body, new Date())),
  );
}
