import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, timestamp, index, primaryKey, check } from 'drizzle-orm/pg-core';
import type { InboxKind, InboxStatus } from '../../../contract/admin';
import { createdAt } from './columns';
import { staffMembers } from './staff';

// ---------- the console's inbox: what shoppers send that a person must answer ----------
//
// The messages stay in their own tables (inquiries, odm_requests, drop_shipments,
// arrival_notifications, stock_notifications); the inbox keeps beside them, keyed by (kind, source
// id), what staff did: the status, the assignee and the replies. A message without a state row is
// new (a contact or lens enquiry answered from the CLI is answered), so nothing needs backfilling.

/** Staff's handling of one message: its status and who has it. */
export const inboxStates = pgTable(
  'inbox_states',
  {
    kind: varchar('kind', { length: 16 }).$type<InboxKind>().notNull(),
    sourceId: integer('source_id').notNull(),
    status: varchar('status', { length: 10 }).$type<InboxStatus>().notNull().default('new'),
    assigneeId: integer('assignee_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.sourceId] }),
    index('inbox_states_status_idx').on(t.status),
    index('inbox_states_assignee_idx').on(t.assigneeId),
    check('inbox_states_status_check', sql`${t.status} in ('new', 'answered', 'closed')`),
  ],
);

/** A reply written in the console and mailed to the shopper, kept with the message. */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<InboxKind>().notNull(),
    sourceId: integer('source_id').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** The member's e-mail at the time. */
    author: varchar('author', { length: 254 }).notNull(),
    /** Where the reply was mailed. */
    sentTo: varchar('sent_to', { length: 254 }).notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_replies_source_idx').on(t.kind, t.sourceId, t.createdAt)],
);
