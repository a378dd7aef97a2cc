import type { FastifyBaseLogger } from 'fastify';
import type { LanguageCode } from '../../../contract/constants';
import type { Db } from '../../db/client';
import type { Translator } from './translator';
import { CONTENT_LANGUAGES, contentSources, fillTranslations, type FillResult } from './translations';

/**
 * The translation job: every content text not yet held, in every language the translator has
 * (or the ones given). Run by `npm run translate -- fill` and by the server after it starts
 * (main.ts), never on a page's request.
 */
export async function fillAll(db: Db, translator: Translator, langs: LanguageCode[] = CONTENT_LANGUAGES, log?: Pick<FastifyBaseLogger, 'info' | 'warn'>): Promise<FillResult[]> {
  const sources = await contentSources(db);
  const results: FillResult[] = [];
  for (const lang of langs) {
    try {
      const r = await fillTranslations(db, translator, lang, sources);
      results.push(r);
      if (r.made) log?.info({ lang, made: r.made, translator: translator.name }, 'content translated');
    } catch (err) {
      // One language failing (the translator down) leaves the others, and that language shows English.
      log?.warn({ err, lang, translator: translator.name }, 'content translation failed');
      results.push({ lang, made: 0, held: 0, error: err instanceof Error ? err.message : String(err) });
    }
  }
  return results;
}
