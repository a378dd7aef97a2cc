import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { listCurrencies } from '../../../services/shop/currencies';
import { currencyReply } from '../../../../contract/schemas/replies/shop';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/** GET api/common/allCurrency: Currency[], USD first (the app's default is the first item). */
export default async function allCurrencyRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.allCurrency}`,
    {
      schema: { summary: 'Every currency, USD first', tags: ['shop'], response: replies(listOf(currencyReply)) },
    },
    async (_req, reply) => reply.ok(await listCurrencies(app)),
  );
}
