import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { contentTranslations, goods } from '../../db/schema';
import { translateKeeping, type Translator } from './translator';
import { postHtml, postTextSources } from '../blog/posts';
import { contentHtml, listContent } from '../content/pages';
import { htmlTexts } from './html';
import { descriptionHtml } from '../catalog/description';

export const hashOf = (source: string): string => createHash('sha256').update(source).digest('hex');

/**
 * The text nodes of each product description's HTML, by its Markdown, from the last call of
 * `contentSources`: a sweep renders only the descriptions added or changed since the run before
 * (the catalogue may hold thousands). Holds the current catalogue's descriptions only.
 */
let descriptionTexts = new Map<string, string[]>();

/** The texts a translator gets of a product's description: the text nodes of its HTML as shoppers get it. */
function textsOfDescription(description: string, seen: Map<string, string[]>): string[] {
  let texts = seen.get(description) ?? descriptionTexts.get(description);
  if (!texts) texts = description.trim() ? htmlTexts(descriptionHtml(description)) : [];
  seen.set(description, texts);
  return texts;
}

/**
 * The English texts of the shop's content: every active product's name and the text nodes of its
 * description (catalog/description.ts, as the product page shows it); every
 * post's title, excerpt, cover's alt text and the text nodes of its body; every information page's
 * and agreement's title, description and text nodes (./html.ts: markup is never sent).
 */
export async function contentSources(db: Db): Promise<string[]> {
  const texts = new Set<string>();
  const add = (t: string) => {
    if (t.trim()) texts.add(t);
  };
  const seen = new Map<string, string[]>();
  for (const r of await db.select({ name: goods.name, description: goods.description }).from(goods).where(eq(goods.isActive, true))) {
    add(r.name);
    textsOfDescription(r.description, seen).forEach(add);
  }
  descriptionTexts = seen;
  for (const p of await postTextSources(db)) [p.title, p.excerpt, p.coverAlt, ...htmlTexts(postHtml(p))].forEach(add);
  for (const c of await listContent(db)) [c.title, c.description, ...htmlTexts(contentHtml(c))].forEach(add);
  return [...texts];
}

/** The translations held of these sources in `lang` (source -> text); missing ones are absent. */
export async function lookupTranslations(db: Db, lang: LanguageCode, sources: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!sources.length || lang === 'en') return out;
  const byHash = new Map(sources.map((s) => [hashOf(s), s]));
  const rows = await db
    .select({ sourceHash: contentTranslations.sourceHash, text: contentTranslations.text })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.lang, lang), inArray(contentTranslations.sourceHash, [...byHash.keys()])));
  for (const r of rows) out.set(byHash.get(r.sourceHash)!, r.text);
  return out;
}

export interface FillResult {
  lang: LanguageCode;
  /** Translated now. */
  made: number;
  /** Held already (machine or operator). */
  held: number;
  /** The translator has no pair for this language. */
  unsupported?: true;
  /** Why this language failed (the translator's error); what was held stays. */
  error?: string;
}

/** At most this many texts per translator call. */
const BATCH = 50;

/**
 * Translates the sources not yet held in `lang` and stores them (origin 'machine'). Never touches
 * a held one, so an operator's correction stays; two fills at once store each text once. An
 * aborted `signal` stops it between batches. `onBatch` is told how many it has made after each
 * batch is stored (a console run's progress).
 */
export async function fillTranslations(
  db: Db,
  translator: Translator,
  lang: LanguageCode,
  sources: string[],
  signal?: AbortSignal,
  onBatch?: (made: number) => Promise<void>,
): Promise<FillResult> {
  if (!translator.supports(lang)) return { lang, made: 0, held: 0, unsupported: true };
  const held = await lookupTranslations(db, lang, sources);
  const missing = [...new Set(sources)].filter((s) => !held.has(s));
  let made = 0;
  for (let i = 0; i < missing.length; i += BATCH) {
    // Stopped (the server shutting down): what is made stays, the rest waits for the next fill.
    if (signal?.aborted) return { lang, made, held: held.size, error: 'stopped' };
    const batch = missing.slice(i, i + BATCH);
    const texts = await translateKeeping(translator, batch, lang);
    const inserted = await db
      .insert(contentTranslations)
      .values(
        batch.map((source, j) => ({
          lang,
          sourceHash: hashOf(source),
          source,
          text: texts[j]!,
          origin: 'machine' as const,
          translator: translator.name,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: contentTranslations.id });
    made += inserted.length;
    await onBatch?.(made);
  }
  return { lang, made, held: held.size };
}

/** The operator's correction of a text in `lang`: kept as 'operator' and never overwritten by a fill. */
export async function correctTranslation(db: Db, lang: LanguageCode, source: string, text: string): Promise<void> {
  await db
    .insert(contentTranslations)
    .values({ lang, sourceHash: hashOf(source), source, text, origin: 'operator', translator: null })
    .onConflictDoUpdate({
      target: [contentTranslations.lang, contentTranslations.sourceHash],
      set: { text, origin: 'operator', translator: null, updatedAt: sql`now()` },
    });
}

export interface HeldTranslation {
  source: string;
  text: string;
  origin: 'machine' | 'operator';
  translator: string | null;
}

/** What is held in `lang`, corrections first, then by source. */
export async function listTranslations(db: Db, lang: LanguageCode): Promise<HeldTranslation[]> {
  return db
    .select({
      source: contentTranslations.source,
      text: contentTranslations.text,
      origin: contentTranslations.origin,
      translator: contentTranslations.translator,
    })
    .from(contentTranslations)
    .where(eq(contentTranslations.lang, lang))
    .orderBy(sql`${contentTranslations.origin} = 'machine'`, contentTranslations.source);
}
