import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Identity } from '../auth/tokens';

/** The row filter for things a caller owns (cart lines, wishes): by user for customers, by visitor otherwise. */
export function ownedBy(who: Identity, cols: { userId: PgColumn; visitorId: PgColumn }): SQL {
  return who.kind === 'customer' ? eq(cols.userId, who.userId) : eq(cols.visitorId, who.visitorId);
}
