import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paths } from '../../contract/endpoints';
import type { GoodsDetail } from '../../contract/catalog';
import type { Currency } from '../../contract/entities';
import { buildApp } from '../../server/app';
import { currencies, goods } from '../../server/db/schema';
import { createReadCache } from '../../server/services/platform/read-cache';
import { openRedis } from '../../server/services/platform/redis';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

describe('the read cache', () => {
  it('loads a key once, and drops product entries with their product and catalogue entries with any', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    expect(await cache.get('goods:1', load('one'), 1)).toBe('one');
    expect(await cache.get('goods:1', load('again'), 1)).toBe('one');
    await cache.get('goods:2', load('two'), 2);
    await cache.get('list:a', load('list'));
    expect(loads).toBe(3);
    cache.invalidateGoods([1]);
    expect(cache.size).toBe(1);
    expect(await cache.get('goods:2', load('x'), 2)).toBe('two');
    expect(await cache.get('list:a', load('list2'))).toBe('list2');
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('keeps shop entries through product writes and drops them by key or key prefix', async () => {
    const cache = createReadCache();
    const load = (v: string) => async () => v;
    await cache.get('currencies', load('rates'), 'shop');
    await cache.get('column:5:1', load('menu'), 'shop');
    await cache.get('column:2:2', load('footer'), 'shop');
    await cache.get('list:a', load('list'));
    cache.invalidateGoods([1, 2, 3]);
    expect(cache.size).toBe(3);
    expect(await cache.get('currencies', load('x'), 'shop')).toBe('rates');
    cache.invalidate('column:*');
    expect(await cache.get('column:5:1', load('menu2'), 'shop')).toBe('menu2');
    expect(await cache.get('currencies', load('x'), 'shop')).toBe('rates');
    cache.invalidate('currencies');
    expect(await cache.get('currencies', load('rates2'), 'shop')).toBe('rates2');
  });

  it('moves its generation on with every invalidation', () => {
    const cache = createReadCache();
    const before = cache.generation;
    cache.invalidateGoods([1]);
    cache.invalidate('currencies');
    cache.invalidate();
    expect(cache.generation).toBe(before + 3);
  });

  it('keeps no failed load and no load that was running when its key was invalidated', async () => {
    const cache = createReadCache();
    await expect(
      cache.get('k', async () => {
        throw new Error('db down');
      }),
    ).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
    let release!: (v: string) => void;
    const slow = cache.get(
      's',
      () =>
        new Promise<string>((r) => {
          release = r;
        }),
    );
    cache.invalidate();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('s', async () => 'fresh')).toBe('fresh');
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = createReadCache({ maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 0);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => -1)).toBe(1);
    expect(await cache.get('b', async () => -2)).toBe(-2);
  });
});

describe.runIf(process.env.REDIS_URL).each(backends())('the read cache across processes through Redis (%s)', (backend) => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await startTestApp(backend);
    // A second server process over the same database, as behind a load balancer.
    other = await buildApp({ config: t.app.config, database: t.app.database, redis: await openRedis(process.env.REDIS_URL!), logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    other?.redis?.disconnect();
    await t?.close();
  });

  it("drops the other process's cached product page when one process invalidates it", async () => {
    const read = async () => (await other.inject({ method: 'GET', url: `/${paths.goodsDetail(2)}` })).json<{ data: GoodsDetail }>().data;
    const before = await read();
    await t.db.update(goods).set({ name: 'Changed In Another Process' }).where(eq(goods.id, 2));
    expect((await read()).name).toBe(before.name);
    t.app.readCache.invalidateGoods([2]);
    let name = before.name;
    for (let i = 0; i < 50 && name === before.name; i++) {
      await new Promise((r) => setTimeout(r, 20));
      name = (await read()).name;
    }
    expect(name).toBe('Changed In Another Process');
  });

  it("drops the other process's cached currencies when one process invalidates them", async () => {
    const eurRate = async () =>
      (await other.inject({ method: 'GET', url: `/${paths.allCurrency}` })).json<{ data: Currency[] }>().data.find((c) => c.symbol === 'EUR')!
        .exchange_rate;
    const before = await eurRate();
    const changed = before === 0.5 ? 0.6 : 0.5;
    await t.db.update(currencies).set({ exchangeRate: changed }).where(eq(currencies.symbol, 'EUR'));
    expect(await eurRate()).toBe(before);
    t.app.readCache.invalidate('currencies');
    let rate = before;
    for (let i = 0; i < 50 && rate === before; i++) {
      await new Promise((r) => setTimeout(r, 20));
      rate = await eurRate();
    }
    expect(rate).toBe(changed);
  });
});
