import { pgTable, serial, text, varchar, timestamp, index, integer } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from './columns';

/**
 * Every e-mail the shop sends: a transactional outbox. A mail is written in the transaction of
 * what causes it and sent afterwards by the `mail-outbox` job (services/mail/outbox.ts), so a
 * crash between the commit and the send delays it, never loses it. Without SMTP_URL it is only
 * stored and logged (and marked sent).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The Message-ID every try sends, so a resend after an unknown SMTP answer is the same message. */
    messageId: varchar('message_id', { length: 200 }),
    /** The request that caused it, for the logs of its sending. */
    requestId: varchar('request_id', { length: 64 }),
    /** Tries so far (each claims the mail for a while, see `claimedUntil`). */
    attempts: integer('attempts').notNull().default(0),
    /** Claimed by a sender until then (a sender that dies lets it go then), or not to be tried before then after a failure. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up on after the last try: the operator's to look at (`error` says why). */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_to_idx').on(t.to),
    index('outbox_unsent_idx')
      .on(t.id)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);
