import { and, eq, sql } from 'drizzle-orm';
import type { AdminTranslationRow, AdminTranslations, TranslationCounts, TranslationState } from '../../../contract/admin-translations';
import { CONTENT_LANGUAGES, type LanguageCode } from '../../../contract/constants';
import { said } from '../../../contract/messages';
import type { TranslationInput, TranslationsQuery } from '../../../contract/schemas/admin-translations';
import type { Db } from '../../db/client';
import { contentTranslations } from '../../db/schema';
import { invalid } from '../../errors';
import type { ReadCache } from '../platform/read-cache';
import { recordAudit, type AuditActor } from '../staff/audit';
import { translationsChanged } from './content';
import { latestRun } from './runs';
import type { Translator } from './translator';
import { contentSources, hashOf } from './translations';

interface Held {
  text: string;
  origin: 'machine' | 'operator';
  translator: string | null;
}

/** Every translation held, by language and source hash (one read for all languages' counts). */
async function heldByLanguage(db: Db): Promise<Map<string, Map<string, Held>>> {
  const rows = await db
    .select({
      lang: contentTranslations.lang,
      sourceHash: contentTranslations.sourceHash,
      text: contentTranslations.text,
      origin: contentTranslations.origin,
      translator: contentTranslations.translator,
    })
    .from(contentTranslations);
  const out = new Map<string, Map<string, Held>>();
  for (const r of rows) {
    let lang = out.get(r.lang);
    if (!lang) out.set(r.lang, (lang = new Map()));
    lang.set(r.sourceHash, { text: r.text, origin: r.origin, translator: r.translator });
  }
  return out;
}

const stateOf = (held: Held | undefined): TranslationState => (!held ? 'missing' : held.origin === 'operator' ? 'corrected' : 'machine');

/**
 * GET api/admin/translations: the shop's content texts as they stand in `lang` (the texts the job
 * translates, contentSources: held translations of texts no longer in the content are not counted),
 * filtered and paged, with every language's counts and the language's latest run.
 */
export async function translationsOverview(db: Db, translator: Translator | null, query: TranslationsQuery): Promise<AdminTranslations> {
  const sources = (await contentSources(db)).sort((a, b) => a.localeCompare(b, 'en'));
  const hashes = sources.map(hashOf);
  const held = await heldByLanguage(db);
  const languages: TranslationCounts[] = CONTENT_LANGUAGES.map((lang) => {
    const mine = held.get(lang);
    const counts: TranslationCounts = { lang, total: sources.length, machine: 0, corrected: 0, missing: 0 };
    for (const h of hashes) counts[stateOf(mine?.get(h))]++;
    return counts;
  });
  const mine = held.get(query.lang);
  const needle = query.q.toLocaleLowerCase();
  const rows: AdminTranslationRow[] = [];
  sources.forEach((source, i) => {
    const h = mine?.get(hashes[i]!);
    const state = stateOf(h);
    if (query.state !== 'all' && state !== query.state) return;
    if (needle && !source.toLocaleLowerCase().includes(needle) && !h?.text.toLocaleLowerCase().includes(needle)) return;
    rows.push({ source, text: h?.text ?? null, state, translator: h?.origin === 'machine' ? h.translator : null });
  });
  // Missing first (what needs doing), then corrected, then the machine's; each in English order.
  const order: Record<TranslationState, number> = { missing: 0, corrected: 1, machine: 2 };
  rows.sort((a, b) => order[a.state] - order[b.state]);
  const start = (query.page - 1) * query.page_size;
  return {
    lang: query.lang,
    translator: translator?.name ?? null,
    runnable: !!translator?.supports(query.lang),
    languages,
    items: rows.slice(start, start + query.page_size),
    page: query.page,
    page_size: query.page_size,
    total: rows.length,
    run: await latestRun(db, query.lang),
  };
}

/**
 * PUT api/admin/translations: the operator's correction of one content text in one language, kept
 * as 'operator' (never overwritten by the job), audited with the text before, and shown by every
 * process at once. A text no longer in the content is refused (422 on `source`): nothing stored.
 */
export async function correctContentTranslation(
  db: Db,
  cache: Pick<ReadCache, 'invalidate'>,
  actor: AuditActor,
  input: TranslationInput,
): Promise<AdminTranslationRow> {
  const lang = input.lang as LanguageCode;
  const sources = await contentSources(db);
  if (!sources.includes(input.source)) throw invalid({ source: said('translationSourceUnknown') });
  const sourceHash = hashOf(input.source);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ text: contentTranslations.text, origin: contentTranslations.origin })
      .from(contentTranslations)
      .where(and(eq(contentTranslations.lang, lang), eq(contentTranslations.sourceHash, sourceHash)));
    await tx
      .insert(contentTranslations)
      .values({ lang, sourceHash, source: input.source, text: input.text, origin: 'operator', translator: null })
      .onConflictDoUpdate({
        target: [contentTranslations.lang, contentTranslations.sourceHash],
        set: { text: input.text, origin: 'operator', translator: null, updatedAt: sql`now()` },
      });
    await recordAudit(tx, actor, {
      action: 'translation.correct',
      record_kind: 'translation',
      record_id: `${lang}:${sourceHash.slice(0, 12)}`,
      before: before ? { text: before.text, origin: before.origin } : null,
      after: { lang, source: input.source.slice(0, 500), text: input.text },
    });
  });
  translationsChanged(cache);
  return { source: input.source, text: input.text, state: 'corrected', translator: null };
}
