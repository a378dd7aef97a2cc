import { sql } from 'drizzle-orm';
import type { LensInquiryDetails } from '../../../contract/lens-inquiry';
import { pgTable, serial, integer, text, varchar, timestamp, index, uniqueIndex, check, jsonb } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth';

// ---------- content: information pages, agreements, contact forms ----------

/**
 * Information pages (kind 'page', served at /{slug}) and agreements (kind 'agreement', served by
 * getAgreement by key): Markdown the operator changes with `npm run pages` without a deploy,
 * rendered to sanitized HTML when read (services/content). Each change bumps the version.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<'page' | 'agreement'>().notNull().default('page'),
    slug: varchar('slug', { length: 80 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    description: varchar('description', { length: 320 }).notNull(),
    body: text('body').notNull(),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When shoppers may read it: null is a draft (the console's), a time to come is scheduled, a time
     * past is published. A page added without one (the seed, `npm run pages -- set`) is published at once.
     */
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [uniqueIndex('content_pages_kind_slug_idx').on(t.kind, t.slug), check('content_pages_kind_check', sql`${t.kind} in ('page', 'agreement')`)],
);

/**
 * An information page's former addresses: when the console changes the slug of a published page,
 * `/pages/{from}` answers 301 to the page's address now. A page that takes a former address back
 * ends that move.
 */
export const contentRedirects = pgTable(
  'content_redirects',
  {
    id: serial('id').primaryKey(),
    fromSlug: varchar('from_slug', { length: 80 }).notNull(),
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('content_redirects_from_idx').on(t.fromSlug), index('content_redirects_page_idx').on(t.pageId)],
);

/** The contact form's messages (addInquiry); the operator answers them with `npm run inquiries`. */
export const inquiries = pgTable(
  'inquiries',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 120 }).notNull(),
    message: text('message').notNull(),
    orderNo: varchar('order_no', { length: 40 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** contact: the contact form; lens: a lens enquiry (addLensInquiry), its prescription in `details`. */
    kind: varchar('kind', { length: 12 }).$type<'contact' | 'lens'>().notNull().default('contact'),
    details: jsonb('details').$type<LensInquiryDetails>(),
    status: varchar('status', { length: 12 }).$type<'open' | 'answered'>().notNull().default('open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiries_status_idx').on(t.status, t.createdAt),
    index('inquiries_user_kind_idx').on(t.userId, t.kind, t.createdAt),
    check('inquiries_status_check', sql`${t.status} in ('open', 'answered')`),
    check('inquiries_kind_check', sql`${t.kind} in ('contact', 'lens')`),
  ],
);

/** "E-mail me when the new collection arrives": one row per collection and address (stored lower-case). */
export const arrivalNotifications = pgTable(
  'arrival_notifications',
  {
    id: serial('id').primaryKey(),
    collection: varchar('collection', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    createdAt: createdAt(),
    /** Set when the collection's arrival mail went out. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('arrival_notifications_collection_email_idx').on(t.collection, t.email)],
);
