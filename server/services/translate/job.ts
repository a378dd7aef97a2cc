import type { FastifyBaseLogger } from 'fastify';
import { CONTENT_LANGUAGES, type LanguageCode } from '../../../contract/constants';
import type { Db } from '../../db/client';
import type { ReadCache } from '../platform/read-cache';
import { translationsChanged } from './content';
import type { Translator } from './translator';
import { contentSources, fillTranslations, hashOf, type FillResult } from './translations';

type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * The translation job: every content text not yet held, in every language the translator has
 * (or the ones given). Run by `npm run translate -- fill` and by the server's sweep
 * (startTranslationSweep), never on a page's request. `sources` are the content's texts when the
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

/** The ticks of the sweeps running in this process (main.ts starts one when a translator is set). */
const runningSweeps = new Set<() => void>();

/**
 * Content changed (a product's name or description saved in the console): the sweep of this
 * process runs now instead of at its next period (a run already going is not doubled; without a
 * translator nothing happens). Other processes' sweeps find it at their next period.
 */
export function translateSoon(): void {
  for (const tick of runningSweeps) tick();
}

export interface TranslationSweep {
  /** Stops the sweep: no new run starts, a running one stops between batches; resolves once it has. */
  stop(): Promise<void>;
}

/**
 * The running server's translation job: a fill right after start, then one every `everyMs` (0:
 * only the first), so a product, post or page added or changed while it runs (the operator's CLI
 * writes to the database directly) is translated within one period, never on a page's request.
 * A run whose content's texts are those of the last run that left nothing missing skips the
 * lookups; one still going when the next is due is not doubled. A failing translator (down,
 * refusing, over its quota) is logged and tried again at the next run; the content stays English.
 */
export function startTranslationSweep(
  app: { db: Db; log: JobLog; readCache?: Pick<ReadCache, 'invalidate'> },
  translator: Translator,
  everyMs: number,
): TranslationSweep {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  /** The texts of the last run that ended with nothing missing in any language. */
  let complete: string | null = null;
  const run = async () => {
    const sources = await contentSources(app.db);
    const fingerprint = hashOf([...sources].sort().join('\u0000'));
    if (fingerprint === complete) return;
    const results = await fillAll(app.db, translator, CONTENT_LANGUAGES, app.log, { sources, signal: stopping.signal, cache: app.readCache });
    complete = !stopping.signal.aborted && results.every((r) => !r.error) ? fingerprint : null;
  };
  const tick = () => {
    if (running || stopping.signal.aborted) return;
    running = run()
      .catch((err) => app.log.warn({ err, translator: translator.name }, 'translation sweep failed'))
      .finally(() => {
        running = null;
      });
  };
  tick();
  runningSweeps.add(tick);
  const timer = everyMs > 0 ? setInterval(tick, everyMs) : null;
  timer?.unref();
  return {
    async stop() {
      runningSweeps.delete(tick);
      if (timer) clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
