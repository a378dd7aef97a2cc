import { and, desc, eq, lt } from 'drizzle-orm';
import type { AdminTranslationRun } from '../../../contract/admin-translations';
import type { LanguageCode } from '../../../contract/constants';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { translationRuns } from '../../db/schema';
import { conflict } from '../../errors';
import type { ReadCache } from '../platform/read-cache';
import { recordAudit, type AuditActor } from '../staff/audit';
import { translationsChanged } from './content';
import type { Translator } from './translator';
import { contentSources, fillTranslations, lookupTranslations } from './translations';

/**
 * A run whose progress has not moved for this long is taken as stopped (its process died or was
 * stopped): it no longer counts as running, and a new run of its language can start.
 */
export const RUN_STALE_MS = 2 * 60 * 1000;

type Row = typeof translationRuns.$inferSelect;

function runOf(r: Row, now = Date.now()): AdminTranslationRun {
  const stale = r.state === 'running' && now - r.updatedAt.getTime() > RUN_STALE_MS;
  return {
    id: r.id,
    lang: r.lang as LanguageCode,
    state: stale ? 'failed' : r.state,
    total: r.total,
    made: r.made,
    translator: r.translator,
    error: stale ? 'stopped' : r.error,
    started_at: r.startedAt.toISOString(),
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}

/** The language's latest run from the console (any process's), or null. */
export async function latestRun(db: Db, lang: LanguageCode): Promise<AdminTranslationRun | null> {
  const [row] = await db.select().from(translationRuns).where(eq(translationRuns.lang, lang)).orderBy(desc(translationRuns.id)).limit(1);
  return row ? runOf(row) : null;
}

export interface StartedRun {
  run: AdminTranslationRun;
  /** Settles when the run has ended (done, failed or stopped by `signal`); never rejects. */
  finished: Promise<void>;
}

/**
 * POST api/admin/translations/run: the job for one language, now, in this process: the texts
 * missing when it starts are translated batch by batch (fillTranslations: an operator's correction
 * is never touched), its progress written after each batch so every process can answer it, and
 * each batch shown to shoppers at once. One run per language at a time (409 translationRunGoing);
 * a translator without the language: 409 translationNotOffered. Audited as it starts.
 */
export async function startTranslationRun(
  db: Db,
  translator: Translator,
  lang: LanguageCode,
  actor: AuditActor,
  options: { cache: Pick<ReadCache, 'invalidate'>; signal?: AbortSignal; warn?: (err: unknown) => void },
): Promise<StartedRun> {
  if (!translator.supports(lang)) throw conflict(null, said('translationNotOffered', { translator: translator.name }));
  const sources = [...new Set(await contentSources(db))];
  const held = await lookupTranslations(db, lang, sources);
  const row = await db.transaction(async (tx) => {
    await tx
      .update(translationRuns)
      .set({ state: 'failed', error: 'stopped', finishedAt: new Date() })
      .where(
        and(eq(translationRuns.lang, lang), eq(translationRuns.state, 'running'), lt(translationRuns.updatedAt, new Date(Date.now() - RUN_STALE_MS))),
      );
    const [inserted] = await tx
      .insert(translationRuns)
      .values({
        lang,
        state: 'running',
        total: sources.length - held.size,
        translator: translator.name,
        staffId: typeof actor === 'object' ? actor.id : null,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw conflict(null, said('translationRunGoing'));
    await recordAudit(tx, actor, {
      action: 'translation.run',
      record_kind: 'translation',
      record_id: lang,
      after: { run: inserted.id, translator: translator.name, missing: inserted.total },
    });
    return inserted;
  });

  const settle = (values: Partial<Row>) =>
    db
      .update(translationRuns)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(translationRuns.id, row.id));
  const finished = (async () => {
    try {
      const result = await fillTranslations(db, translator, lang, sources, options.signal, async (made) => {
        await settle({ made });
        translationsChanged(options.cache);
      });
      await settle({ made: result.made, state: result.error ? 'failed' : 'done', error: result.error ?? null, finishedAt: new Date() });
    } catch (err) {
      options.warn?.(err);
      await settle({ state: 'failed', error: err instanceof Error ? err.message : String(err), finishedAt: new Date() }).catch(() => {});
    }
  })();
  return { run: runOf(row), finished };
}
