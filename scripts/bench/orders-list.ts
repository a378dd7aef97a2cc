/**
 * The console's orders list at scale (issue 24): a fresh PostgreSQL database (on the DATABASE_URL
 * server, made and dropped by the caller) migrated, filled with BENCH_ORDERS (100,000) orders of
 * 10,000 customers in one INSERT … SELECT generate_series each, vacuumed and analysed; then the
 * list's service (`listAdminOrders`, the query api/admin/orders runs, its count included) is timed
 * for a page filtered by status (a random page of the first ten) and for a random customer's
 * e-mail prefix, each BENCH_LIST_RUNS times after a warm-up. Reports p50 and p95 per case. Without
 * DATABASE_URL it is skipped: the target is PostgreSQL's.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../contract/orders';
import { fromPostgres } from '../../server/db/client';
import { listAdminOrders } from '../../server/services/orders/order-console-read';

export interface OrdersListResult {
  skipped?: string;
  orders?: number;
  fillSeconds?: number;
  cases?: Array<{ name: string; runs: number; p50Ms: number; p95Ms: number; rowsSeen: number }>;
}

/** p95 of the orders list, the budget. */
export const ORDERS_LIST_P95_MS = 50;

const CUSTOMERS = 10_000;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

export async function runOrdersList(opts: { databaseUrl?: string; orders: number; runs: number }): Promise<OrdersListResult> {
  if (!opts.databaseUrl) return { skipped: 'needs DATABASE_URL (PostgreSQL)' };
  const database = fromPostgres(opts.databaseUrl, 4);
  try {
    await database.migrate();
    const { db } = database;
    const started = performance.now();
    await db.execute(sql`
      insert into users (id, email, password_hash, firstname, lastname)
      select i, 'user' || lpad(i::text, 5, '0') || '@bench.example', 'x', 'Bench', 'Customer ' || i
      from generate_series(1, ${CUSTOMERS}) i`);
    // Statuses and methods spread over the list, dates over the last two years, each order its customer's e-mail.
    await db.execute(sql`
      insert into orders (order_no, user_id, email, status, address, shipping_method, goods_amount, total, paid_amount, payment_method, created_at)
      select 'OB' || lpad(i::text, 8, '0'),
             1 + (i % ${CUSTOMERS}),
             'user' || lpad((1 + (i % ${CUSTOMERS}))::text, 5, '0') || '@bench.example',
             (array['pending_payment','paid','processing','shipped','delivered','cancelled'])[1 + (i * 7 % 6)],
             '{}'::jsonb, 'standard', 50 + (i % 200), 50 + (i % 200), 0,
             (array['card','wallet','bank_transfer','pay_in_4'])[1 + (i % 4)],
             now() - make_interval(secs => (i * 631) % (730 * 86400))
      from generate_series(1, ${opts.orders}) i`);
    await db.execute(sql`vacuum analyze users`);
    await db.execute(sql`vacuum analyze orders`);
    const fillSeconds = (performance.now() - started) / 1000;

    const random = (n: number) => Math.floor(Math.random() * n);
    const cases: Array<{ name: string; query: () => Parameters<typeof listAdminOrders>[1] }> = [
      { name: 'filtered by status (a page of the first 10)', query: () => ({ status: ORDER_STATUSES[random(6)], page: 1 + random(10) }) },
      { name: 'searched by e-mail (a customer, full address)', query: () => ({ q: `user${String(1 + random(CUSTOMERS)).padStart(5, '0')}@bench` }) },
      { name: 'searched by e-mail prefix (~10 customers)', query: () => ({ q: `USER${String(random(CUSTOMERS / 10)).padStart(4, '0')}` }) },
      { name: 'status and e-mail together', query: () => ({ status: 'paid', q: `user${String(1 + random(CUSTOMERS)).padStart(5, '0')}` }) },
    ];
    const out: NonNullable<OrdersListResult['cases']> = [];
    for (const c of cases) {
      for (let i = 0; i < 20; i++) await listAdminOrders(db, c.query());
      const times: number[] = [];
      let rowsSeen = 0;
      for (let i = 0; i < opts.runs; i++) {
        const t0 = performance.now();
        const page = await listAdminOrders(db, c.query());
        times.push(performance.now() - t0);
        rowsSeen += page.items.length;
      }
      times.sort((a, b) => a - b);
      out.push({ name: c.name, runs: opts.runs, p50Ms: quantile(times, 0.5), p95Ms: quantile(times, 0.95), rowsSeen });
    }
    return { orders: opts.orders, fillSeconds, cases: out };
  } finally {
    await database.close();
  }
}
