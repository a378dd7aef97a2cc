import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, timestamp, uuid, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users, visitors } from './auth';

/**
 * Support chat conversations (issue #11): one per customer or per visitor (a visitor's moves to the
 * customer when they sign in, services/support/merge.ts). Closing keeps it; a new message opens it again.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    visitorId: uuid('visitor_id').references(() => visitors.id, { onDelete: 'cascade' }),
    /** Where an answer by e-mail goes for a visitor (a customer's own address is used for them). */
    email: varchar('email', { length: 50 }),
    status: varchar('status', { length: 8 }).$type<'open' | 'closed'>().notNull().default('open'),
    /** Shopper messages no agent has read yet. */
    agentUnread: integer('agent_unread').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('support_conversations_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('support_conversations_visitor_idx')
      .on(t.visitorId)
      .where(sql`${t.visitorId} is not null`),
    index('support_conversations_status_idx').on(t.status, t.updatedAt),
    check('support_conversations_owner_check', sql`(${t.userId} is null) <> (${t.visitorId} is null)`),
    check('support_conversations_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

/** The messages of a conversation, plain text (never interpreted as HTML). */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 8 }).$type<'shopper' | 'agent'>().notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_conversation_idx').on(t.conversationId, t.id),
    check('support_messages_author_check', sql`${t.author} in ('shopper', 'agent')`),
  ],
);
