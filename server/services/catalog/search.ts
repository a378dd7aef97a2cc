import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Catalogue search over `goods.search_text` (trigram GIN index, pg_trgm). A query is split into
 * words; every word must match (all-of), each either as a word prefix ('avia' -> aviator, case
 * and punctuation ignored) or, for words of 3+ letters (not numbers), fuzzily: a pg_trgm strict word similarity
 * of at least WORD_SIMILARITY to the words of the document ('aviatr' -> aviator 0.50, 'titanum'
 * -> titanium 0.55, 'harbour' -> harbor 0.50).
 *
 * Measured on the catalogue's words: plain `word_similarity` compares the query with any part of
 * a word, so at 0.4 'avia' matched 'via' and 'avail', 'wood' matched 'women' and 'gld' 'glasses';
 * the strict variant compares whole words and has none of these. Trigrams score a swap of two
 * letters low ('avaitor' vs aviator 0.33, while 'avail' scores 0.40), so the threshold stays a
 * little above 0.4 and the adjacent swaps of a word are tried too, as a spelling corrector would.
 */
export const WORD_SIMILARITY = 0.45;
const MAX_WORDS = 8;

/** Lower-case words of letters and digits, as search_text stores them. */
export function searchWords(keywords: string | undefined): string[] {
  if (!keywords) return [];
  return keywords
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** The word and its adjacent-letter swaps (words of 4+ letters), each once. */
export function spellings(word: string): string[] {
  const out = new Set([word]);
  if (word.length >= 4) {
    for (let i = 0; i < word.length - 1; i++) {
      if (word[i] === word[i + 1]) continue;
      out.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
    }
  }
  return [...out];
}

/** Words of 3+ letters may match fuzzily; numbers (SKUs, sizes) only exactly: 1027 is not 1072. */
const isFuzzy = (word: string) => word.length >= 3 && /^[a-z]+$/.test(word);

/** search_text is padded with spaces, so ' word%' is a word prefix. */
const prefixPattern = (word: string) => `% ${word}%`;

/**
 * The WHERE condition of a search (all words match) for goods aliased `g`. Uses the `<<%` operator
 * so the trigram index can serve it: run it where `pg_trgm.strict_word_similarity_threshold` is
 * set (`withSearchThreshold`).
 */
export function searchCondition(words: string[]): SQL {
  if (!words.length) return sql`true`;
  return sql.join(
    words.map((w) => {
      const alternatives: SQL[] = [sql`g.search_text like ${prefixPattern(w)}`];
      if (isFuzzy(w)) for (const s of spellings(w)) alternatives.push(sql`${s} <<% g.search_text`);
      return sql`(${sql.join(alternatives, sql` or `)})`;
    }),
    sql` and `,
  );
}

/** How well goods `g` match: per word 1 for a prefix match, else its best strict word similarity; summed. */
export function relevance(words: string[]): SQL {
  if (!words.length) return sql`0`;
  return sql.join(
    words.map((w) => {
      const sims = isFuzzy(w) ? spellings(w).map((s) => sql`strict_word_similarity(${s}, g.search_text)`) : [sql`0`];
      return sql`greatest(case when g.search_text like ${prefixPattern(w)} then 1 else 0 end, ${sql.join(sims, sql`, `)})`;
    }),
    sql` + `,
  );
}

/** Runs `work` in a transaction where the `<<%` operator uses WORD_SIMILARITY. */
export function withSearchThreshold<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`);
    return work(tx as unknown as Db);
  });
}

/**
 * Rebuilds search_text of some goods (all when ids is omitted) from the goods, their category and
 * its parent, and their colours. Whoever changes those fields calls this (then invalidates the
 * read cache).
 */
export async function refreshSearchText(db: Db, goodsIds?: number[]): Promise<void> {
  if (goodsIds && !goodsIds.length) return;
  const only = goodsIds
    ? sql`and g.id in (${sql.join(
        goodsIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    update goods g set search_text = ' ' || trim(regexp_replace(lower(concat_ws(' ',
        g.name, g.sku, g.shape, g.material, g.rim, g.gender, c.name, p.name,
        (select string_agg(v.color, ' ' order by v.sort, v.id) from goods_variants v where v.goods_id = g.id)
      )), '[^a-z0-9]+', ' ', 'g')) || ' '
    from categories c left join categories p on p.id = c.parent_id
    where c.id = g.category_id ${only}`);
}
