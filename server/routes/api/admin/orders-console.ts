import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { adminPaths, adminPatterns } from '../../../../contract/admin';
import { adminOrderParamsSchema, adminOrderQuerySchema, type AdminOrderQueryInput } from '../../../../contract/schemas/admin';
import { adminOrderDetailReply, adminOrderPageReply } from '../../../../contract/schemas/replies/admin-orders';
import { type Agrees, type Assert } from '../../../../contract/schemas/replies/shape';
import { adminOrderDetail, listAdminOrders, ordersCsv } from '../../../services/orders/order-console-read';
import { mediaReply, replies } from '../../../openapi/replies';

/**
 * The console's orders, to read (orders.read):
 * - GET api/admin/orders?status=&payment_method=&from=&to=&q=&sort=&dir=&page=&page_size=: a page
 *   of the filtered orders and their count
 * - GET api/admin/orders.csv?(the same): the filtered orders as CSV, every page (up to ORDERS_CSV_MAX)
 * - GET api/admin/orders/{id}: the order as staff see it (reading a prescription is audited)
 * The actions are in ./orders-console-actions.ts.
 */
export default async function adminOrdersConsoleRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'orders.read' } as const;

  app.get<{ Querystring: AdminOrderQueryInput }>(
    `/${adminPaths.orders}`,
    {
      schema: {
        summary: 'Orders, filtered, sorted and paged',
        description: 'q is an order number (exactly) or the start of a customer e-mail; from and to are whole UTC days, both included.',
        tags,
        querystring: adminOrderQuerySchema,
        response: replies(adminOrderPageReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await listAdminOrders(app.db, req.query)),
  );

  app.get<{ Querystring: AdminOrderQueryInput }>(
    `/${adminPaths.ordersCsv}`,
    {
      schema: {
        summary: 'The filtered orders as CSV',
        description: 'The same filters as the list, every page; cells a spreadsheet would run as formulas start with an apostrophe.',
        tags,
        querystring: adminOrderQuerySchema,
        response: mediaReply('text/csv'),
      },
      config,
    },
    async (req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(ordersCsv(app.db, req.query)));
    },
  );

  app.get<{ Params: { id: number } }>(
    `/${adminPatterns.order}`,
    {
      schema: {
        summary: 'One order as the console shows it',
        description: 'Reading an order whose lines carry a prescription is recorded in the audit log (prescription.read).',
        tags,
        params: adminOrderParamsSchema,
        response: replies(adminOrderDetailReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await adminOrderDetail(app.db, req.staff, req.params.id)),
  );
}

type _Page = Assert<Agrees<typeof adminOrderPageReply, Awaited<ReturnType<typeof listAdminOrders>>>>;
