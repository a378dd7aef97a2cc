import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { lensPriceListOf } from '../../../../contract/lens-price-list';
import { lensPriceListQuerySchema, type LensPriceListQuery } from '../../../../contract/schemas/lens-price-list';
import { lensPriceListReply } from '../../../../contract/schemas/replies/lens-price-list';
import { lensCatalogue } from '../../../services/catalog/lenses';
import { callerIsBusiness } from '../../../services/wholesale/business';
import { replies } from '../../../openapi/replies';

/**
 * GET api/customer/lensPriceList?kind=z|w: the lens catalogue as a price list by series (the lens
 * price list pages); a business buyer's token adds their prices by pairs to the w list. Public.
 */
export default async function lensPriceListRoutes(app: FastifyInstance) {
  app.get<{ Querystring: LensPriceListQuery }>(
    `/${paths.lensPriceList}`,
    {
      schema: {
        summary: "The lens price list by series, with business buyers' prices by pairs (w)",
        tags: ['lenses'],
        querystring: lensPriceListQuerySchema,
        response: replies(lensPriceListReply),
      },
    },
    async (req, reply) => reply.ok(lensPriceListOf(await lensCatalogue(app.db), req.query.kind, await callerIsBusiness(req))),
  );
}
