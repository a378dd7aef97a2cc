import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { goodsIdsOfTermsQuery, wholesaleTermsQuerySchema, type WholesaleTermsQuery } from '../../../../contract/schemas/wholesale';
import { goodsWholesaleTermsReply } from '../../../../contract/schemas/replies/wholesale';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';
import { callerIsBusiness } from '../../../services/wholesale/business';
import { termsForBuyer } from '../../../services/wholesale/terms';

/**
 * GET api/goods/wholesaleTerms?goods_ids=1,2,3: a business buyer's wholesale tiers and minimum
 * order quantities of those products (the product page, goods cards). The catalogue's own reads
 * are cached and the same for everyone, so a business buyer's terms are asked for beside them;
 * anyone else (a visitor, a retail customer) gets an empty list and sees retail prices.
 */
export default async function wholesaleTermsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: WholesaleTermsQuery }>(
    `/${paths.wholesaleTerms}`,
    {
      schema: {
        summary: "A business buyer's wholesale tiers and minimums of some products",
        tags: ['wholesale'],
        querystring: wholesaleTermsQuerySchema,
        response: replies(listOf(goodsWholesaleTermsReply)),
      },
    },
    async (req, reply) => {
      const terms = await termsForBuyer(app.db, await callerIsBusiness(req), goodsIdsOfTermsQuery(req.query));
      return reply.header('cache-control', 'private, no-store').ok(terms);
    },
  );
}
