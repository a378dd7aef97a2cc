import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paths } from '../../contract/endpoints';
import { buildApp } from '../../server/app';
import { shippedMigrations, type Readiness } from '../../server/services/platform/health';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

describe.each(backends())('health endpoints (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const probe = async (path: string) => {
    const res = await fetch(`${t.url}/${path}`);
    return { status: res.status, cacheControl: res.headers.get('cache-control'), body: (await res.json()) as Readiness };
  };
  const redisCheck = process.env.REDIS_URL ? { redis: 'ok' } : {};

  it('GET /healthz: the process is up, never cached, no token needed', async () => {
    expect(await probe(paths.healthz)).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok' } });
  });

  it('GET /readyz: ready when the database answers with every migration applied (and Redis, when configured)', async () => {
    expect(await probe(paths.readyz)).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', ...redisCheck } },
    });
  });

  it('answers every probe, however often: no rate limit', async () => {
    const limit = t.app.config.authRateLimit.max;
    const statuses = await Promise.all(
      Array.from({ length: limit * 3 }, () =>
        fetch(`${t.url}/${paths.healthz}`).then(async (r) => {
          await r.arrayBuffer(); // read to the end, so closing the app never waits on this connection
          return r.status;
        }),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it('does not log each probe at info, as it logs other requests', async () => {
    const lines: { msg?: string; req?: { url?: string } }[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = await buildApp({ config: t.app.config, database: t.app.database, redis: null, logger: { level: 'info', stream } });
    try {
      await app.inject({ method: 'GET', url: `/${paths.healthz}` });
      await app.inject({ method: 'GET', url: `/${paths.readyz}` });
      await app.inject({ method: 'GET', url: `/${paths.allCurrency}` });
    } finally {
      await app.close();
    }
    const incoming = lines.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url);
    expect(incoming).toEqual([`/${paths.allCurrency}`]);
  });

  it('is not ready while a migration of this release is missing', async () => {
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const shipped = shippedMigrations();
    expect(await probe(paths.readyz)).toMatchObject({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'not ready', checks: { database: 'ok', migrations: `${shipped - 1} of ${shipped} applied` } },
    });
  });

  it.runIf(process.env.REDIS_URL)('is not ready when Redis does not answer', async () => {
    t.app.redis!.disconnect();
    const res = await probe(paths.readyz);
    expect(res.status).toBe(503);
    expect(res.body.checks.redis).not.toBe('ok');
  });

  it('is not ready when the database is closed, while the process stays healthy', async () => {
    await t.app.database.close();
    const res = await probe(paths.readyz);
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('not ready');
    expect(res.body.checks.database).toMatch(/^unreachable: /);
    expect((await probe(paths.healthz)).status).toBe(200);
  });
});
