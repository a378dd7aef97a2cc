import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { adminPaths } from '../../../../contract/admin';
import { adminProductPaths, type AdminProductDetail } from '../../../../contract/admin-products';
import type { GoodsDetail, GoodsPage } from '../../../../contract/catalog';
import { paths } from '../../../../contract/endpoints';
import type { CartLine } from '../../../../contract/entities';
import { startShop, type ShopServer } from '../../../../scripts/lib/server';
import { postgresForProcesses } from '../../helpers/test-app';

async function call<T>(url: string, method: string, path: string, opts: { token?: string; body?: unknown; form?: Record<string, string> } = {}) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.form) {
    body = new URLSearchParams(opts.form).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${url}/${path}`, { method, headers, body });
  return { status: res.status, body: (await res.json()) as { code: number; data: T } };
}

/**
 * A price saved through the console on process A reaches shoppers on process B (its product page,
 * list, search and cart line, each cached there first) within a few seconds: the read cache's drop
 * goes through Redis. Two real server processes on one PostgreSQL database and one Redis; only with
 * DATABASE_URL and REDIS_URL.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('console products on two server processes (PostgreSQL + Redis)', () => {
  let database: Awaited<ReturnType<typeof postgresForProcesses>>;
  const shops: ShopServer[] = [];

  beforeAll(async () => {
    database = await postgresForProcesses();
    const env = {
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SHOP_DEV_ENDPOINTS: '1',
      STATIC_DIR: '/nonexistent',
      ORDER_SWEEP_MS: '0',
      TRANSLATOR: 'none',
      RATE_LIMIT_NAMESPACE: `shoptest-${inject('runId')}-products-${process.pid}`,
    };
    for (let i = 0; i < 2; i++) {
      shops.push(await startShop({ env, databaseUrl: database.url, redisUrl: process.env.REDIS_URL, stdio: 'ignore', readyTimeoutMs: 120_000 }));
    }
  }, 300_000);
  afterAll(async () => {
    await Promise.all(shops.map((s) => s.stop()));
    await database?.drop();
  }, 60_000);

  it('a price changed on process A reaches the product page, list, search and cart line on process B', async () => {
    const [a, b] = shops as [ShopServer, ShopServer];
    const member = await call<{ email: string; password: string }>(a.url, 'POST', paths.devStaff, {
      body: { email: `products-${process.pid}-${Date.now()}@example.com`, role: 'catalogue' },
    });
    const session = await call<{ access_token: string }>(a.url, 'POST', adminPaths.signIn, {
      body: { email: member.body.data.email, password: member.body.data.password },
    });
    const token = session.body.data.access_token;
    const tag = `TWO${Date.now().toString(36).toUpperCase()}`;
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const root = (await client.query<{ id: number }>('select id from categories order by id limit 1')).rows[0];
    await client.end();
    const input = {
      name: `Two process frame ${tag}`,
      category_id: root!.id,
      sku: tag,
      status: 'published',
      price: 40,
      colours: [{ name: 'Black', hex: '#000000', sku: `${tag}-BK`, stock: 5 }],
    };
    const created = await call<AdminProductDetail>(a.url, 'POST', adminProductPaths.products, { token, body: input });
    expect(created.status).toBe(200);
    const p = created.body.data;

    const visitor = (await call<{ access_token: string }>(b.url, 'POST', paths.visitor)).body.data.access_token;
    const added = await call<CartLine[]>(b.url, 'POST', paths.addCart, {
      token: visitor,
      body: { goods_id: p.id, variant_id: p.colours[0]!.id, qty: 1 },
    });
    expect(added.body.code).toBe(200);
    const seenOnB = async () => ({
      detail: (await call<GoodsDetail>(b.url, 'GET', paths.goodsDetail(p.id))).body.data.price,
      search: (await call<GoodsPage>(b.url, 'POST', paths.goodsList, { form: { keywords: tag } })).body.data.items[0]?.price,
      list: (await call<GoodsPage>(b.url, 'POST', paths.goodsList, { form: { category_id: String(root!.id), keywords: tag } })).body.data.items[0]
        ?.price,
      cart: (await call<CartLine[]>(b.url, 'GET', paths.getCart, { token: visitor })).body.data.find((l) => l.goods_id === p.id)?.goods_price,
    });
    // Read on B first: cached there.
    expect(await seenOnB()).toEqual({ detail: 40, search: 40, list: 40, cart: 40 });

    const saved = await call<AdminProductDetail>(a.url, 'PUT', adminProductPaths.product(p.id), {
      token,
      body: { ...input, price: 31.5, colours: p.colours, version: p.version },
    });
    expect(saved.status).toBe(200);
    await expect.poll(seenOnB, { timeout: 3_000, interval: 50 }).toEqual({ detail: 31.5, search: 31.5, list: 31.5, cart: 31.5 });
  });
});
