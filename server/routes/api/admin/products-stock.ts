import type { FastifyInstance } from 'fastify';
import { adminProductPaths, adminProductPatterns } from '../../../../contract/admin-products';
import { said } from '../../../../contract/messages';
import {
  adminProductParamsSchema,
  stockChangeSchema,
  type AdminProductParams,
  type StockChangeInput,
} from '../../../../contract/schemas/admin-products';
import { stockHistoryQuerySchema, type StockHistoryQuery } from '../../../../contract/schemas/admin-products-stock';
import { adminCategoryOptionReply, adminStockChangeReply, adminStockPageReply } from '../../../../contract/schemas/replies/admin-products-stock';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';
import { productDetail } from '../../../services/catalog-admin/products-read';
import { categoryOptions, changeStock, stockHistory } from '../../../services/catalog-admin/stock-adjust';

/**
 * api/admin/products/{id}/stock and stock-history: a colour's stock set or adjusted with a reason,
 * the product's stock history, and the categories the product pages offer. Permission
 * catalogue.manage; every change in the audit log.
 */
export default async function adminProductStockRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const manage = { staff: 'catalogue.manage' } as const;

  app.post<{ Params: AdminProductParams; Body: StockChangeInput }>(
    `/${adminProductPatterns.productStock}`,
    {
      schema: {
        summary: "Sets or adjusts a colour's stock with a reason (kept in the stock history and the audit log)",
        description:
          '`set` makes the stock `qty` (a count); `adjust` adds `qty` (negative: taken away) and is refused (422 stockBelowZero, data.stock) ' +
          'when it would go below 0. A rise with reason `received` of a colour with reserved pre-orders serves them first, as the ' +
          "operator's arrival does (oldest first, each that fits whole, mailed; too few for the next one are held for it), and only " +
          'what is left reaches the sellable stock (`change.pre_orders` says what the arrival did, `change.delta` what reached the stock). ' +
          'When the sellable stock rises, the back-in-stock requests waiting for the colour are mailed. Answers the product and `change`.',
        tags,
        params: adminProductParamsSchema,
        body: stockChangeSchema,
        response: replies(adminStockChangeReply),
      },
      config: manage,
    },
    async (req, reply) => {
      const change = await changeStock(app, req.staff, req.params.id, req.body);
      return reply.ok({ ...(await productDetail(app.db, req.params.id)), change }, said('stockSaved'));
    },
  );

  app.get<{ Params: AdminProductParams; Querystring: StockHistoryQuery }>(
    `/${adminProductPatterns.productStockHistory}`,
    {
      schema: {
        summary: "A product's stock history, newest first: each change with its colour, delta, stock after, reason, note and member",
        tags,
        params: adminProductParamsSchema,
        querystring: stockHistoryQuerySchema,
        response: replies(adminStockPageReply),
      },
      config: manage,
    },
    async (req, reply) => reply.ok(await stockHistory(app.db, req.params.id, req.query)),
  );

  app.get(
    `/${adminProductPaths.productCategories}`,
    {
      schema: {
        summary: 'Every category a product may be put in, named with its parent, for the product list and editor',
        tags,
        response: replies(listOf(adminCategoryOptionReply)),
      },
      config: manage,
    },
    async (_req, reply) => reply.ok(await categoryOptions(app.db)),
  );
}
