import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { ValidationError } from 'yup';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/prepare';
import { ApiError } from '../../server/errors';
import { openRedis } from '../../server/services/platform/redis';

/** What an operator's command failed with, as one line (a refusal's message and data, a schema's field messages). */
export function operatorError(err: unknown): string {
  if (err instanceof ValidationError)
    return `${err.message} (${(err.inner.length ? err.inner : [err]).map((e) => `${e.path}: ${e.message}`).join('; ')})`;
  if (err instanceof ApiError) return `${err.message}${err.data ? ` ${JSON.stringify(err.data)}` : ''}`;
  return err instanceof Error ? err.message : String(err);
}

/**
 * Runs an operator's command on the configured database (DATABASE_URL, else DATA_DIR), migrated
 * first, with the whole app built as the admin endpoints run (its mailer, its read cache and, with
 * REDIS_URL, their shared invalidations, so running servers hear of it). A failure (the API's
 * error, a schema's, any other) is printed in a line and sets exit code 1. The app, the database
 * and Redis are closed whatever happened, also when the app failed to build. PGlite is one
 * process's database: stop the server first when it is the embedded one.
 */
export async function withOperatorApp(run: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const config = { ...loadConfig(), staticDir: undefined, logLevel: process.env.LOG_LEVEL ?? 'warn' };
  let database: Database | undefined;
  let redis: Redis | null = null;
  let app: FastifyInstance | undefined;
  try {
    database = await openDatabase(config);
    redis = config.redisUrl ? await openRedis(config.redisUrl) : null;
    await migrateDatabase(database);
    app = await buildApp({ config, database, redis });
    await app.ready();
    await run(app);
  } catch (err) {
    console.error(operatorError(err));
    process.exitCode = 1;
  } finally {
    try {
      await app?.close();
    } finally {
      await database?.close();
      redis?.disconnect();
    }
  }
}
