import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import { catalogueRequestSchema, type CatalogueRequestInput } from '../../../contract/schemas/auth';
import { sendCatalogue } from '../../services/mail/catalogue-request';
import { authRateLimit } from '../rate-limits';
import { noData } from '../../../contract/schemas/replies/shape';
import { replies } from '../../openapi/replies';

/**
 * POST api/contractUs/getCatalogue {email} (the spec's path): the e-mail catalogue pop-up asks
 * for the catalogue by mail. Visitors and customers; rate-limited per IP.
 */
export default async function contractUsRoutes(app: FastifyInstance) {
  app.post<{ Body: CatalogueRequestInput }>(`/${paths.getCatalogue}`, {
    schema: { summary: 'Mail the catalogue link to an address (once a day per address)', tags: ['shop'], body: catalogueRequestSchema, response: replies(noData()) },
    config: { auth: 'token', rateLimit: authRateLimit(app) },
  }, async (req, reply) => {
    await sendCatalogue(app, req.body.email);
    return reply.ok(null, messages.catalogueSent);
  });
}
