import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { addCartSchema, type AddCartInput } from '../../../../contract/schemas/catalog';
import {
  deleteCartSchema,
  updateCartSchema,
  verifyCartQuerySchema,
  type DeleteCartInput,
  type UpdateCartInput,
  type VerifyCartQuery,
} from '../../../../contract/schemas/cart';
import { addToCart, cartLinesOf, deleteCartLines, updateCartLine, verifyCartLines } from '../../../services/cart/cart';
import { cartLineReply, cartVerificationReply } from '../../../../contract/schemas/replies/catalog';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/**
 * The caller's cart (visitor or customer). Every change answers the whole cart, newest line
 * first, each line priced for its quantity (a ladder line by its tier):
 * - GET api/users/getCart
 * - POST api/users/addCart (JSON) {goods_id, variant_id, qty}
 * - POST api/users/updateCart (form or JSON) {cart_id, qty}
 * - DELETE api/users/deleteCart {cart_ids} (a list or one id)
 * - GET api/users/verifyCartPurchaseLimit?cart_ids[]=: stock and purchase limits of the lines to check out
 * The cart is not catalogue data: nothing here touches the read cache.
 */
export default async function cartRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.getCart}`,
    {
      schema: { summary: "The caller's cart, newest line first", tags: ['cart'], response: replies(listOf(cartLineReply)) },
      config: { auth: 'token' },
    },
    async (req, reply) => {
      return reply.ok(await cartLinesOf(app.db, req.who, app.config));
    },
  );

  app.post<{ Body: AddCartInput }>(
    `/${paths.addCart}`,
    {
      schema: { summary: 'Add a colour of a product to the cart', tags: ['cart'], body: addCartSchema, response: replies(listOf(cartLineReply)) },
      config: { auth: 'token' },
    },
    async (req, reply) => {
      await addToCart(app.db, req.who, req.body, app.config);
      return reply.ok(await cartLinesOf(app.db, req.who, app.config));
    },
  );

  app.post<{ Body: UpdateCartInput }>(
    `/${paths.updateCart}`,
    {
      schema: { summary: "Set a cart line's quantity", tags: ['cart'], body: updateCartSchema, response: replies(listOf(cartLineReply)) },
      config: { auth: 'token' },
    },
    async (req, reply) => {
      await updateCartLine(app.db, req.who, req.body, app.config);
      return reply.ok(await cartLinesOf(app.db, req.who, app.config));
    },
  );

  app.delete<{ Body: DeleteCartInput }>(
    `/${paths.deleteCart}`,
    {
      schema: { summary: 'Remove cart lines', tags: ['cart'], body: deleteCartSchema, response: replies(listOf(cartLineReply)) },
      config: { auth: 'token' },
    },
    async (req, reply) => {
      await deleteCartLines(app.db, req.who, req.body.cart_ids);
      return reply.ok(await cartLinesOf(app.db, req.who, app.config));
    },
  );

  app.get<{ Querystring: VerifyCartQuery }>(
    `/${paths.verifyCartPurchaseLimit}`,
    {
      schema: {
        summary: 'Check stock and purchase limits of the lines to check out',
        tags: ['cart'],
        querystring: verifyCartQuerySchema,
        response: replies(cartVerificationReply),
      },
      config: { auth: 'token' },
    },
    async (req, reply) => {
      return reply.ok(await verifyCartLines(app.db, req.who, req.query.cart_ids));
    },
  );
}
