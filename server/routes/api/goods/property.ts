import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { propertyQuerySchema, type PropertyQuery } from '../../../../contract/schemas/catalog';
import { okCached, readProperties } from '../../../services/catalog/catalog-reads';
import { memoizeValidation } from '../../../plugins/validation';
import { goodsPropertiesReply } from '../../../../contract/schemas/replies/catalog';
import { replies } from '../../../openapi/replies';

/**
 * GET api/goods/property?category_id= (a category page) and GET api/goods/replenishProperty?keywords=
 * (a search page): the filter values of those goods with how many goods each would show, and their
 * price range. Either route takes either parameter, or both. Cached.
 */
export default async function goodsPropertyRoutes(app: FastifyInstance) {
  for (const path of [paths.goodsProperty, paths.replenishProperty]) {
    app.get<{ Querystring: PropertyQuery }>(
      `/${path}`,
      {
        schema: {
          summary: 'The filter values of a list, with counts',
          tags: ['catalogue'],
          querystring: memoizeValidation(propertyQuerySchema),
          response: replies(goodsPropertiesReply),
        },
      },
      async (req, reply) => okCached(reply, await readProperties(app, req.query)),
    );
  }
}
