import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import { loginSchema, type LoginInput } from '../../../contract/schemas/auth';
import { users } from '../../db/schema';
import { invalid } from '../../errors';
import { burnPasswordCheck, verifyPassword } from '../../services/passwords';
import { issueCustomerToken } from '../../services/tokens';
import { mergeVisitorInto } from '../../services/merge-visitor';
import { toUserInfo } from '../../services/users';
import { authRateLimit } from '../rate-limits';

/**
 * Wrong credentials are a 422 on the password field, not a 401: a 401 tells the app its token is
 * dead, and the visitor's token (and cart) must survive a mistyped password.
 */
const wrongCredentials = () => invalid({ password: messages.wrongCredentials }, messages.wrongCredentials);

/**
 * POST api/login {email, password}. The caller's visitor token, if sent, hands its cart and
 * wishlist to the customer: nothing the visitor collected is lost.
 */
export default async function loginRoutes(app: FastifyInstance) {
  app.post<{ Body: LoginInput }>(`/${paths.login}`, {
    schema: { body: loginSchema },
    config: { rateLimit: authRateLimit(app) },
  }, async (req, reply) => {
    const { email, password } = req.body;
    const [user] = await app.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1);
    if (!user) {
      await burnPasswordCheck(password);
      throw wrongCredentials();
    }
    if (!(await verifyPassword(user.passwordHash, password))) throw wrongCredentials();
    const visitor = await req.identity().catch(() => null);
    const token = await app.db.transaction(async (tx) => {
      if (visitor?.kind === 'visitor') await mergeVisitorInto(tx, visitor.visitorId, user.id);
      return issueCustomerToken(tx, app.config, user.id);
    });
    return reply.ok({ ...token, user: toUserInfo(user) });
  });
}
