import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { unauthorized } from '../../../errors';
import { userInfoOf } from '../../../services/auth/users';
import { userInfoReply } from '../../../../contract/schemas/replies/shop';
import { replies } from '../../../openapi/replies';

/** GET api/users/index: the signed-in customer's UserInfo. */
export default async function userIndexRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.userInfo}`,
    {
      schema: { summary: 'The signed-in customer', tags: ['auth'], response: replies(userInfoReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      if (req.who.kind !== 'customer') throw unauthorized();
      return reply.ok(await userInfoOf(app.db, req.who.userId));
    },
  );
}
