import type { FastifyInstance } from 'fastify';
import { adminTranslationPaths } from '../../../../contract/admin-translations';
import { said } from '../../../../contract/messages';
import {
  translationInputSchema,
  translationRunInputSchema,
  translationRunQuerySchema,
  translationsQuerySchema,
  type TranslationInput,
  type TranslationRunInput,
  type TranslationsQuery,
} from '../../../../contract/schemas/admin-translations';
import {
  adminTranslationLatestReply,
  adminTranslationRowReply,
  adminTranslationRunReply,
  adminTranslationsReply,
} from '../../../../contract/schemas/replies/admin-translations';
import type { LanguageCode } from '../../../../contract/constants';
import { conflict } from '../../../errors';
import { replies } from '../../../openapi/replies';
import { correctContentTranslation, translationsOverview } from '../../../services/translate/console';
import { translatorOf } from '../../../services/translate/registry';
import { latestRun, startTranslationRun } from '../../../services/translate/runs';

/**
 * api/admin/translations (content.manage): what is translated, missing or corrected per language; a
 * correction by hand; the job for one language run now, with its progress. Runs started here stop
 * between batches when the server closes (what was made stays; the next run goes on from there).
 */
export default async function adminTranslationRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'content.manage' } as const;
  const translator = translatorOf(app.config.translator);
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    stopping.abort();
    await Promise.all(running);
  });

  app.get<{ Querystring: TranslationsQuery }>(
    `/${adminTranslationPaths.translations}`,
    {
      schema: {
        summary:
          "The shop's content texts in one language (missing, machine-translated, corrected), filtered and paged, with every language's counts",
        tags,
        querystring: translationsQuerySchema,
        response: replies(adminTranslationsReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await translationsOverview(app.db, translator, req.query)),
  );

  app.put<{ Body: TranslationInput }>(
    `/${adminTranslationPaths.translations}`,
    {
      schema: {
        summary: 'Corrects one text in one language: kept, never overwritten by the translation job; shoppers read it at once',
        tags,
        body: translationInputSchema,
        response: replies(adminTranslationRowReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await correctContentTranslation(app.db, app.readCache, req.staff, req.body), said('translationSaved')),
  );

  app.get<{ Querystring: { lang: string } }>(
    `/${adminTranslationPaths.run}`,
    {
      schema: {
        summary: "The language's latest run of the translation job (its progress while it runs), or null",
        tags,
        querystring: translationRunQuerySchema,
        response: replies(adminTranslationLatestReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await latestRun(app.db, req.query.lang as LanguageCode)),
  );

  app.post<{ Body: TranslationRunInput }>(
    `/${adminTranslationPaths.run}`,
    {
      schema: {
        summary: 'Runs the translation job for one language now (409 when one is running or no translator has the language)',
        tags,
        body: translationRunInputSchema,
        response: replies(adminTranslationRunReply),
      },
      config,
    },
    async (req, reply) => {
      if (!translator) throw conflict(null, said('translationNoTranslator'));
      const started = await startTranslationRun(app.db, translator, req.body.lang as LanguageCode, req.staff, {
        cache: app.readCache,
        signal: stopping.signal,
        warn: (err) => app.log.warn({ err, lang: req.body.lang }, 'translation run failed'),
      });
      running.add(started.finished);
      void started.finished.finally(() => running.delete(started.finished));
      return reply.ok(started.run, said('translationRunStarted'));
    },
  );
}
