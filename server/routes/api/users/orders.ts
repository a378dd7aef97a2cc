import type { FastifyInstance } from 'fastify';
import { paths, patterns } from '../../../../contract/endpoints';
import type { OrderTab } from '../../../../contract/orders';
import { createOrderSchema, myOrdersSchema, orderIdSchema, type CreateOrderInput, type MyOrdersInput } from '../../../../contract/schemas/checkout';
import { createOrder, deleteOrder, sweepExpiredOrders } from '../../../services/orders/orders';
import { myOrders, orderDetail, shipAddressOf } from '../../../services/orders/orders-read';
import { orderDetailReply, orderPageReply, placedOrderReply, shipAddressReply } from '../../../../contract/schemas/replies/orders';
import { noData } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

type IdParams = { id: number };

/**
 * The customer's orders (customers only). Another customer's order is a 404 orderNotFound, the
 * same as an unknown id. Reads first cancel the customer's unpaid orders past their pay_by, so an
 * expired order never shows as payable even between two sweeps.
 * - POST api/users/createOrder -> PlacedOrder (services/orders/orders.ts createOrder)
 * - GET api/users/myOrders?tab=&page= -> OrderPage
 * - GET api/users/orderDetail?id= -> OrderDetail
 * - GET api/users/shipAddress/{id} -> ShipAddress
 * - DELETE api/users/delOrder/{id}: unpaid -> cancelled and hidden, cancelled -> hidden, else 409
 */
export default async function orderRoutes(app: FastifyInstance) {
  const config = { auth: 'customer' as const };
  const expire = (userId: number) => sweepExpiredOrders(app, new Date(), { userId });

  app.post<{ Body: CreateOrderInput }>(
    `/${paths.createOrder}`,
    {
      schema: {
        summary: 'Place an order (idempotent by client_token)',
        tags: ['orders'],
        body: createOrderSchema,
        response: replies(placedOrderReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await createOrder(app, req.who.userId!, req.body)),
  );

  app.get<{ Querystring: MyOrdersInput }>(
    `/${paths.myOrders}`,
    {
      schema: {
        summary: "A page of the customer's orders, newest first",
        tags: ['orders'],
        querystring: myOrdersSchema,
        response: replies(orderPageReply),
      },
      config,
    },
    async (req, reply) => {
      await expire(req.who.userId!);
      return reply.ok(await myOrders(app.db, req.who.userId!, req.query.tab as OrderTab, req.query.page));
    },
  );

  app.get<{ Querystring: IdParams }>(
    `/${paths.orderDetail}`,
    {
      schema: { summary: "One of the customer's orders", tags: ['orders'], querystring: orderIdSchema, response: replies(orderDetailReply) },
      config,
    },
    async (req, reply) => {
      await expire(req.who.userId!);
      return reply.ok(await orderDetail(app.db, req.who.userId!, req.query.id));
    },
  );

  app.get<{ Params: IdParams }>(
    `/${patterns.shipAddress}`,
    {
      schema: { summary: 'The address an order was placed with', tags: ['orders'], params: orderIdSchema, response: replies(shipAddressReply) },
      config,
    },
    async (req, reply) => reply.ok(await shipAddressOf(app.db, req.who.userId!, req.params.id)),
  );

  app.delete<{ Params: IdParams }>(
    `/${patterns.delOrder}`,
    {
      schema: { summary: 'Delete an unpaid or closed order from the list', tags: ['orders'], params: orderIdSchema, response: replies(noData()) },
      config,
    },
    async (req, reply) => {
      await deleteOrder(app, req.who.userId!, req.params.id);
      return reply.ok(null);
    },
  );
}
