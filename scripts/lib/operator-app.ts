import { ValidationError } from 'yup';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { ApiError } from '../../server/errors';
import { openRedis } from '../../server/services/platform/redis';

/**
 * Runs an operator command (`npm run orders`, `npm run live`) on the configured database (and
 * Redis, so running servers hear of it): the whole app is built, as the admin endpoints run, then
 * closed. A refusal (the API's error, a failed check) is printed in a line and exits 1.
 */
export async function withOperatorApp(command: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const config = { ...loadConfig(), staticDir: undefined, logLevel: process.env.LOG_LEVEL ?? 'warn' };
  const database = await openDatabase(config);
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : null;
  const app = await buildApp({ config, database, redis });
  try {
    await app.ready();
    await command(app);
  } catch (err) {
    if (err instanceof ApiError || err instanceof ValidationError) {
      const fields = err instanceof ValidationError
        ? ` (${(err.inner.length ? err.inner : [err]).map((e) => `${e.path}: ${e.message}`).join('; ')})`
        : err.data ? ` ${JSON.stringify(err.data)}` : '';
      console.error(`${err.message}${fields}`);
    } else {
      console.error(err instanceof Error ? err.message : err);
    }
    process.exitCode = 1;
  } finally {
    await app.close();
    await database.close();
    redis?.disconnect();
  }
}
