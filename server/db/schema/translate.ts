import { sql } from 'drizzle-orm';
import { pgTable, serial, text, varchar, timestamp, uniqueIndex, check, integer, index } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * Machine translations of the shop's content (product names and descriptions) from English, one
 * per text and language, made once by the translation job (services/translate), never on a page's
 * request. `origin` 'operator' is a correction (npm run translate -- set), never overwritten.
 */
export const contentTranslations = pgTable(
  'content_translations',
  {
    id: serial('id').primaryKey(),
    lang: varchar('lang', { length: 8 }).notNull(),
    /** sha256 of the English source, hex: the key (sources can be long). */
    sourceHash: varchar('source_hash', { length: 64 }).notNull(),
    source: text('source').notNull(),
    text: text('text').notNull(),
    origin: varchar('origin', { length: 16 }).$type<'machine' | 'operator'>().notNull(),
    /** The translator that made a machine translation (apertium, libretranslate, deepl). */
    translator: varchar('translator', { length: 32 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_translations_lang_source_idx').on(t.lang, t.sourceHash),
    check('content_translations_origin_check', sql`${t.origin} in ('machine', 'operator')`),
  ],
);

/**
 * A run of the translation job for one language started from the console (services/translate/runs.ts):
 * its progress, written as each batch is stored, so every server process answers it. At most one
 * `running` run per language (the partial unique index); a run whose process died stops being
 * counted as running once `updated_at` is older than the stale limit.
 */
export const translationRuns = pgTable(
  'translation_runs',
  {
    id: serial('id').primaryKey(),
    lang: varchar('lang', { length: 8 }).notNull(),
    state: varchar('state', { length: 16 }).$type<'running' | 'done' | 'failed'>().notNull(),
    /** Texts missing when the run started. */
    total: integer('total').notNull(),
    /** Translated and stored so far. */
    made: integer('made').notNull().default(0),
    translator: varchar('translator', { length: 32 }).notNull(),
    error: text('error'),
    /** The staff member who started it (null: the CLI or the system). */
    staffId: integer('staff_id'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('translation_runs_one_running_idx')
      .on(t.lang)
      .where(sql`${t.state} = 'running'`),
    index('translation_runs_lang_idx').on(t.lang, t.id),
    check('translation_runs_state_check', sql`${t.state} in ('running', 'done', 'failed')`),
  ],
);
