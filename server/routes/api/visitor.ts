import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { issueVisitorToken } from '../../services/auth/tokens';
import { tokenReply } from '../../../contract/schemas/replies/shop';
import { replies } from '../../openapi/replies';

/** POST api/visitor: a new anonymous shopper and their token. Never needs a bearer token. */
export default async function visitorRoutes(app: FastifyInstance) {
  app.post(
    `/${paths.visitor}`,
    {
      schema: { summary: 'A new anonymous shopper and their token', tags: ['auth'], response: replies(tokenReply) },
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
    },
    async (_req, reply) => reply.ok(await issueVisitorToken(app.db, app.config)),
  );
}
