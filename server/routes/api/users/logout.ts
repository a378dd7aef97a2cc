import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { revokeToken } from '../../../services/auth/tokens';

/** POST api/users/logout: revokes the caller's token; using it again answers 30001. */
export default async function logoutRoutes(app: FastifyInstance) {
  app.post(`/${paths.logout}`, { config: { auth: 'token' } }, async (req, reply) => {
    await revokeToken(app.db, req.who.tokenId);
    return reply.ok(null);
  });
}
