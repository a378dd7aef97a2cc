import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { hotSearches } from '../../../services/shop/hot-searches';
import { hotSearchReply } from '../../../../contract/schemas/replies/shop';
import { replies } from '../../../openapi/replies';

/** GET api/goods/hotSearch: the search dialog's Popular Searches. */
export default async function hotSearchRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.hotSearch}`,
    {
      schema: { summary: 'The hot searches', tags: ['shop'], response: replies(hotSearchReply) },
    },
    async (_req, reply) => reply.ok(await hotSearches(app)),
  );
}
