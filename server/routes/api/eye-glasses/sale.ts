import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { saleProductsQuerySchema, type SaleProductsQuery } from '../../../../contract/schemas/sale';
import { saleCategoryReply, saleReply } from '../../../../contract/schemas/replies/sale';
import { goodsPageReply } from '../../../../contract/schemas/replies/catalog';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { callerWishesAmong, withWishes } from '../../../services/cart/wishes';
import { saleCategories, saleNow, saleProducts } from '../../../services/catalog/sale';
import { okCached } from '../../../services/catalog/catalog-reads';
import { replies } from '../../../openapi/replies';

/**
 * The sale landing page's reads (services/catalog/sale.ts), for anyone: GET api/eyeGlasses/getBanner
 * (the sale on now, or the one that ended last; none: 404), getCategory (its categories with counts)
 * and getProducts?category_id=&page= (a page of its goods cards, is_wish the caller's).
 */
export default async function saleRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.saleBanner}`,
    {
      schema: { summary: 'The sale on now: title, dates and banner', tags: ['sale'], response: replies(saleReply) },
    },
    async (_req, reply) => reply.ok(await saleNow(app, new Date())),
  );

  app.get(
    `/${paths.saleCategories}`,
    {
      schema: {
        summary: 'The categories of the sale on now, with how many goods of each are on sale',
        tags: ['sale'],
        response: replies(listOf(saleCategoryReply)),
      },
    },
    async (_req, reply) => okCached(reply, await saleCategories(app, new Date())),
  );

  app.get<{ Querystring: SaleProductsQuery }>(
    `/${paths.saleProducts}`,
    {
      schema: {
        summary: "A page of the sale's goods, of one of its categories or all",
        tags: ['sale'],
        querystring: saleProductsQuerySchema,
        response: replies(goodsPageReply),
      },
    },
    async (req, reply) => {
      const page = await saleProducts(app, new Date(), req.query.category_id, req.query.page);
      const wished = await callerWishesAmong(
        app.db,
        req,
        page.items.map((c) => c.id),
      );
      return wished.size ? reply.ok({ ...page, items: withWishes(page.items, wished) }) : okCached(reply, page);
    },
  );
}
