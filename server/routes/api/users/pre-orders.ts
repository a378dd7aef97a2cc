import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import {
  addPreOrderSchema,
  payPreOrderSchema,
  preOrderIdSchema,
  type AddPreOrderInput,
  type PayPreOrderInput,
  type PreOrderIdInput,
} from '../../../../contract/schemas/wholesale-services';
import { incomingFramesReply, preOrderListReply, preOrderReply } from '../../../../contract/schemas/replies/wholesale-services';
import { placedOrderReply } from '../../../../contract/schemas/replies/orders';
import { replies } from '../../../openapi/replies';
import { requireBusinessBuyer } from '../../../services/wholesale/buyer';
import { addPreOrder, cancelPreOrder, incomingFrames, myPreOrders, payPreOrder, preOrderOf } from '../../../services/wholesale/pre-orders';

/**
 * Pre-orders of frames on their way (spec: advance_sale_order), for business buyers
 * (services/wholesale/buyer.ts):
 * - GET incoming: the colours on their way with frames free to pre-order;
 * - POST add_advance_sale_order {variant_id, qty}: reserves them (never more than are coming);
 * - GET get_list, GET get_one?id=: the customer's pre-orders (anyone else's is a 404);
 * - POST cancel {id}: until the frames arrived;
 * - POST checkout {id, address_id}: an arrived pre-order becomes an order to pay.
 */
export default async function preOrderRoutes(app: FastifyInstance) {
  const tags = ['wholesale'];
  app.get(
    `/${paths.preOrderIncoming}`,
    {
      schema: { summary: 'Frames on their way that can be pre-ordered', tags, response: replies(incomingFramesReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      await requireBusinessBuyer(app, req.who.userId);
      return reply.ok(await incomingFrames(app.db));
    },
  );

  app.post<{ Body: AddPreOrderInput }>(
    `/${paths.addPreOrder}`,
    {
      schema: { summary: 'Pre-order frames on their way', tags, body: addPreOrderSchema, response: replies(preOrderReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await addPreOrder(app.db, await requireBusinessBuyer(app, req.who.userId), req.body), said('preOrderSaved')),
  );

  app.get(
    `/${paths.preOrderList}`,
    {
      schema: { summary: 'My pre-orders', tags, response: replies(preOrderListReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await myPreOrders(app.db, await requireBusinessBuyer(app, req.who.userId))),
  );

  app.get<{ Querystring: PreOrderIdInput }>(
    `/${paths.preOrderOne}`,
    {
      schema: { summary: 'One of my pre-orders', tags, querystring: preOrderIdSchema, response: replies(preOrderReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await preOrderOf(app.db, await requireBusinessBuyer(app, req.who.userId), req.query.id)),
  );

  app.post<{ Body: PreOrderIdInput }>(
    `/${paths.cancelPreOrder}`,
    {
      schema: { summary: 'Cancel a pre-order (until its frames arrived)', tags, body: preOrderIdSchema, response: replies(preOrderReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) =>
      reply.ok(await cancelPreOrder(app.db, await requireBusinessBuyer(app, req.who.userId), req.body.id), said('preOrderCancelled')),
  );

  app.post<{ Body: PayPreOrderInput }>(
    `/${paths.payPreOrder}`,
    {
      schema: { summary: 'Turn an arrived pre-order into an order to pay', tags, body: payPreOrderSchema, response: replies(placedOrderReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await payPreOrder(app, await requireBusinessBuyer(app, req.who.userId), req.body)),
  );
}
