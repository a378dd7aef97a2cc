import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import { priceListPdfQuerySchema, priceListQuerySchema, type PriceListPdfQuery, type PriceListQuery } from '../../../../contract/schemas/wholesale';
import { priceListReply } from '../../../../contract/schemas/replies/wholesale';
import { invalid } from '../../../errors';
import { callerIsBusiness } from '../../../services/wholesale/business';
import { priceListPage } from '../../../services/wholesale/price-list';
import { priceListPdf } from '../../../services/wholesale/price-list-pdf';
import { findCurrency } from '../../../services/shop/currencies';
import { mediaReply, replies } from '../../../openapi/replies';

/**
 * The price lists (/catalog-price-list-v and -w), public; a business buyer's token adds the
 * wholesale tiers and minimums to the wholesale list:
 * - GET api/goods/priceList?kind=v|w&keywords=&collection=&page= -> a page of 50 rows
 * - GET api/goods/priceListPdf?kind=v|w&currency_id= -> the whole list as a PDF (cached until
 *   the catalogue changes)
 */
export default async function priceListRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PriceListQuery }>(
    `/${paths.priceList}`,
    {
      schema: {
        summary: 'A page of the retail or wholesale price list',
        tags: ['wholesale'],
        querystring: priceListQuerySchema,
        response: replies(priceListReply),
      },
    },
    async (req, reply) => reply.ok(await priceListPage(app.db, req.query, await callerIsBusiness(req))),
  );

  app.get<{ Querystring: PriceListPdfQuery }>(
    `/${paths.priceListPdf}`,
    {
      schema: {
        summary: 'The whole retail or wholesale price list as a PDF',
        tags: ['wholesale'],
        querystring: priceListPdfQuerySchema,
        response: mediaReply('application/pdf'),
      },
    },
    async (req, reply) => {
      if (req.query.currency_id && !(await findCurrency(app, req.query.currency_id))) {
        throw invalid({ currency_id: said('currencyUnknown') });
      }
      const business = await callerIsBusiness(req);
      const pdf = await priceListPdf(app, { kind: req.query.kind, business, currencyId: req.query.currency_id });
      const name = req.query.kind === 'w' ? 'wholesale-price-list.pdf' : 'retail-price-list.pdf';
      return reply
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${name}"`)
        .type('application/pdf')
        .send(pdf);
    },
  );
}
