import type { FastifyBaseLogger } from 'fastify';
import { CONTENT_LANGUAGES, type LanguageCode } from '../../../contract/constants';
import type { Db } from '../../db/client';
import type { ReadCache } from '../platform/read-cache';
import { translationsChanged } from './content';
import type { Translator } from './translator';
import type { JobContext, Jobs } from '../platform/jobs';
import { contentSources, fillTranslations, hashOf, type FillResult } from './translations';

type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * The translation job: every content text not yet held, in every language the translator has
 * (or the ones given). Run by `npm run translate -- fill` and by the server's sweep
 * (defineTranslationSweep), never on a page's request. `sources` are the content's texts when the
 * caller has read them already. With `cache` (the app's read cache), each language that got new
 * translations is shown at once by every process (translationsChanged).
 */
export async function fillAll(
  db: Db,
  translator: Translator,
  langs: LanguageCode[] = CONTENT_LANGUAGES,
  log?: JobLog,
  options: { sources?: string[]; signal?: AbortSignal; cache?: Pick<ReadCache, 'invalidate'> } = {},
): Promise<FillResult[]> {
  const sources = options.sources ?? (await contentSources(db));
  const results: FillResult[] = [];
  for (const lang of langs) {
    if (options.signal?.aborted) break;
    try {
      const r = await fillTranslations(db, translator, lang, sources, options.signal);
      results.push(r);
      if (r.made && options.cache) translationsChanged(options.cache);
      if (r.made) log?.info({ lang, made: r.made, translator: translator.name }, 'content translated');
    } catch (err) {
      // One language failing (the translator down) leaves the others, and that language shows English.
      log?.warn({ err, lang, translator: translator.name }, 'content translation failed');
      results.push({ lang, made: 0, held: 0, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return results;
}

/** The queue of the translation sweep (server/background.ts). */
export const TRANSLATE_JOB = 'translate-sweep';

/** How the sweeps defined in this process are woken (main.ts defines one when a translator is set). */
const wakeUps = new Set<() => void>();

/**
 * Content changed (a product's name or description saved in the console): a sweep runs now, in
 * whichever process takes the job, instead of at its next period (without a translator nothing
 * happens).
 */
export function translateSoon(): void {
  for (const wake of wakeUps) wake();
}

/**
 * Defines the server's translation sweep on the job queue: a run right after start and then one
 * every `everyMs` across the cluster (below 1000: none but those `translateSoon` asks for), so a
 * product, post or page added or changed while the shop runs (the operator's CLI writes to the
 * database directly) is translated within one period, never on a page's request. A run whose
 * content's texts are those of the last run in this process that left nothing missing skips the
 * lookups. A failing translator (down, refusing, over its quota) is logged and tried again at the
 * next run; the content stays English.
 */
export function defineTranslationSweep(
  app: { db: Db; log: JobLog; readCache?: Pick<ReadCache, 'invalidate'>; jobs: Jobs },
  translator: Translator,
  everyMs: number,
): void {
  /** The texts of the last run that ended with nothing missing in any language. */
  let complete: string | null = null;
  const run = async ({ signal }: JobContext) => {
    const sources = await contentSources(app.db);
    const fingerprint = hashOf([...sources].sort().join('\u0000'));
    if (fingerprint === complete) return;
    const results = await fillAll(app.db, translator, CONTENT_LANGUAGES, app.log, { sources, signal, cache: app.readCache });
    complete = !signal.aborted && results.every((r) => !r.error) ? fingerprint : null;
  };
  if (everyMs >= 1000) app.jobs.every(TRANSLATE_JOB, everyMs, run);
  else app.jobs.define(TRANSLATE_JOB, (_data, ctx) => run(ctx), { retryLimit: 0 });
  wakeUps.add(() => void app.jobs.send(TRANSLATE_JOB, {}).catch((err) => app.log.warn({ err }, 'could not wake the translation sweep')));
}
