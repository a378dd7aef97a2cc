import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { propertyQuerySchema, type PropertyQuery } from '../../../../contract/schemas/catalog';
import { notFound } from '../../../errors';
import { categoryWithDescendants, goodsProperties } from '../../../services/catalog';
import { categoryTree, okCached } from '../../../services/catalog-reads';
import { memoizeValidation } from '../../../plugins/validation';
import { searchWords } from '../../../services/search';

/**
 * GET api/goods/property?category_id= (a category page) and GET api/goods/replenishProperty?keywords=
 * (a search page): the filter values of those goods with how many goods each would show, and their
 * price range. Either route takes either parameter, or both. Cached.
 */
export default async function goodsPropertyRoutes(app: FastifyInstance) {
  const handler = async (q: PropertyQuery) => {
    let categoryIds: number[] | undefined;
    if (q.category_id !== undefined) {
      categoryIds = categoryWithDescendants(await categoryTree(app), q.category_id) ?? undefined;
      if (!categoryIds) throw notFound();
    }
    const keywords = q.keywords || undefined;
    const key = `props:${JSON.stringify([q.category_id ?? null, keywords ? `k:${searchWords(keywords).join(' ')}` : null])}`;
    return app.catalogCache.get(key, () => goodsProperties(app.db, { categoryIds, keywords }));
  };
  for (const path of [paths.goodsProperty, paths.replenishProperty]) {
    app.get<{ Querystring: PropertyQuery }>(`/${path}`, { schema: { querystring: memoizeValidation(propertyQuerySchema) } },
      async (req, reply) => okCached(reply, await handler(req.query)));
  }
}
