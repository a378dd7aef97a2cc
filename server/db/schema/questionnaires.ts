import { sql } from 'drizzle-orm';
import type { AnswerEntry, Question, RewardKind } from '../../../contract/questionnaire';
import { pgTable, serial, integer, text, varchar, timestamp, uniqueIndex, check, jsonb } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth';
import { coupons } from './orders';

// ---------- questionnaires ----------

/** A questionnaire the shop hosts: its questions, its reward (points or a coupon) and when it runs. */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 120 }).notNull(),
    description: text('description').notNull().default(''),
    /** The promo's pictures (the spec's s3_img, s3_wap_img): urls on our own origin. */
    imageUrl: text('image_url').notNull(),
    wapImageUrl: text('wap_image_url').notNull(),
    rewardKind: varchar('reward_kind', { length: 10 }).$type<RewardKind>().notNull(),
    rewardPoints: integer('reward_points').notNull().default(0),
    rewardCouponId: integer('reward_coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    questions: jsonb('questions').$type<Question[]>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Moves on at each save from the console: a save at an older one is refused (services/questionnaires/console.ts). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'questionnaires_reward_check',
      sql`(${t.rewardKind} = 'points' and ${t.rewardPoints} > 0) or (${t.rewardKind} = 'coupon' and ${t.rewardCouponId} is not null)`,
    ),
  ],
);

/** A customer's answers to a questionnaire: a draft while started, kept once submitted (one per customer and questionnaire). */
export const questionnaireResponses = pgTable(
  'questionnaire_responses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionnaireId: integer('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    state: varchar('state', { length: 10 }).$type<'started' | 'submitted'>().notNull().default('started'),
    answers: jsonb('answers').$type<AnswerEntry[]>().notNull().default([]),
    /** The hosted form's ticket (startQuestionnaire), stored as its SHA-256, and when it stops working. */
    ticketHash: text('ticket_hash'),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('questionnaire_responses_once_idx').on(t.userId, t.questionnaireId),
    uniqueIndex('questionnaire_responses_ticket_idx')
      .on(t.ticketHash)
      .where(sql`${t.ticketHash} is not null`),
  ],
);
