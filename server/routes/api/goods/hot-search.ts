import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { hotSearches } from '../../../services/shop/hot-searches';

/** GET api/goods/hotSearch: the search dialog's Popular Searches. */
export default async function hotSearchRoutes(app: FastifyInstance) {
  app.get(`/${paths.hotSearch}`, async (_req, reply) => reply.ok(await hotSearches(app)));
}
