import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { addCartSchema, type AddCartInput } from '../../../../contract/schemas/catalog';
import { addToCart, cartLinesOf } from '../../../services/cart';

/**
 * GET api/users/getCart: the caller's cart (visitor or customer), newest line first, priced for its quantity.
 * POST api/users/addCart (JSON) {goods_id, variant_id, qty}: adds to the cart, answers the whole cart.
 * The cart is not catalogue data: nothing here touches the catalogue cache.
 */
export default async function cartRoutes(app: FastifyInstance) {
  app.get(`/${paths.getCart}`, { config: { auth: 'token' } }, async (req, reply) => {
    return reply.ok(await cartLinesOf(app.db, req.who));
  });

  app.post<{ Body: AddCartInput }>(`/${paths.addCart}`, {
    schema: { body: addCartSchema },
    config: { auth: 'token' },
  }, async (req, reply) => {
    await addToCart(app.db, req.who, req.body);
    return reply.ok(await cartLinesOf(app.db, req.who));
  });
}
