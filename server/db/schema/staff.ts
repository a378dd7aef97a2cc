import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, timestamp, index, uniqueIndex, check, jsonb } from 'drizzle-orm/pg-core';
import type { AuditRecordKind, StaffRole } from '../../../contract/staff';
import { createdAt } from './columns';

// ---------- the people who run the shop (not customers: their own accounts and tokens) ----------

/** A member of staff. `password_hash` is argon2id; null while an invitation waits to be accepted. */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    name: varchar('name', { length: 80 }).notNull().default(''),
    role: varchar('role', { length: 20 }).$type<StaffRole>().notNull(),
    passwordHash: text('password_hash'),
    /** Set when the member is disabled: every token of theirs stops working at once. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set when too many failed sign-ins locked the account; the owner can lift it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_members_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Staff bearer tokens (`st.`-prefixed), stored as SHA-256; short-lived and revocable. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_tokens_hash_idx').on(t.tokenHash), index('staff_tokens_staff_idx').on(t.staffId)],
);

/**
 * One-time links: the first owner's setup link (`setup`, no member yet), an invitation or a
 * set-password link (`invite`, for a member). Stored as SHA-256; used once.
 */
export const staffLinks = pgTable(
  'staff_links',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).$type<'setup' | 'invite'>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_links_hash_idx').on(t.tokenHash),
    check('staff_links_member_check', sql`(${t.kind} = 'setup') = (${t.staffId} is null)`),
  ],
);

/**
 * Failed console sign-ins by lower-cased e-mail (known or not, so the throttle gives no hint
 * whether an account exists); the window's count decides the lock.
 */
export const staffSignInFailures = pgTable(
  'staff_sign_in_failures',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sign_in_failures_email_idx').on(t.email, t.at)],
);

/**
 * Every change made from the console or the staff CLI: who, when, what, before and after.
 * Append-only: no code path updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** The member's e-mail at the time, or `cli` / `system`. */
    actor: varchar('actor', { length: 254 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    recordKind: varchar('record_kind', { length: 20 }).$type<AuditRecordKind>().notNull(),
    recordId: varchar('record_id', { length: 60 }).notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_record_idx').on(t.recordKind, t.recordId, t.at),
  ],
);
