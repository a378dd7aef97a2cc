import type { FastifyInstance } from 'fastify';
import { paths, patterns } from '../../../../contract/endpoints';
import {
  quickOrderSchema,
  shoppingListIdParamsSchema,
  shoppingListLineSchema,
  submitShoppingListSchema,
  type QuickOrderInput,
  type ShoppingListIdParams,
  type ShoppingListLineInput,
  type SubmitShoppingListInput,
} from '../../../../contract/schemas/wholesale';
import { shoppingListReply, shoppingListSummaryReply } from '../../../../contract/schemas/replies/wholesale';
import { placedOrderReply } from '../../../../contract/schemas/replies/orders';
import { listOf } from '../../../../contract/schemas/replies/shape';
import {
  openShoppingList,
  quickOrder,
  setShoppingListLine,
  shoppingListOf,
  shoppingListsOf,
  shoppingListToCart,
  submitShoppingList,
} from '../../../services/wholesale/shopping-list';
import { replies } from '../../../openapi/replies';

/**
 * The catalogue shopping list (/catalog-shopping-list-w, /account/my-shopping-list), customers only:
 * - GET api/users/shoppingList -> the open list
 * - POST api/users/shoppingList/line {variant_id, qty} -> the open list (qty 0 takes the line off)
 * - POST api/users/shoppingList/quickOrder {text, mode} -> the open list; per-line refusals: 422 `lines.<n>`
 * - POST api/users/shoppingList/toCart -> the list, now carted
 * - POST api/users/shoppingList/submit {address_id, shipping_method, client_token} -> the placed order
 * - GET api/users/shoppingLists -> every list, newest first
 * - GET api/users/shoppingLists/{id} -> one list (another customer's: 404)
 */
export default async function shoppingListRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };
  const tags = ['wholesale'];
  app.get(
    `/${paths.shoppingList}`,
    {
      schema: { summary: "The customer's open shopping list", tags, response: replies(shoppingListReply) },
      config,
    },
    async (req, reply) => reply.ok(await openShoppingList(app.db, app.config, req.who.userId!)),
  );

  app.post<{ Body: ShoppingListLineInput }>(
    `/${paths.shoppingListLine}`,
    {
      schema: {
        summary: "Set one colour's quantity on the open shopping list",
        tags,
        body: shoppingListLineSchema,
        response: replies(shoppingListReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await setShoppingListLine(app.db, app.config, req.who.userId!, req.body)),
  );

  app.post<{ Body: QuickOrderInput }>(
    `/${paths.shoppingListQuickOrder}`,
    {
      schema: {
        summary: "Quick order: SKU, quantity lines (or a CSV file's text) into the open list",
        tags,
        body: quickOrderSchema,
        response: replies(shoppingListReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await quickOrder(app.db, app.config, req.who.userId!, req.body)),
  );

  app.post(
    `/${paths.shoppingListToCart}`,
    {
      schema: { summary: 'Move the open shopping list into the cart', tags, response: replies(shoppingListReply) },
      config,
    },
    async (req, reply) => reply.ok(await shoppingListToCart(app.db, app.config, req.who.userId!)),
  );

  app.post<{ Body: SubmitShoppingListInput }>(
    `/${paths.shoppingListSubmit}`,
    {
      schema: { summary: 'Place the open shopping list as an order', tags, body: submitShoppingListSchema, response: replies(placedOrderReply) },
      config,
    },
    async (req, reply) => reply.ok(await submitShoppingList(app, req.who.userId!, req.body)),
  );

  app.get(
    `/${paths.shoppingLists}`,
    {
      schema: { summary: "The customer's shopping lists, newest first", tags, response: replies(listOf(shoppingListSummaryReply)) },
      config,
    },
    async (req, reply) => reply.ok(await shoppingListsOf(app.db, req.who.userId!)),
  );

  app.get<{ Params: ShoppingListIdParams }>(
    `/${patterns.shoppingListDetail}`,
    {
      schema: {
        summary: "One of the customer's shopping lists with its order",
        tags,
        params: shoppingListIdParamsSchema,
        response: replies(shoppingListReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await shoppingListOf(app.db, app.config, req.who.userId!, req.params.id)),
  );
}
