/**
 * Before the suites run against PostgreSQL and Redis: proves that DATABASE_URL and REDIS_URL (each
 * only when set) answer, so a service that is down fails in seconds with its name, not as dozens
 * of confusing test failures later. Exits 1 with the reason.
 */
import pg from 'pg';
import { Redis } from 'ioredis';
import { isMain } from './lib/is-main';

const TIMEOUT_MS = 5_000;

/** The URL without its password, for messages. */
function safe(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparseable URL)';
  }
}

export async function checkPostgres(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: TIMEOUT_MS });
  try {
    await client.connect();
    const res = await client.query<{ version: string }>('select version()');
    return res.rows[0]?.version.split(' ').slice(0, 2).join(' ') ?? 'PostgreSQL';
  } catch (err) {
    throw new Error(`PostgreSQL at DATABASE_URL=${safe(url)} does not answer: ${(err as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function checkRedis(url: string): Promise<string> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  // The connect() rejection only says "Connection is closed"; the error event has the cause.
  let cause: Error | undefined;
  redis.on('error', (err: Error) => (cause ??= err));
  try {
    await redis.connect();
    const pong = await redis.ping();
    if (pong !== 'PONG') throw new Error(`PING answered ${pong}`);
    const info = await redis.info('server');
    return `Redis ${/redis_version:(\S+)/.exec(info)?.[1] ?? ''}`.trim();
  } catch (err) {
    throw new Error(`Redis at REDIS_URL=${safe(url)} does not answer: ${(cause ?? (err as Error)).message}`);
  } finally {
    redis.disconnect();
  }
}

export async function checkServices(env: NodeJS.ProcessEnv = process.env): Promise<string[]> {
  const found: string[] = [];
  const failures: string[] = [];
  const checks: Array<[string | undefined, (url: string) => Promise<string>]> = [
    [env.DATABASE_URL, checkPostgres],
    [env.REDIS_URL, checkRedis],
  ];
  for (const [url, check] of checks) {
    if (!url) continue;
    try {
      found.push(await check(url));
    } catch (err) {
      failures.push((err as Error).message);
    }
  }
  if (failures.length) throw new Error(failures.join('\n'));
  return found;
}

if (isMain(import.meta.url)) {
  checkServices()
    .then((found) => console.log(found.length ? `services: ${found.join(', ')}` : 'services: none configured'))
    .catch((err) => {
      console.error(`services: ${(err as Error).message}`);
      console.error('Start them (PostgreSQL on 127.0.0.1:5432 with database "test", Redis on 127.0.0.1:6379) or unset the URLs.');
      process.exit(1);
    });
}
