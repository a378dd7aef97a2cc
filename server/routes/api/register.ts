import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import { registerSchema, type RegisterInput } from '../../../contract/schemas/auth';
import { users } from '../../db/schema';
import { invalid } from '../../errors';
import { hashPassword } from '../../services/passwords';
import { issueCustomerToken } from '../../services/tokens';
import { mergeVisitorInto } from '../../services/merge-visitor';
import { isUniqueViolation } from '../../services/db-errors';
import { toUserInfo } from '../../services/users';
import { grantWelcomeCoupon } from '../../services/coupons';
import { authRateLimit } from '../rate-limits';

const emailTaken = () => invalid({ email: messages.emailTaken }, messages.emailTaken);

/**
 * POST api/register {email, password, c_password, firstname, lastname, type}: a new customer,
 * signed in at once, holding the welcome coupon. Like login, the caller's visitor cart and wishlist become the customer's.
 * An e-mail is taken whatever its case; the unique index settles a race between two requests.
 */
export default async function registerRoutes(app: FastifyInstance) {
  app.post<{ Body: RegisterInput }>(`/${paths.register}`, {
    schema: { body: registerSchema },
    config: { rateLimit: authRateLimit(app) },
  }, async (req, reply) => {
    const { email, password, firstname, lastname, type } = req.body;
    const [existing] = await app.db.select({ id: users.id }).from(users)
      .where(sql`lower(${users.email}) = lower(${email})`).limit(1);
    if (existing) throw emailTaken();

    // Hash outside the transaction: PGlite has one connection and argon2 takes a while.
    const passwordHash = await hashPassword(password);
    const visitor = await req.identity().catch(() => null);
    try {
      const { user, token } = await app.db.transaction(async (tx) => {
        const [user] = await tx.insert(users)
          .values({ email, passwordHash, firstname, lastname, type: Number(type) })
          .returning();
        if (visitor?.kind === 'visitor') await mergeVisitorInto(tx, visitor.visitorId, user!.id);
        await grantWelcomeCoupon(tx, user!.id);
        return { user: user!, token: await issueCustomerToken(tx, app.config, user!.id) };
      });
      return reply.ok({ ...token, user: toUserInfo(user) });
    } catch (err) {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    }
  });
}
