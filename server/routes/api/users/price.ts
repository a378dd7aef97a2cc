import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { getPriceSchema, type GetPriceInput } from '../../../../contract/schemas/checkout';
import { findAddress } from '../../../services/addresses';
import { quoteFor } from '../../../services/quote';

/**
 * POST api/users/getPrice {cart_ids, address_id?, shipping_method, coupon_id?} -> PriceQuote
 * (customers only). The server prices everything from the database: lines (ladder tier, special
 * price), savings, coupon, carriage of each shipping method, total. Another owner's cart line or
 * address: 404; a line that cannot be bought as it is: 409; a coupon that cannot be used: 422.
 */
export default async function priceRoutes(app: FastifyInstance) {
  app.post<{ Body: GetPriceInput }>(`/${paths.getPrice}`, {
    schema: { body: getPriceSchema },
    config: { auth: 'customer' },
  }, async (req, reply) => {
    const userId = req.who.userId!;
    if (req.body.address_id !== undefined) await findAddress(app.db, userId, req.body.address_id);
    const { quote } = await quoteFor(app.db, userId, req.body, new Date());
    return reply.ok(quote);
  });
}
