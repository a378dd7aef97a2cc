import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import {
  forgotPasswordSchema, resetPasswordSchema, type ForgotPasswordInput, type ResetPasswordInput,
} from '../../../contract/schemas/auth';
import { passwordResets, users } from '../../db/schema';
import { invalid } from '../../errors';
import { hashPassword } from '../../services/passwords';
import { hashToken, newToken } from '../../services/secrets';
import { revokeAllForUser } from '../../services/tokens';
import { authRateLimit } from '../rate-limits';

const resetTokenInvalid = () => invalid({ token: messages.resetTokenInvalid }, messages.resetTokenInvalid);

/**
 * POST api/forgotPassword {email}: the same answer whether or not the account exists (no account
 * enumeration). For an account, a one-time link (token stored hashed, expiring) goes by mail.
 *
 * POST api/resetPassword {token, password, c_password}: spends the token, sets the password and
 * ends every session of that user, all in one transaction.
 */
export default async function passwordRoutes(app: FastifyInstance) {
  app.post<{ Body: ForgotPasswordInput }>(`/${paths.forgotPassword}`, {
    schema: { body: forgotPasswordSchema },
    config: { rateLimit: authRateLimit(app) },
  }, async (req, reply) => {
    const [user] = await app.db.select().from(users).where(sql`lower(${users.email}) = lower(${req.body.email})`).limit(1);
    if (user) {
      const token = newToken();
      // Only the newest link works: asking again retires every link sent before.
      await app.db.transaction(async (tx) => {
        await tx.update(passwordResets).set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
        await tx.insert(passwordResets).values({
          userId: user.id,
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + app.config.resetTokenTtl * 1000),
        });
      });
      const link = `${app.config.publicUrl}/forgot-password?token=${token}`;
      await app.mailer.send({
        kind: 'password-reset',
        to: user.email,
        subject: 'Reset your Optic Shop password',
        text: `Hello ${user.firstname},\n\nTo choose a new password, open this link within ${Math.round(app.config.resetTokenTtl / 60)} minutes:\n${link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.`,
      });
    }
    return reply.ok(null, messages.resetSent);
  });

  app.post<{ Body: ResetPasswordInput }>(`/${paths.resetPassword}`, {
    schema: { body: resetPasswordSchema },
    config: { rateLimit: authRateLimit(app) },
  }, async (req, reply) => {
    const { token, password } = req.body;
    const passwordHash = await hashPassword(password);
    await app.db.transaction(async (tx) => {
      // The guarded update spends the token exactly once, even with two requests racing.
      const [spent] = await tx.update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ))
        .returning({ userId: passwordResets.userId });
      if (!spent) throw resetTokenInvalid();
      await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
      await revokeAllForUser(tx, spent.userId);
    });
    return reply.ok(null, messages.passwordChanged);
  });
}
