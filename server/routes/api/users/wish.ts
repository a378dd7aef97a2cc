import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { addWishSchema, removeWishSchema, type AddWishInput, type RemoveWishInput } from '../../../../contract/schemas/catalog';
import { addWishes, removeWish, wishDetails } from '../../../services/cart/wishes';
import { wishIdsReply, wishItemReply } from '../../../../contract/schemas/replies/catalog';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/**
 * The caller's wishlist (visitor or customer):
 * GET api/users/wishDetails: the wished products, newest first.
 * POST api/users/addWish {goods_ids}: adds them (already wished is fine) -> the wished ids.
 * DELETE api/users/removeWish {goods_id} (form body): removes it (not wished is fine) -> the wished ids.
 */
export default async function wishRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.wishDetails}`,
    {
      schema: { summary: "The caller's wishlist", tags: ['wishlist'], response: replies(listOf(wishItemReply)) },
      config: { auth: 'token' },
    },
    async (req, reply) => reply.ok(await wishDetails(app.db, req.who)),
  );

  app.post<{ Body: AddWishInput }>(
    `/${paths.addWish}`,
    {
      schema: {
        summary: 'Add goods to the wishlist; answers the wished ids',
        tags: ['wishlist'],
        body: addWishSchema,
        response: replies(wishIdsReply),
      },
      config: { auth: 'token' },
    },
    async (req, reply) => reply.ok(await addWishes(app.db, req.who, req.body.goods_ids)),
  );

  app.delete<{ Body: RemoveWishInput }>(
    `/${paths.removeWish}`,
    {
      schema: {
        summary: 'Remove a product from the wishlist; answers the wished ids',
        tags: ['wishlist'],
        body: removeWishSchema,
        response: replies(wishIdsReply),
      },
      config: { auth: 'token' },
      // The app sends a form body; a client that cannot send a body on DELETE may use the query.
      preValidation: async (req) => {
        if (req.body == null) req.body = req.query as RemoveWishInput;
      },
    },
    async (req, reply) => reply.ok(await removeWish(app.db, req.who, req.body.goods_id)),
  );
}
