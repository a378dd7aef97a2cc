import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, timestamp, boolean, uuid, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// ---------- people and sessions ----------

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 50 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    firstname: varchar('firstname', { length: 50 }).notNull(),
    lastname: varchar('lastname', { length: 50 }).notNull(),
    /** 1 retail, 2 business. */
    type: integer('type').notNull().default(1),
    currencyId: integer('currency_id'),
    /** Wants the newsletter (account settings); every newsletter mail carries the unsubscribe link. */
    newsletter: boolean('newsletter').notNull().default(false),
    /** The unsubscribe link's token, made at the first subscription (stored hashed). */
    newsletterTokenHash: varchar('newsletter_token_hash', { length: 64 }),
    /** Set when staff disabled the account: its tokens were revoked and sign-in is refused; its orders stay. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_newsletter_token_idx').on(t.newsletterTokenHash),
    // The console's customer search by the start of an e-mail.
    index('users_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/** An anonymous shopper. Owns a cart and a wishlist until they sign in. */
export const visitors = pgTable('visitors', {
  id: uuid('id').primaryKey().defaultRandom(),
  currencyId: integer('currency_id'),
  createdAt: createdAt(),
});

/** Bearer tokens, stored as SHA-256 of the 256-bit random token. */
export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 10 }).$type<'visitor' | 'customer'>().notNull(),
    visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tokens_hash_idx').on(t.tokenHash),
    check('tokens_owner_check', sql`(${t.kind} = 'visitor' and ${t.visitorId} is not null) or (${t.kind} = 'customer' and ${t.userId} is not null)`),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_hash_idx').on(t.tokenHash)],
);
