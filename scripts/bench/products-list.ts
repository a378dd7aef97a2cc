/**
 * The console's products list at scale (issue 25): a fresh PostgreSQL database (on the DATABASE_URL
 * server, made and dropped by the caller) migrated, filled with 50 categories (10 with 4 children
 * each) and BENCH_PRODUCTS (10,000) products of 3 colours each in one INSERT … SELECT
 * generate_series each, vacuumed and analysed; then the list's service (`listProducts`, the query
 * api/admin/products runs, its count included) is timed for the console's usual pages, each
 * BENCH_LIST_RUNS times after a warm-up. Reports p50 and p95 per case. Without DATABASE_URL it is
 * skipped: the target is PostgreSQL's.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { adminProductQuerySchema, type AdminProductQueryInput } from '../../contract/schemas/admin-products';
import { fromPostgres } from '../../server/db/client';
import { listProducts } from '../../server/services/catalog-admin/products-read';

export interface ProductsListResult {
  skipped?: string;
  products?: number;
  fillSeconds?: number;
  cases?: Array<{ name: string; runs: number; p50Ms: number; p95Ms: number; rowsSeen: number }>;
}

/** p95 of the products list, the budget. */
export const PRODUCTS_LIST_P95_MS = 50;

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;

export async function runProductsList(opts: { databaseUrl?: string; products: number; runs: number }): Promise<ProductsListResult> {
  if (!opts.databaseUrl) return { skipped: 'needs DATABASE_URL (PostgreSQL)' };
  const database = fromPostgres(opts.databaseUrl, 4);
  try {
    await database.migrate();
    const { db } = database;
    const started = performance.now();
    await db.execute(sql`
      insert into categories (id, parent_id, name, slug, sort)
      select i, null, 'Top ' || i, 'top-' || i, i from generate_series(1, 10) i`);
    await db.execute(sql`
      insert into categories (id, parent_id, name, slug, sort)
      select 10 + i, 1 + (i % 10), 'Child ' || i, 'child-' || i, i from generate_series(1, 40) i`);
    await db.execute(sql`select setval('categories_id_seq', 50)`);
    // Names from a few words, statuses mostly published, prices and thresholds spread, changes over a year.
    await db.execute(sql`
      insert into goods (id, category_id, sku, name, price, special_price, price_type, status, low_stock_threshold, updated_at)
      select i, 11 + (i % 40), 'BF' || lpad(i::text, 6, '0'),
             (array['Round','Square','Aviator','Cat-eye','Oval'])[1 + i % 5] || ' ' ||
             (array['Acetate','Titanium','Metal','Wood'])[1 + (i / 5) % 4] || ' frame ' || i,
             10 + (i % 190), case when i % 7 = 0 then 5 + (i % 190) end, case when i % 7 = 0 then 2 else 1 end,
             (array['published','published','published','draft','archived'])[1 + i % 5],
             (i % 10), now() - make_interval(secs => (i * 631) % (365 * 86400))
      from generate_series(1, ${opts.products}) i`);
    await db.execute(sql`select setval('goods_id_seq', ${opts.products})`);
    await db.execute(sql`
      insert into goods_variants (goods_id, color, color_hex, sku, stock_qty, sort)
      select g, (array['Black','Tortoise','Crystal'])[1 + c], '#000000', 'BF' || lpad(g::text, 6, '0') || '-' || c, (g * 7 + c * 13) % 60, c
      from generate_series(1, ${opts.products}) g, generate_series(0, 2) c`);
    await db.execute(sql`vacuum analyze categories`);
    await db.execute(sql`vacuum analyze goods`);
    await db.execute(sql`vacuum analyze goods_variants`);
    const fillSeconds = (performance.now() - started) / 1000;

    const random = (n: number) => Math.floor(Math.random() * n);
    const query = (q: Record<string, unknown>): AdminProductQueryInput => adminProductQuerySchema.validateSync(q);
    const cases: Array<{ name: string; query: () => AdminProductQueryInput }> = [
      { name: 'latest changes (a page of the first 10)', query: () => query({ page: 1 + random(10) }) },
      { name: 'searched by part of a name', query: () => query({ q: `frame ${1 + random(opts.products)}` }) },
      { name: 'searched by SKU prefix (~10 products)', query: () => query({ q: `bf${String(random(opts.products / 10)).padStart(5, '0')}` }) },
      { name: 'searched by colour SKU', query: () => query({ q: `BF${String(1 + random(opts.products)).padStart(6, '0')}-2` }) },
      { name: 'a top category (its children) by name', query: () => query({ category_id: 1 + random(10), sort: 'name', dir: 'asc' }) },
      { name: 'drafts, low stock, by stock', query: () => query({ status: 'draft', low_stock: 1, sort: 'stock', dir: 'asc' }) },
      { name: 'everything by price (a page of the first 10)', query: () => query({ sort: 'price', dir: 'desc', page: 1 + random(10) }) },
    ];
    const out: NonNullable<ProductsListResult['cases']> = [];
    for (const c of cases) {
      for (let i = 0; i < 20; i++) await listProducts(db, c.query());
      const times: number[] = [];
      let rowsSeen = 0;
      for (let i = 0; i < opts.runs; i++) {
        const t0 = performance.now();
        const page = await listProducts(db, c.query());
        times.push(performance.now() - t0);
        rowsSeen += page.items.length;
      }
      times.sort((a, b) => a - b);
      out.push({ name: c.name, runs: opts.runs, p50Ms: quantile(times, 0.5), p95Ms: quantile(times, 0.95), rowsSeen });
    }
    return { products: opts.products, fillSeconds, cases: out };
  } finally {
    await database.close();
  }
}
