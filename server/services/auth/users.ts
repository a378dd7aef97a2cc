import { eq, sql } from 'drizzle-orm';
import type { UserInfo } from '../../../contract/entities';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { unauthorized } from '../../errors';

export type User = typeof users.$inferSelect;

export function toUserInfo(u: User): UserInfo {
  return { id: u.id, firstname: u.firstname, lastname: u.lastname, email: u.email, type: u.type };
}

/** The account of an e-mail, whatever its case (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return user;
}

/** GET api/users/index: the customer's UserInfo. A token outliving its account is a dead session: 401. */
export async function userInfoOf(db: Db, userId: number): Promise<UserInfo> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized();
  return toUserInfo(user);
}
