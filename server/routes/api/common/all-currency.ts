import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { listCurrencies } from '../../../services/shop/currencies';

/** GET api/common/allCurrency: Currency[], USD first (the app's default is the first item). */
export default async function allCurrencyRoutes(app: FastifyInstance) {
  app.get(`/${paths.allCurrency}`, async (_req, reply) => reply.ok(await listCurrencies(app)));
}
