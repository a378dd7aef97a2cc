import { pgTable, serial, integer, varchar, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, bytea } from './columns';
import { users } from './auth';

/**
 * Every file a customer uploads (logos, OEM/ODM attachments), after services/uploads checked its
 * content and re-encoded (raster) or sanitized (SVG) it: kept here under a generated key, never
 * served from the static root.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 40 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** logo, odm: wholesale uploads; rx: a photo of a customer's paper prescription (lenses the shop reads it for). */
    purpose: varchar('purpose', { length: 12 }).$type<'logo' | 'odm' | 'rx'>().notNull(),
    mime: varchar('mime', { length: 40 }).notNull(),
    /** The name the customer gave it, for display only. */
    originalName: varchar('original_name', { length: 160 }).notNull().default(''),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
    /** When the customer chose this logo for their next order (the latest chosen one is theirs). */
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    /** A logo the customer deleted (kept while an order uses it). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('uploads_key_idx').on(t.key), index('uploads_user_purpose_idx').on(t.userId, t.purpose)],
);
