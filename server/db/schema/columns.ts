import { sql } from 'drizzle-orm';
import { numeric, timestamp, check, customType } from 'drizzle-orm/pg-core';

// Column and check builders shared by the domain schema files (no tables here).

/** Money is numeric(12,2) in USD, read back as a JS number. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Owned by a user or by a visitor, exactly one of the two (cart, wishlist, live mutes). */
export const ownerCheck = (name: string, userId: unknown, visitorId: unknown) =>
  check(name, sql`(${userId} is not null) <> (${visitorId} is not null)`);

/** Raw bytes (an upload's content), read back as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});
