import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../../db/client';

/** How long one readiness check may take before it counts as failed (a probe must answer in time). */
const CHECK_TIMEOUT_MS = 2_000;

/** Each check: 'ok', or what failed. */
export interface Readiness {
  status: 'ready' | 'not ready';
  /** `process`: 'stopping' once it was told to stop (SIGTERM), so the balancer drops it first. */
  checks: { database: string; migrations: string; redis?: string; process?: string };
}

/** How many migrations this release ships: the entries of drizzle's journal. */
export function shippedMigrations(folder = migrationsFolder): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const failure = (err: unknown) => (err instanceof Error ? err.message : String(err)) || 'failed';

/**
 * GET /readyz: can this process serve? The database answers, it holds at least the migrations this
 * release ships (drizzle records each applied one in drizzle.__drizzle_migrations; a newer release
 * may have applied more), and Redis answers when one is configured.
 */
export function readinessChecker(app: Pick<FastifyInstance, 'db' | 'redis' | 'stopping'>): () => Promise<Readiness> {
  const shipped = shippedMigrations();
  return async () => {
    const checks: Readiness['checks'] = { database: 'ok', migrations: 'ok' };
    const redis = app.redis ? withTimeout(app.redis.ping()).then(() => 'ok', failure) : undefined;
    try {
      await withTimeout(app.db.execute(sql`select 1`));
      try {
        const res = (await withTimeout(app.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))) as unknown as {
          rows: { n: number }[];
        };
        const applied = Number(res.rows[0]?.n ?? 0);
        if (applied < shipped) checks.migrations = `${applied} of ${shipped} applied`;
      } catch (err) {
        checks.migrations = `not applied: ${failure(err)}`;
      }
    } catch (err) {
      checks.database = `unreachable: ${failure(err)}`;
      checks.migrations = 'unknown';
    }
    if (redis) checks.redis = await redis;
    if (app.stopping) checks.process = 'stopping';
    const ready = Object.values(checks).every((c) => c === 'ok');
    return { status: ready ? 'ready' : 'not ready', checks };
  };
}
