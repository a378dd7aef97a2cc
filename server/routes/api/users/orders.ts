import type { FastifyInstance } from 'fastify';
import { paths, patterns } from '../../../../contract/endpoints';
import type { OrderTab } from '../../../../contract/orders';
import {
  createOrderSchema, myOrdersSchema, orderIdSchema, type CreateOrderInput, type MyOrdersInput,
} from '../../../../contract/schemas/checkout';
import { createOrder, deleteOrder, sweepExpiredOrders } from '../../../services/orders/orders';
import { myOrders, orderDetail, shipAddressOf } from '../../../services/orders/orders-read';

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

  app.post<{ Body: CreateOrderInput }>(`/${paths.createOrder}`, { schema: { body: createOrderSchema }, config }, async (req, reply) =>
    reply.ok(await createOrder(app, req.who.userId!, req.body)));

  app.get<{ Querystring: MyOrdersInput }>(`/${paths.myOrders}`, { schema: { querystring: myOrdersSchema }, config }, async (req, reply) => {
    await expire(req.who.userId!);
    return reply.ok(await myOrders(app.db, req.who.userId!, req.query.tab as OrderTab, req.query.page));
  });

  app.get<{ Querystring: IdParams }>(`/${paths.orderDetail}`, { schema: { querystring: orderIdSchema }, config }, async (req, reply) => {
    await expire(req.who.userId!);
    return reply.ok(await orderDetail(app.db, req.who.userId!, req.query.id));
  });

  app.get<{ Params: IdParams }>(`/${patterns.shipAddress}`, { schema: { params: orderIdSchema }, config }, async (req, reply) =>
    reply.ok(await shipAddressOf(app.db, req.who.userId!, req.params.id)));

  app.delete<{ Params: IdParams }>(`/${patterns.delOrder}`, { schema: { params: orderIdSchema }, config }, async (req, reply) => {
    await deleteOrder(app, req.who.userId!, req.params.id);
    return reply.ok(null);
  });
}
