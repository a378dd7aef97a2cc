import { afterAll, describe, expect, it } from 'vitest';
import { Agent, fetch as undiciFetch } from 'undici';
import { sql } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { fromPostgres, queryRows, type Database } from '../../../server/db/client';
import { knownMigrations } from '../../../server/db/prepare';
import { freePort, startShop, type ShopServer } from '../../../scripts/lib/server';
import { testGoods } from '../helpers/checkout';
import { checkoutByCard } from '../helpers/payments';
import { apiAt, emptyPostgres, postgresForProcesses, type ShopClient } from '../helpers/test-app';
import { startNginx, type Nginx } from '../../../scripts/lib/nginx';

const url = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const count = async (database: Database, table: string) =>
  Number((await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n);

/**
 * The shop as a cluster (issue 30): three server processes on one PostgreSQL database and one
 * Redis, behind nginx with the repository's deploy/nginx.conf (Debian's nginx, installed by
 * scripts/ensure-nginx.ts as Chromium is).
 */
describe.skipIf(!url || !redisUrl)('three processes behind nginx (PostgreSQL, Redis)', () => {
  const servers = new Map<number, ShopServer>();
  let nginx: Nginx | undefined;
  let database: Database | undefined;
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([...servers.values()].map((s) => s.stop()));
    await database?.close();
    for (const drop of drops) await drop();
  });

  it('start together on an empty database: all three ready, migrated and seeded once; a rolling restart under load fails no request', async () => {
    const target = await emptyPostgres();
    drops.push(target.drop);
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const env = {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATIC_DIR: '/nonexistent',
      TRANSLATOR: 'none',
      AUTH_RATE_MAX: '100000',
      RATE_LIMIT_NAMESPACE: `cluster-${process.pid}-${Date.now()}`,
      SHUTDOWN_GRACE_MS: '5000',
    };
    const start = async (port: number) => {
      const server = await startShop({
        port,
        databaseUrl: target.url,
        redisUrl,
        env,
        stdio: process.env.CLUSTER_DEBUG ? 'inherit' : 'ignore',
        readyTimeoutMs: 180_000,
      });
      servers.set(port, server);
      return server;
    };
    await Promise.all(ports.map(start));

    // One schema, one seed: the same rows as a database seeded once.
    database = fromPostgres(target.url, 4);
    const reference = await postgresForProcesses();
    drops.push(reference.drop);
    const seededOnce = fromPostgres(reference.url, 2);
    try {
      expect(await count(database, 'drizzle.__drizzle_migrations')).toBe(knownMigrations().length);
      for (const table of ['goods', 'currencies', 'categories', 'posts'])
        expect([table, await count(database, table)]).toEqual([table, await count(seededOnce, table)]);
    } finally {
      await seededOnce.close();
    }

    nginx = await startNginx(
      ports.map((port) => ({ port })),
      await freePort(),
    );
    // A connection per request: a browser sends a request again when a kept-alive connection turns
    // out closed (nginx's reload closes its idle ones); Node's fetch does not, so it keeps none.
    const oneShot = new Agent({ pipelining: 0 });
    const fetchOnce = ((input: string, init?: RequestInit) =>
      undiciFetch(input, { ...(init as object), dispatcher: oneShot })) as unknown as typeof fetch;
    const shop: ShopClient = { url: nginx.url, api: apiAt(nginx.url, fetchOnce), db: database.db };
    const item = await testGoods(shop, { price: 20, stock: 100_000 });

    // Load through nginx: shoppers browsing and checking out with the sandbox card until told to stop.
    const failures: string[] = [];
    let requests = 0;
    let orders = 0;
    let stopping = false;
    const browse = async () => {
      while (!stopping) {
        requests++;
        try {
          const res = await shop.api('POST', paths.goodsList, { body: { page: 1 } });
          if (res.status !== 200) failures.push(`goods list: ${res.status} ${res.text.slice(0, 120)}`);
        } catch (err) {
          failures.push(`goods list: ${(err as Error).message}`);
        }
      }
    };
    const checkout = async () => {
      while (!stopping) {
        requests += 6;
        try {
          await checkoutByCard(shop, item, 'rolling');
          orders++;
        } catch (err) {
          failures.push(`checkout: ${(err as Error).message.split('\n')[0]}`);
        }
      }
    };
    const load = Promise.all([browse(), browse(), checkout(), checkout()]);
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await pause(1500);

    // One at a time, as docs/scale.md says: out of nginx's upstream, SIGTERM, exit 0, started
    // again, serving, back in the upstream.
    for (const port of ports) {
      await nginx.setUpstreams(ports.map((p) => ({ port: p, down: p === port })));
      const old = servers.get(port)!;
      old.child.kill('SIGTERM');
      expect(await old.exited).toBe(0);
      await start(port);
      await nginx.setUpstreams(ports.map((p) => ({ port: p })));
    }
    stopping = true;
    await load;

    if (process.env.CLUSTER_DEBUG) console.log(`rolling restart: ${requests} requests, ${orders} orders, ${failures.length} failed`);
    expect(failures).toEqual([]);
    expect(orders).toBeGreaterThan(3);
    expect(requests).toBeGreaterThan(50);
  }, 600_000);
});
