import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The spaces of our transaction-scoped advisory locks (`pg_advisory_xact_lock(space, id)`): one
 * number per kind of work, so two kinds never wait on each other by chance.
 */
export const LockSpace = {
  /** One customer's order placements, one at a time (services/orders/orders.ts createOrder). */
  orderPlacement: 1,
  /** The console's writes of categories (1), navigation entries (2) and popular searches (3), one at a time (services/catalog-admin). */
  storefrontNav: 2,
} as const;

/**
 * Waits until no other transaction holds the lock `(space, id)`, then holds it until this
 * transaction ends (commit or rollback). Nothing but our own code takes these locks: they order
 * work that row locks alone would let deadlock. PostgreSQL and PGlite alike.
 */
export async function holdLock(tx: Db, space: number, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, ${id}::int)`);
}
