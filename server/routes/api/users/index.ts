import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { unauthorized } from '../../../errors';
import { userInfoOf } from '../../../services/auth/users';

/** GET api/users/index: the signed-in customer's UserInfo. */
export default async function userIndexRoutes(app: FastifyInstance) {
  app.get(`/${paths.userInfo}`, { config: { auth: 'customer' } }, async (req, reply) => {
    if (req.who.kind !== 'customer') throw unauthorized();
    return reply.ok(await userInfoOf(app.db, req.who.userId));
  });
}
