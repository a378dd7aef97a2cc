import type { FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { ApiError } from '../../server/errors';
import { openRedis } from '../../server/services/platform/redis';

/** What an operator's command failed with, as one line (a refusal's message and data, a schema's field messages). */
export function operatorError(err: unknown): string {
  if (err instanceof ValidationError) return `${err.message} (${(err.inner.length ? err.inner : [err]).map((e) => `${e.path}: ${e.message}`).join('; ')})`;
  if (err instanceof ApiError) return `${err.message}${err.data ? ` ${JSON.stringify(err.data)}` : ''}`;
  return err instanceof Error ? err.message : String(err);
}

/**
 * Runs an operator's command on the configured database (DATABASE_URL, else DATA_DIR) with the
 * app's services (its mailer, its read cache and, with REDIS_URL, their shared invalidations),
 * migrated first; a failure is printed and sets the exit code. PGlite is one process's database:
 * stop the server first when it is the embedded one.
 */
export async function withOperatorApp(run: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const config = { ...loadConfig(), staticDir: undefined, logLevel: process.env.LOG_LEVEL ?? 'warn' };
  const database = await openDatabase(config);
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : null;
  try {
    await database.migrate();
    const app = await buildApp({ config, database, redis });
    try {
      await app.ready();
      await run(app);
    } finally {
      await app.close();
    }
  } catch (err) {
    console.error(operatorError(err));
    process.exitCode = 1;
  } finally {
    await database.close();
    redis?.disconnect();
  }
}
