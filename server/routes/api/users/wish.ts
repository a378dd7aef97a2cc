import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import {
  addWishSchema, removeWishSchema, type AddWishInput, type RemoveWishInput,
} from '../../../../contract/schemas/catalog';
import { addWishes, removeWish, wishDetails } from '../../../services/cart/wishes';

/**
 * The caller's wishlist (visitor or customer):
 * GET api/users/wishDetails: the wished products, newest first.
 * POST api/users/addWish {goods_ids}: adds them (already wished is fine) -> the wished ids.
 * DELETE api/users/removeWish {goods_id} (form body): removes it (not wished is fine) -> the wished ids.
 */
export default async function wishRoutes(app: FastifyInstance) {
  app.get(`/${paths.wishDetails}`, { config: { auth: 'token' } }, async (req, reply) => reply.ok(await wishDetails(app.db, req.who)));

  app.post<{ Body: AddWishInput }>(`/${paths.addWish}`, {
    schema: { body: addWishSchema },
    config: { auth: 'token' },
  }, async (req, reply) => reply.ok(await addWishes(app.db, req.who, req.body.goods_ids)));

  app.delete<{ Body: RemoveWishInput }>(`/${paths.removeWish}`, {
    schema: { body: removeWishSchema },
    config: { auth: 'token' },
    // The app sends a form body; a client that cannot send a body on DELETE may use the query.
    preValidation: async (req) => {
      if (req.body == null) req.body = req.query as RemoveWishInput;
    },
  }, async (req, reply) => reply.ok(await removeWish(app.db, req.who, req.body.goods_id)));
}
