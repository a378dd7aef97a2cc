import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { users } from '../../../db/schema';
import { unauthorized } from '../../../errors';
import { toUserInfo } from '../../../services/users';

/** GET api/users/index: the signed-in customer's UserInfo. */
export default async function userIndexRoutes(app: FastifyInstance) {
  app.get(`/${paths.userInfo}`, { config: { auth: 'customer' } }, async (req, reply) => {
    if (req.who.kind !== 'customer') throw unauthorized();
    const [user] = await app.db.select().from(users).where(eq(users.id, req.who.userId)).limit(1);
    // A token outliving its account is a dead session.
    if (!user) throw unauthorized();
    return reply.ok(toUserInfo(user));
  });
}
