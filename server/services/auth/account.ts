import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { UserInfo } from '../../../contract/entities';
import { said } from '../../../contract/messages';
import type { ChangeInformationInput, ChangePasswordInput } from '../../../contract/schemas/auth';
import type { Db } from '../../db/client';
import { tokens, users } from '../../db/schema';
import { invalid, notFound } from '../../errors';
import { isUniqueViolation } from '../platform/db-errors';
import { hashPassword, verifyPassword } from './passwords';
import { emailTaken } from './sign-in';
import { toUserInfo } from './users';

/**
 * PUT api/users/changeAllInformation: the customer's first name, last name and e-mail. An e-mail
 * another account has (whatever its case) is a 422 on the field; the unique index settles a race.
 */
export async function changeInformation(db: Db, userId: number, input: ChangeInformationInput): Promise<UserInfo> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${input.email})`, ne(users.id, userId)))
    .limit(1);
  if (other) throw emailTaken();
  try {
    const [user] = await db
      .update(users)
      .set({ firstname: input.firstname, lastname: input.lastname, email: input.email })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw notFound();
    return toUserInfo(user);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}

/**
 * POST api/changePassword: the current password must be right (else a 422 on old_password); the
 * new one replaces it and every other session of the customer ends (other devices sign in again),
 * the one that changed it goes on.
 */
export async function changePassword(db: Db, userId: number, currentTokenId: number, input: ChangePasswordInput): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    throw invalid({ old_password: said('currentPasswordWrong') });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .update(tokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(tokens.userId, userId), ne(tokens.id, currentTokenId), isNull(tokens.revokedAt)));
  });
}
