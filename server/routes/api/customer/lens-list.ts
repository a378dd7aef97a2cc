import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { lensCatalogueReply } from '../../../../contract/schemas/replies/lenses';
import { lensCatalogue } from '../../../services/catalog/lenses';
import { replies } from '../../../openapi/replies';

/** POST api/customer/lens_list: the lens catalogue (usages, indices and materials, coatings and tints) with prices. Public. */
export default async function lensListRoutes(app: FastifyInstance) {
  app.post(
    `/${paths.lensList}`,
    {
      schema: { summary: 'The lens catalogue with prices', tags: ['lenses'], response: replies(lensCatalogueReply) },
    },
    async (_req, reply) => reply.ok(await lensCatalogue(app.db)),
  );
}
