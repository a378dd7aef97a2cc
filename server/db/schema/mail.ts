import { pgTable, serial, text, varchar, timestamp, index } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** Every e-mail the shop sends; the default transport only stores and logs. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    kind: varchar('kind', { length: 40 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to)],
);
