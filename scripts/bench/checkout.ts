/**
 * Checkout throughput: orders placed and paid per second through the real HTTP API on PostgreSQL.
 * Runs the shop on a fresh database of the DATABASE_URL server (dropped after), makes
 * BENCH_CHECKOUT_ORDERS customers each with an address and one cart line (a colour among up to 20
 * seeded ones; not timed), then every
 * customer at once (at most BENCH_CONNECTIONS in flight) places the order (api/users/createOrder)
 * and pays it by card 4242 (create_payment_intent, api/pay/creditcard/{id}). Reports orders per
 * second over the whole run and the p50/p99 latency of one place-and-pay. Without DATABASE_URL it
 * is skipped: PGlite has one connection, so its figure would say nothing about concurrent checkout.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { paths } from '../../contract/endpoints';
import type { Envelope } from '../../contract/codes';
import type { CartLine, LoginData } from '../../contract/entities';
import { SANDBOX_CARDS, type PaymentIntent, type PlacedOrder } from '../../contract/orders';
import { registerPayload } from '../../contract/schemas/auth';
import { startShop } from '../lib/server';

export interface CheckoutResult {
  skipped?: string;
  backend?: 'postgres';
  orders?: number;
  concurrency?: number;
  paid?: number;
  failed?: number;
  seconds?: number;
  ordersPerSec?: number;
  p50Ms?: number;
  p99Ms?: number;
}

export interface CheckoutOptions {
  databaseUrl?: string;
  orders: number;
  concurrency: number;
}

type Api = <T>(
  method: string,
  path: string,
  opts?: { token?: string; form?: Record<string, string | number>; body?: unknown },
) => Promise<Envelope<T>>;

function client(base: string): Api {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = {};
    let body: string | undefined;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.form) {
      body = new URLSearchParams(Object.entries(opts.form).map(([k, v]): [string, string] => [k, String(v)])).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(`${base}/${path}`, { method, headers, body });
    return (await res.json()) as Envelope<never>;
  };
}

function must<T>(env: Envelope<T>, what: string): T {
  if (env.code !== 200) throw new Error(`${what}: ${env.code} ${env.msg}`);
  return env.data;
}

/** Runs `work` for every item with at most `limit` in flight. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!, i);
    }
  });
  await Promise.all(lanes);
  return out;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export async function adminQuery(url: string, query: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

/**
 * Colours of seeded frames to order, up to 20 so customers spread over them as in a real shop (one
 * colour for all would measure that row's lock). Stock raised so no order runs short.
 */
async function benchVariants(url: string, orders: number): Promise<Array<{ goodsId: number; variantId: number }>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ goods_id: number; id: number }>(
      `select v.goods_id, v.id from goods_variants v join goods g on g.id = v.goods_id
       where g.price_type = 1 and g.purchase_limit = 0 and v.stock_qty > 0 order by v.id limit 20`,
    );
    if (!rows.length) throw new Error('no seeded frame to order');
    await c.query('update goods_variants set stock_qty = $1 where id = any($2::int[])', [orders * 2, rows.map((r) => r.id)]);
    return rows.map((r) => ({ goodsId: r.goods_id, variantId: r.id }));
  } finally {
    await c.end();
  }
}

export async function runCheckout(opts: CheckoutOptions): Promise<CheckoutResult> {
  if (!opts.databaseUrl) return { skipped: 'set DATABASE_URL (PostgreSQL) to measure checkout throughput' };
  const name = `shop_bench_co_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(opts.databaseUrl, `create database "${name}"`);
  const u = new URL(opts.databaseUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  try {
    // Every customer registers from this one address: lift the per-IP limit for this run only.
    const shop = await startShop({ stdio: 'ignore', env: { LOG_LEVEL: 'warn', AUTH_RATE_MAX: '1000000' }, databaseUrl: url });
    try {
      return await measure(client(shop.url), url, opts);
    } finally {
      await shop.stop();
    }
  } finally {
    await adminQuery(opts.databaseUrl, `drop database if exists "${name}" with (force)`);
  }
}

/** Customers set up, then every order placed and paid, through the shop at `base` on database `dbUrl` (the cluster bench: through nginx). */
export function checkoutThrough(base: string, dbUrl: string, opts: CheckoutOptions): Promise<CheckoutResult> {
  return measure(client(base), dbUrl, opts);
}

async function measure(api: Api, dbUrl: string, opts: CheckoutOptions): Promise<CheckoutResult> {
  const items = await benchVariants(dbUrl, opts.orders);
  const run = Date.now().toString(36);
  console.log(`bench: checkout, ${opts.orders} customers with a cart line (setup, not timed)`);
  const shoppers = await pool(
    Array.from({ length: opts.orders }, (_, i) => i),
    8,
    async (i) => {
      const login = must(
        await api<LoginData>('POST', paths.register, {
          form: { ...registerPayload({ email: `b${i}-${run}@bench.example`, password: 'bench1234' }) },
        }),
        'register',
      );
      const token = login.access_token;
      const address = must(
        await api<{ id: number }>('POST', paths.addAddress, {
          token,
          form: {
            firstname: 'Bench',
            lastname: 'Shopper',
            phone: '+1 555 010 0000',
            country_id: 'GB',
            region: 'Greater London',
            city: 'London',
            street: '1 Bench St',
            postcode: 'SW1A 2AA',
          },
        }),
        'addAddress',
      );
      const item = items[i % items.length]!;
      const cart = must(
        await api<CartLine[]>('POST', paths.addCart, { token, body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 1 } }),
        'addCart',
      );
      return { token, addressId: address.id, cartId: cart.find((l) => l.variant_id === item.variantId)!.id };
    },
  );

  const concurrency = Math.min(opts.concurrency, opts.orders);
  console.log(`bench: checkout, ${opts.orders} orders placed and paid by card, ${concurrency} at once`);
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  await pool(shoppers, concurrency, async (s) => {
    const t0 = performance.now();
    try {
      const placed = must(
        await api<PlacedOrder>('POST', paths.createOrder, {
          token: s.token,
          body: { cart_ids: [s.cartId], address_id: s.addressId, client_token: randomUUID() },
        }),
        'createOrder',
      );
      const intent = must(
        await api<PaymentIntent>('POST', paths.createPaymentIntent, { token: s.token, form: { order_id: placed.order_id } }),
        'intent',
      );
      must(
        await api('POST', paths.payCard(placed.order_id), {
          token: s.token,
          form: { intent_id: intent.intent_id, name: 'Bench Shopper', card_number: SANDBOX_CARDS.succeeds, expiry, cvc: '123' },
        }),
        'pay',
      );
      latencies.push(performance.now() - t0);
    } catch (err) {
      failed += 1;
      if (failed <= 3) console.error(`bench: checkout failure: ${(err as Error).message}`);
    }
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    backend: 'postgres',
    orders: opts.orders,
    concurrency,
    paid: latencies.length,
    failed,
    seconds: Number(seconds.toFixed(2)),
    ordersPerSec: Number((latencies.length / seconds).toFixed(1)),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
  };
}

/** The bench table's row for the result. */
export function checkoutRow(r: CheckoutResult): { measure: string; value: string } {
  if (r.skipped) return { measure: 'orders placed and paid', value: `skipped: ${r.skipped}` };
  const problems = r.failed ? `, ${r.failed} failed` : '';
  return {
    measure: `orders placed and paid (card, ${r.orders} customers, ${r.concurrency} at once, ${r.backend})`,
    value: `${r.ordersPerSec} orders/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms${problems}`,
  };
}
