import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { listCurrencies } from '../../../services/shop/currencies';
import { currencyReply } from '../../../../contract/schemas/replies/shop';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/** GET api/common/allCurrency: Currency[], the shop's default first (the app's default is the first item). */
export default async function allCurrencyRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.allCurrency}`,
    {
      schema: { summary: "Every currency, the shop's default first", tags: ['shop'], response: replies(listOf(currencyReply)) },
    },
    async (_req, reply) => reply.ok(await listCurrencies(app)),
  );
}
