import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { invalid } from '../../errors';
import { hashPassword } from './passwords';
import { hashToken, newToken } from './secrets';
import { revokeAllForUser } from './tokens';
import { findUserByEmail } from './users';

const resetTokenInvalid = () => invalid({ token: said('resetTokenInvalid') });

/**
 * POST api/forgotPassword: for an account, a one-time link (token stored hashed, expiring) goes by
 * mail; only the newest link works. Nothing tells the caller whether the account exists.
 */
export async function sendPasswordReset(app: Pick<FastifyInstance, 'db' | 'config' | 'mailer'>, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const token = newToken();
  const link = `${app.config.publicUrl}/forgot-password?token=${token}`;
  // Asking again retires every link sent before; the new link's mail is written with it.
  await app.db.transaction(async (tx) => {
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + app.config.resetTokenTtl * 1000),
    });
    await app.mailer.queue(tx, {
      kind: 'password-reset',
      to: user.email,
      subject: 'Reset your Optic Shop password',
      text: `Hello ${user.firstname},\n\nTo choose a new password, open this link within ${Math.round(app.config.resetTokenTtl / 60)} minutes:\n${link}\n\nIf you did not ask for this, ignore this message; your password stays as it is.`,
    });
  });
  app.mailer.flush();
}

/**
 * POST api/resetPassword: spends the token, sets the password and ends every session of that user,
 * in one transaction. An unknown, used or expired token is a 422 on the token field.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // The guarded update spends the token exactly once, even with two requests racing.
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
      .returning({ userId: passwordResets.userId });
    if (!spent) throw resetTokenInvalid();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, spent.userId));
    await revokeAllForUser(tx, spent.userId);
  });
}
