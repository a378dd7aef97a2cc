import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers, staffSignInFailures } from '../../db/schema';
import { Code } from '../../../contract/codes';
import { said } from '../../../contract/messages';
import { STAFF_SIGN_IN_MAX_FAILURES, STAFF_SIGN_IN_WINDOW_MS, type StaffSession } from '../../../contract/staff';
import type { StaffSignInInput } from '../../../contract/schemas/staff';
import { ApiError, forbidden, invalid } from '../../errors';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords';
import { findStaffByEmail, toSelf, type StaffRow } from './members';
import { issueStaffToken } from './tokens';

/** The same words for an unknown e-mail and a wrong password: nothing says whether an account exists. */
export const wrongStaffCredentials = () => invalid({ password: said('wrongCredentials') });
const locked = (until: Date) => new ApiError(Code.tooManyRequests, said('staffLocked'), { locked_until: until.toISOString() });

const keyOf = (email: string) => email.trim().toLowerCase();

/**
 * Until when an e-mail is refused: when its last STAFF_SIGN_IN_MAX_FAILURES failures all fell
 * within one window, for a window from the last of them. Counted for every e-mail typed, known or
 * not, so the lock itself says nothing about whether an account exists.
 */
export async function lockOf(db: Db, email: string, now = Date.now()): Promise<Date | null> {
  const rows = await db
    .select({ at: staffSignInFailures.at })
    .from(staffSignInFailures)
    .where(and(eq(staffSignInFailures.email, keyOf(email)), gt(staffSignInFailures.at, new Date(now - 2 * STAFF_SIGN_IN_WINDOW_MS))))
    .orderBy(desc(staffSignInFailures.at))
    .limit(STAFF_SIGN_IN_MAX_FAILURES);
  if (rows.length < STAFF_SIGN_IN_MAX_FAILURES) return null;
  const last = rows[0]!.at.getTime();
  if (last - rows[rows.length - 1]!.at.getTime() > STAFF_SIGN_IN_WINDOW_MS) return null;
  const until = last + STAFF_SIGN_IN_WINDOW_MS;
  return until > now ? new Date(until) : null;
}

/** A failed sign-in counted against the e-mail; the one that completes the count locks a known member too (the console shows it). */
async function countFailure(db: Db, email: string, member: StaffRow | undefined): Promise<void> {
  await db.insert(staffSignInFailures).values({ email: keyOf(email) });
  if (!member) return;
  const until = await lockOf(db, email);
  if (until) await db.update(staffMembers).set({ lockedUntil: until }).where(eq(staffMembers.id, member.id));
}

/** Opens a session for a member (sign-in, setup, invitation accepted), inside the caller's transaction. */
export async function openStaffSession(tx: Db, member: StaffRow): Promise<StaffSession> {
  const [row] = await tx.update(staffMembers).set({ lastSignInAt: new Date() }).where(eq(staffMembers.id, member.id)).returning();
  const { token, expiresIn } = await issueStaffToken(tx, member.id);
  return { access_token: token, token_type: 'Bearer', expires_in: expiresIn, member: toSelf(row!) };
}

/**
 * POST api/admin/auth/sign-in. A locked e-mail is refused before its password is looked at (429,
 * whatever the client's address); an unknown e-mail and a wrong password are the same 422 and cost
 * the same time, and both count towards the lock; a disabled member who knows their password hears
 * that the account is disabled (403). A success clears the e-mail's failures.
 */
export async function signInStaff(db: Db, input: StaffSignInInput): Promise<StaffSession> {
  const until = await lockOf(db, input.email);
  if (until) throw locked(until);
  const member = await findStaffByEmail(db, input.email);
  if (!member?.passwordHash) {
    await burnPasswordCheck(input.password);
    await countFailure(db, input.email, member);
    throw wrongStaffCredentials();
  }
  if (member.lockedUntil && member.lockedUntil.getTime() > Date.now()) throw locked(member.lockedUntil);
  if (!(await verifyPassword(member.passwordHash, input.password))) {
    await countFailure(db, input.email, member);
    throw wrongStaffCredentials();
  }
  if (member.disabledAt) throw forbidden(said('staffDisabled'));
  return db.transaction(async (tx) => {
    await tx.delete(staffSignInFailures).where(eq(staffSignInFailures.email, keyOf(input.email)));
    return openStaffSession(tx, member);
  });
}

/** The owner lifts a lock: the e-mail's failures are forgotten. */
export async function clearSignInFailures(tx: Db, member: StaffRow): Promise<void> {
  await tx.delete(staffSignInFailures).where(eq(staffSignInFailures.email, keyOf(member.email)));
  await tx
    .update(staffMembers)
    .set({ lockedUntil: null })
    .where(and(eq(staffMembers.id, member.id), sql`${staffMembers.lockedUntil} is not null`));
}
