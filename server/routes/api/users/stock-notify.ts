import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import { stockNotifySchema, type StockNotifyInput } from '../../../../contract/schemas/catalog';
import { requestStockNotice } from '../../../services/catalog/stock';
import { noData } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/**
 * POST api/users/stockNotify {goods_id, variant_id, email}: "e-mail me when this colour is back".
 * Only for a sold-out colour (one in stock is a 409: order it instead). One request per colour and
 * address: asking again changes nothing and sends nothing, unless the earlier request was already
 * answered by a back-in-stock mail, which re-arms it. A confirmation goes out through the mailer.
 */
export default async function stockNotifyRoutes(app: FastifyInstance) {
  app.post<{ Body: StockNotifyInput }>(
    `/${paths.stockNotify}`,
    {
      schema: { summary: 'Mail me when a sold-out colour is back', tags: ['catalogue'], body: stockNotifySchema, response: replies(noData()) },
      config: { auth: 'token' },
    },
    async (req, reply) => {
      await requestStockNotice(app, req.body);
      return reply.ok(null, said('stockNotifySaved'));
    },
  );
}
