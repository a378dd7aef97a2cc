/**
 * The console's dashboard and reports at scale (issue 26): a fresh PostgreSQL database (on the
 * DATABASE_URL server, made and dropped by the caller) migrated and seeded, then filled with
 * BENCH_ORDERS (100,000) orders of 10,000 customers over the last year (one or two lines each, a
 * succeeded payment for every order past payment, a refund for one in twenty), 300,000 product views
 * and a history of the default currency's rate, each in one INSERT … SELECT generate_series;
 * vacuumed and analysed. Then the dashboard's service (`dashboard`, every query of
 * api/admin/dashboard) and each report over the last 30 days are timed BENCH_DASHBOARD_RUNS (50)
 * times after a warm-up. Reports p50 and p95 per case. Without DATABASE_URL it is skipped.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { REPORT_KINDS } from '../../contract/admin-reports';
import { fromPostgres, type Db } from '../../server/db/client';
import { seed } from '../../server/db/seed';
import { dashboard } from '../../server/services/reports/dashboard';
import { addDays, utcDay } from '../../server/services/reports/days';
import { report } from '../../server/services/reports/reports';

export interface DashboardBenchResult {
  skipped?: string;
  orders?: number;
  fillSeconds?: number;
  cases?: Array<{ name: string; runs: number; p50Ms: number; p95Ms: number }>;
}

/** p95 of the dashboard's queries, the budget. */
export const DASHBOARD_P95_MS = 200;

const CUSTOMERS = 10_000;
const VIEWS = 300_000;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

export async function runDashboardBench(opts: { databaseUrl?: string; orders: number; runs: number }): Promise<DashboardBenchResult> {
  if (!opts.databaseUrl) return { skipped: 'needs DATABASE_URL (PostgreSQL)' };
  const database = fromPostgres(opts.databaseUrl, 4);
  try {
    await database.migrate();
    const { db } = database;
    await seed(db);
    const started = performance.now();
    await fillDashboardBench(db, opts.orders);
    const fillSeconds = (performance.now() - started) / 1000;

    const today = utcDay(new Date());
    const month = { from: addDays(today, -29), to: today };
    const cases: Array<{ name: string; run: () => Promise<unknown> }> = [
      { name: 'dashboard (every figure, chart and list)', run: () => dashboard(db) },
      ...REPORT_KINDS.map((kind) => ({ name: `report by ${kind}, 30 days`, run: () => report(db, { kind, ...month }) })),
    ];
    const out: NonNullable<DashboardBenchResult['cases']> = [];
    for (const c of cases) {
      for (let i = 0; i < 5; i++) await c.run();
      const times: number[] = [];
      for (let i = 0; i < opts.runs; i++) {
        const t0 = performance.now();
        await c.run();
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      out.push({ name: c.name, runs: opts.runs, p50Ms: quantile(times, 0.5), p95Ms: quantile(times, 0.95) });
    }
    return { orders: opts.orders, fillSeconds, cases: out };
  } finally {
    await database.close();
  }
}

/** The year of orders, payments, refunds, views and rates the bench reads (see the module's comment). */
export async function fillDashboardBench(db: Db, orders: number): Promise<void> {
  await db.execute(sql`
    insert into users (email, password_hash, firstname, lastname)
    select 'dash' || lpad(i::text, 5, '0') || '@bench.example', 'x', 'Bench', 'Customer ' || i
    from generate_series(1, ${CUSTOMERS}) i`);
  await db.execute(sql`
    insert into orders (order_no, user_id, email, status, address, shipping_method, goods_amount, total, paid_amount, payment_method,
      coupon_id, coupon_amount, currency_symbol, created_at)
    select 'DB' || lpad(i::text, 8, '0'), u.id, u.email,
           (array['pending_payment','paid','processing','shipped','delivered','cancelled'])[1 + (i * 7 % 6)],
           jsonb_build_object('country_id', (array['US','GB','FR','DE','JP'])[1 + i % 5], 'country', (array['United States','United Kingdom','France','Germany','Japan'])[1 + i % 5]),
           'standard', 50 + (i % 200), 50 + (i % 200), 0,
           (array['card','wallet','bank_transfer','pay_in_4'])[1 + (i % 4)],
           case when i % 10 = 0 then 38 else null end, case when i % 10 = 0 then 5 else 0 end,
           (array['USD','EUR','GBP'])[1 + i % 3],
           now() - make_interval(secs => (i * 631) % (365 * 86400))
    from generate_series(1, ${orders}) i
    join users u on u.email = 'dash' || lpad((1 + i % ${CUSTOMERS})::text, 5, '0') || '@bench.example'`);
  await db.execute(sql`
    with v as (select row_number() over (order by id) as rn, id, goods_id from goods_variants),
         n as (select count(*) as c from goods_variants)
    insert into order_lines (order_id, goods_id, variant_id, name, sku, color, img, qty, price_type, unit_price, original_price, line_total)
    select o.id, v.goods_id, v.id, 'Frame', 'SKU', 'Black', '', 1 + k, 1, o.goods_amount, o.goods_amount, o.goods_amount * (1 + k)
    from orders o cross join generate_series(0, 1) k cross join n
    join v on v.rn = 1 + ((o.id * 13 + k * 7) % n.c)
    where k = 0 or o.id % 3 = 0`);
  await db.execute(sql`
    insert into payments (order_id, user_id, method, purpose, status, amount, provider, provider_ref, created_at, updated_at)
    select o.id, o.user_id, o.payment_method, 'order', 'succeeded', o.total, 'bench', 'o' || o.id, o.created_at, o.created_at + interval '1 minute'
    from orders o where o.status in ('paid', 'processing', 'shipped', 'delivered')`);
  await db.execute(sql`
    insert into payments (order_id, user_id, method, purpose, status, amount, provider, provider_ref, refund_of, created_at, updated_at)
    select p.order_id, p.user_id, p.method, 'refund', 'succeeded', round(p.amount / 2, 2), 'bench', 'r' || p.id, p.id, p.updated_at + interval '1 day', p.updated_at + interval '1 day'
    from payments p where p.purpose = 'order' and p.order_id % 20 = 0`);
  await db.execute(sql`
    insert into conversion_events (network, event, goods_id, created_at)
    select 'shop', case when i % 5 = 0 then 'add_to_cart' else 'view' end, 1 + i % 200, now() - make_interval(secs => (i * 577) % (365 * 86400))
    from generate_series(1, ${VIEWS}) i`);
  // The default currency's rate changed every month of the year.
  await db.execute(sql`
    insert into currency_rates (symbol, rate, valid_from)
    select c.symbol, c.exchange_rate * (1 + (m % 5) / 100.0), case when m = 0 then 'epoch'::timestamptz else now() - make_interval(days => 30 * (12 - m)) end
    from currencies c cross join generate_series(0, 11) m where c.is_default`);
  for (const table of ['users', 'orders', 'order_lines', 'payments', 'conversion_events', 'currency_rates'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}
