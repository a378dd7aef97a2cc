import { sql } from 'drizzle-orm';
import type { PointReason } from '../../../contract/orders';
import { pgTable, serial, integer, varchar, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth';
import { reviews } from './catalog';
import { orders } from './orders';
import { questionnaires } from './questionnaires';

// ---------- points ----------

/**
 * The customer's points, one row per change (services/points/points.ts has the rules): earned for a
 * paid order and for a review, taken back when a paid order is cancelled. The balance is the sum.
 * Each order and each review counts once (the partial unique indexes).
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: varchar('reason', { length: 20 }).$type<PointReason>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    /** The questionnaire whose submission earned it (reason 'questionnaire'). */
    questionnaireId: integer('questionnaire_id').references(() => questionnaires.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('point_entries_user_idx').on(t.userId, t.id),
    uniqueIndex('point_entries_order_once_idx')
      .on(t.orderId, t.reason)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('point_entries_review_once_idx')
      .on(t.reviewId)
      .where(sql`${t.reviewId} is not null`),
    uniqueIndex('point_entries_questionnaire_once_idx')
      .on(t.userId, t.questionnaireId)
      .where(sql`${t.questionnaireId} is not null`),
  ],
);
