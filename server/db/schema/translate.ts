import { sql } from 'drizzle-orm';
import { pgTable, serial, text, varchar, timestamp, uniqueIndex, check } from 'drizzle-orm/pg-core';
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
