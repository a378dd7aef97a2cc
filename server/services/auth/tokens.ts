import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tokens, visitors } from '../../db/schema';
import type { TokenData } from '../../../contract/entities';
import { STAFF_TOKEN_PREFIX } from '../../../contract/staff';
import { hashToken, newToken } from './secrets';
import { tokenRevoked, unauthorized } from '../../errors';

export type Identity =
  | { kind: 'visitor'; tokenId: number; visitorId: string; userId: null }
  | { kind: 'customer'; tokenId: number; visitorId: string | null; userId: number };

/** Cart and wishlist rows belong to a user or to a visitor; this is the column pair to match. */
export type Owner = { userId: number; visitorId: null } | { userId: null; visitorId: string };

export function ownerOf(id: Identity): Owner {
  return id.kind === 'customer' ? { userId: id.userId, visitorId: null } : { userId: null, visitorId: id.visitorId };
}

export interface TokenTtl {
  visitorTokenTtl: number;
  customerTokenTtl: number;
}

/** A new anonymous shopper with their own token. */
export async function issueVisitorToken(db: Db, ttl: TokenTtl): Promise<TokenData> {
  const [visitor] = await db.insert(visitors).values({}).returning({ id: visitors.id });
  const token = newToken();
  await db.insert(tokens).values({
    tokenHash: hashToken(token),
    kind: 'visitor',
    visitorId: visitor!.id,
    expiresAt: new Date(Date.now() + ttl.visitorTokenTtl * 1000),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ttl.visitorTokenTtl, kind: 'visitor' };
}

export async function issueCustomerToken(db: Db, ttl: TokenTtl, userId: number): Promise<TokenData> {
  const token = newToken();
  await db.insert(tokens).values({
    tokenHash: hashToken(token),
    kind: 'customer',
    userId,
    expiresAt: new Date(Date.now() + ttl.customerTokenTtl * 1000),
  });
  return { access_token: token, token_type: 'Bearer', expires_in: ttl.customerTokenTtl, kind: 'customer' };
}

/**
 * Who is calling. Missing, unknown or expired token, or a staff token: 401. A token revoked by logout: 30001,
 * so the app knows the session ended rather than never existed.
 */
export async function resolveToken(db: Db, token: string | undefined): Promise<Identity> {
  // A staff token (`st.`) is never a shopper's: refused before any lookup (it is not in this table anyway).
  if (!token || token.startsWith(STAFF_TOKEN_PREFIX)) throw unauthorized();
  const [row] = await db
    .select()
    .from(tokens)
    .where(eq(tokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw unauthorized();
  if (row.revokedAt) throw tokenRevoked();
  if (row.expiresAt.getTime() <= Date.now()) throw unauthorized();
  if (row.kind === 'customer' && row.userId != null) {
    return { kind: 'customer', tokenId: row.id, visitorId: row.visitorId, userId: row.userId };
  }
  return { kind: 'visitor', tokenId: row.id, visitorId: row.visitorId!, userId: null };
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(tokens.id, tokenId), isNull(tokens.revokedAt)));
}

/** After a password reset every session of that user ends. */
export async function revokeAllForUser(db: Db, userId: number): Promise<void> {
  await db
    .update(tokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)));
}
