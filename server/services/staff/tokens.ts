import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers, staffTokens } from '../../db/schema';
import { STAFF_TOKEN_PREFIX, STAFF_TOKEN_TTL_S, type StaffRole } from '../../../contract/staff';
import { unauthorized } from '../../errors';
import { hashToken, newToken } from '../auth/secrets';

/** The signed-in member a console route acts for (`req.staff`). */
export interface StaffActor {
  id: number;
  email: string;
  role: StaffRole;
  tokenId: number;
}

/** A new staff token (`st.` + 256 random bits), stored as its SHA-256, valid STAFF_TOKEN_TTL_S. */
export async function issueStaffToken(db: Db, staffId: number): Promise<{ token: string; expiresIn: number }> {
  const token = `${STAFF_TOKEN_PREFIX}${newToken()}`;
  await db.insert(staffTokens).values({
    tokenHash: hashToken(token),
    staffId,
    expiresAt: new Date(Date.now() + STAFF_TOKEN_TTL_S * 1000),
  });
  return { token, expiresIn: STAFF_TOKEN_TTL_S };
}

/**
 * Who is calling a console route. No token, a shopper's token (no `st.`), an unknown, expired or
 * revoked token, a disabled member's or one without a password: 401.
 */
export async function resolveStaffToken(db: Db, token: string | undefined): Promise<StaffActor> {
  if (!token || !token.startsWith(STAFF_TOKEN_PREFIX) || token.length > 200) throw unauthorized();
  const [row] = await db
    .select({
      tokenId: staffTokens.id,
      expiresAt: staffTokens.expiresAt,
      revokedAt: staffTokens.revokedAt,
      id: staffMembers.id,
      email: staffMembers.email,
      role: staffMembers.role,
      disabledAt: staffMembers.disabledAt,
      passwordHash: staffMembers.passwordHash,
    })
    .from(staffTokens)
    .innerJoin(staffMembers, eq(staffMembers.id, staffTokens.staffId))
    .where(eq(staffTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.disabledAt || !row.passwordHash || row.expiresAt.getTime() <= Date.now()) throw unauthorized();
  return { id: row.id, email: row.email, role: row.role, tokenId: row.tokenId };
}

/** Sign-out: this token ends. */
export async function revokeStaffToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(staffTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffTokens.id, tokenId), isNull(staffTokens.revokedAt)));
}

/** A member disabled (every token) or their password changed (every token but the one in use). */
export async function revokeStaffTokensOf(db: Db, staffId: number, keepTokenId?: number): Promise<void> {
  await db
    .update(staffTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(staffTokens.staffId, staffId), isNull(staffTokens.revokedAt), keepTokenId ? ne(staffTokens.id, keepTokenId) : undefined));
}
