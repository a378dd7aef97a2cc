import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { revokeToken } from '../../../services/auth/tokens';
import { noData } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/** POST api/users/logout: revokes the caller's token; using it again answers 30001. */
export default async function logoutRoutes(app: FastifyInstance) {
  app.post(
    `/${paths.logout}`,
    {
      schema: { summary: "Revoke the caller's token", tags: ['auth'], response: replies(noData()) },
      config: { auth: 'token' },
    },
    async (req, reply) => {
      await revokeToken(app.db, req.who.tokenId);
      return reply.ok(null);
    },
  );
}
