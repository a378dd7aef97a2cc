import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import {
  allProductIdsSchema,
  categoryBlocksQuerySchema,
  idsOfQuery,
  lookbookProductsQuerySchema,
  type AllProductIdsInput,
  type CategoryBlocksQuery,
  type LookbookProductsQuery,
} from '../../../contract/schemas/lookbook';
import { categoryBlockReply, frameCollectionBlockReply, lookbookIdsReply, lookbookProductsReply } from '../../../contract/schemas/replies/lookbook';
import { listOf } from '../../../contract/schemas/replies/shape';
import { callerWishesAmong, withWishes } from '../../services/cart/wishes';
import { okCached } from '../../services/catalog/catalog-reads';
import { allProductIds, categoryBlocks, frameCollectionBlocks, lookbookProducts } from '../../services/catalog/lookbook';
import { replies } from '../../openapi/replies';

/**
 * The frames lookbook's reads (services/catalog/lookbook.ts), for anyone:
 * - GET api/getFrameCollectionBlocks: the collections with a cover and a count
 * - GET api/getCategoryBlocks?collection_id=: their categories with counts
 * - POST Product/get_all_product_id {collection_id?, category_id?}: every frame id in lookbook order
 * - GET api/getProducts?ids=1,2,3: those frames' cards (is_wish the caller's)
 */
export default async function lookbookRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.frameCollectionBlocks}`,
    {
      schema: {
        summary: "The frames lookbook's collections, each with a cover picture and its count",
        tags: ['lookbook'],
        response: replies(listOf(frameCollectionBlockReply)),
      },
    },
    async (_req, reply) => okCached(reply, await frameCollectionBlocks(app)),
  );

  app.get<{ Querystring: CategoryBlocksQuery }>(
    `/${paths.categoryBlocks}`,
    {
      schema: {
        summary: "The categories of the lookbook's collections (or of one), with their counts",
        tags: ['lookbook'],
        querystring: categoryBlocksQuerySchema,
        response: replies(listOf(categoryBlockReply)),
      },
    },
    async (req, reply) => okCached(reply, await categoryBlocks(app, req.query.collection_id)),
  );

  app.post<{ Body: AllProductIdsInput }>(
    `/${paths.allProductIds}`,
    {
      schema: {
        summary: 'Every frame id of the lookbook, of a collection or of a category, in lookbook order',
        tags: ['lookbook'],
        body: allProductIdsSchema,
        response: replies(lookbookIdsReply),
      },
    },
    async (req, reply) => okCached(reply, await allProductIds(app, req.body ?? {})),
  );

  app.get<{ Querystring: LookbookProductsQuery }>(
    `/${paths.lookbookProducts}`,
    {
      schema: {
        summary: 'The cards of up to 48 frames of the lookbook, in the order asked',
        tags: ['lookbook'],
        querystring: lookbookProductsQuerySchema,
        response: replies(lookbookProductsReply),
      },
    },
    async (req, reply) => {
      const page = await lookbookProducts(app, idsOfQuery(req.query));
      const wished = await callerWishesAmong(
        app.db,
        req,
        page.items.map((c) => c.id),
      );
      return wished.size ? reply.ok({ items: withWishes(page.items, wished) }) : okCached(reply, page);
    },
  );
}
