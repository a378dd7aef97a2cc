import { sql, type SQL } from 'drizzle-orm';
import { REPORT_COLUMNS, type Report, type ReportColumn, type ReportKind, type ReportRow } from '../../../contract/admin-reports';
import { fromCents, toCents } from '../../../contract/rounding';
import type { Db } from '../../db/client';
import { csvLine } from '../catalog-admin/csv';
import { addDays, dayStart, everyDay } from './days';
import { converted, defaultConversion, type Conversion } from './money';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

export interface ReportQuery {
  kind: ReportKind;
  /** yyyy-mm-dd, UTC days, both included (checked by contract/schemas/admin-reports.ts). */
  from: string;
  to: string;
}

/** A row as SQL answers it: numerics as text, counts as numbers, a null key for "none". */
interface RawRow {
  key: string | number | null;
  label: string | null;
  orders?: number | string | null;
  quantity?: number | string | null;
  revenue?: number | string | null;
  refunds?: number | string | null;
  discount?: number | string | null;
  /** 1 for the total of a GROUPING SETS query. */
  total?: number | null;
}

const toRow = (r: RawRow, fallbackLabel = ''): ReportRow => ({
  key: r.key == null ? '' : String(r.key),
  label: r.label ?? fallbackLabel,
  orders: Number(r.orders ?? 0),
  quantity: Number(r.quantity ?? 0),
  revenue: Number(r.revenue ?? 0),
  refunds: Number(r.refunds ?? 0),
  discount: Number(r.discount ?? 0),
});

/** The rows added up, money in cents. */
export function totalOf(rows: readonly ReportRow[]): ReportRow {
  const cents = (k: 'revenue' | 'refunds' | 'discount') => fromCents(rows.reduce((s, r) => s + toCents(r[k]), 0));
  return {
    key: 'total',
    label: 'Total',
    orders: rows.reduce((s, r) => s + r.orders, 0),
    quantity: rows.reduce((s, r) => s + r.quantity, 0),
    revenue: cents('revenue'),
    refunds: cents('refunds'),
    discount: cents('discount'),
  };
}

/**
 * GET api/admin/reports: one report over whole UTC days `from`..`to`, from the orders and payments
 * as they are (what each kind counts: REPORT_COLUMNS of contract/admin-reports.ts). Money is in the
 * shop's default currency, each payment (or line) converted from USD at the rate in force when its
 * payment succeeded, rounded to cents, then summed. Orders count in the range their order payment
 * succeeded in; refunds in the range they were paid back in.
 */
export async function report(db: Db, q: ReportQuery): Promise<Report> {
  const conv = await defaultConversion(db);
  const since = dayStart(q.from).toISOString();
  const until = dayStart(addDays(q.to, 1)).toISOString();
  const inRange = sql`p.status = 'succeeded' and p.updated_at >= ${since}::timestamptz and p.updated_at < ${until}::timestamptz`;
  const { rows, totals } = await KINDS[q.kind](db, conv, inRange, q);
  return { kind: q.kind, from: q.from, to: q.to, currency: conv.currency, columns: [...REPORT_COLUMNS[q.kind]], rows, totals };
}

type Rows = { rows: ReportRow[]; totals: ReportRow };
type KindQuery = (db: Db, conv: Conversion, inRange: SQL, q: ReportQuery) => Promise<Rows>;

const money = (conv: Conversion, amount: SQL) => converted(conv, amount, sql`p.updated_at`);

/** Rows from a GROUPING SETS query whose total row has `total` = 1. */
function split(found: RawRow[], label: (r: RawRow) => string): Rows {
  const rows = found.filter((r) => Number(r.total) !== 1).map((r) => toRow(r, label(r)));
  const t = found.find((r) => Number(r.total) === 1);
  return { rows, totals: t ? { ...toRow(t), key: 'total', label: 'Total' } : totalOf([]) };
}

/**
 * The lines of orders paid in the range, grouped by `key` (with their distinct orders and a total).
 * Lines and orders are reached from the range's payments through lateral joins (index lookups),
 * never by a scan of every line or order: the range is a small part of the shop's history.
 */
async function byLines(db: Db, conv: Conversion, inRange: SQL, key: SQL, label: SQL, joins: SQL, unnamed: string): Promise<Rows> {
  const found = rowsOf<RawRow>(
    await db.execute(sql`
      select ${key} as key, max(${label}) as label, grouping(${key}) as total,
        count(distinct l.order_id)::int as orders, sum(l.qty)::int as quantity, sum(${money(conv, sql`l.line_total`)}) as revenue
      from payments p
      cross join lateral (select l.order_id, l.goods_id, l.name, l.qty, l.line_total from order_lines l where l.order_id = p.order_id offset 0) l
      ${joins}
      where ${inRange} and p.purpose = 'order'
      group by grouping sets ((${key}), ())
      order by grouping(${key}), revenue desc, quantity desc, ${key}`),
  );
  return split(found, () => unnamed);
}

const KINDS: Record<ReportKind, KindQuery> = {
  async day(db, conv, inRange, q) {
    const found = rowsOf<RawRow>(
      await db.execute(sql`
        select x.key,
          count(*) filter (where x.purpose = 'order')::int as orders,
          coalesce(sum(x.quantity) filter (where x.purpose = 'order'), 0)::int as quantity,
          coalesce(sum(x.amount) filter (where x.purpose in ('order', 'difference')), 0) as revenue,
          coalesce(sum(x.amount) filter (where x.purpose = 'refund'), 0) as refunds
        from (
          select to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD') as key, p.purpose, ${money(conv, sql`p.amount`)} as amount,
            case when p.purpose = 'order' then (select sum(l.qty) from order_lines l where l.order_id = p.order_id) end as quantity
          from payments p where ${inRange}) x
        group by x.key`),
    );
    const byDay = new Map(found.map((r) => [String(r.key), r]));
    const rows = everyDay(q.from, q.to).map((d) => toRow({ ...(byDay.get(d) ?? {}), key: d, label: d }));
    return { rows, totals: totalOf(rows) };
  },

  product: (db, conv, inRange) => byLines(db, conv, inRange, sql`l.goods_id`, sql`l.name`, sql``, ''),

  category: (db, conv, inRange) =>
    byLines(
      db,
      conv,
      inRange,
      sql`g.category_id`,
      sql`c.name`,
      sql`join goods g on g.id = l.goods_id left join categories c on c.id = g.category_id`,
      'No category',
    ),

  async live_room(db, conv, inRange) {
    // A line counts for a room when its customer added that product to the cart in the room before placing the order.
    const joins = sql`cross join lateral (select o.user_id, o.created_at from orders o where o.id = p.order_id offset 0) o
      join live_rooms r on exists (
        select 1 from live_actions a
        where a.room_id = r.id and a.user_id = o.user_id and a.goods_id = l.goods_id and a.action = 'add_cart' and a.created_at <= o.created_at)`;
    return byLines(db, conv, inRange, sql`r.id`, sql`r.title`, joins, '');
  },

  async payment_method(db, conv, inRange) {
    const found = rowsOf<RawRow>(
      await db.execute(sql`
        select x.method as key, x.method as label,
          count(*) filter (where x.purpose = 'order')::int as orders,
          coalesce(sum(x.amount) filter (where x.purpose in ('order', 'difference')), 0) as revenue,
          coalesce(sum(x.amount) filter (where x.purpose = 'refund'), 0) as refunds
        from (select p.method, p.purpose, ${money(conv, sql`p.amount`)} as amount from payments p where ${inRange}) x
        group by x.method
        order by revenue desc, x.method`),
    );
    const rows = found.map((r) => toRow(r));
    return { rows, totals: totalOf(rows) };
  },

  async country(db, conv, inRange) {
    const found = rowsOf<RawRow>(
      await db.execute(sql`
        select o.address->>'country_id' as key, max(o.address->>'country') as label,
          count(*) filter (where p.purpose = 'order')::int as orders,
          coalesce(sum(${money(conv, sql`p.amount`)}), 0) as revenue
        from payments p
        cross join lateral (select o.address from orders o where o.id = p.order_id offset 0) o
        where ${inRange} and p.purpose in ('order', 'difference')
        group by 1
        order by revenue desc, 1`),
    );
    const rows = found.map((r) => toRow(r, String(r.key ?? '')));
    return { rows, totals: totalOf(rows) };
  },

  async coupon(db, conv, inRange) {
    const found = rowsOf<RawRow>(
      await db.execute(sql`
        select o.coupon_id as key, max(coalesce(c.title || ' (' || c.code || ')', o.coupon_title)) as label,
          count(*)::int as orders,
          sum(${money(conv, sql`o.coupon_amount`)}) as discount,
          sum(${money(conv, sql`p.amount`)}) as revenue
        from payments p
        cross join lateral (select o.coupon_id, o.coupon_title, o.coupon_amount from orders o where o.id = p.order_id offset 0) o
        left join coupons c on c.id = o.coupon_id
        where ${inRange} and p.purpose = 'order' and o.coupon_id is not null
        group by o.coupon_id
        order by discount desc, o.coupon_id`),
    );
    const rows = found.map((r) => toRow(r));
    return { rows, totals: totalOf(rows) };
  },
};

/** The English heading of each column in the CSV; money columns name the currency. */
const HEADINGS: Record<ReportKind, string> = {
  day: 'Day',
  product: 'Product',
  category: 'Category',
  payment_method: 'Payment method',
  country: 'Country',
  coupon: 'Coupon',
  live_room: 'Live room',
};
const COLUMN_HEADINGS: Record<Exclude<ReportColumn, 'label'>, string> = {
  orders: 'Orders',
  quantity: 'Items',
  revenue: 'Revenue',
  refunds: 'Refunds',
  discount: 'Discount',
};
const MONEY: ReadonlySet<ReportColumn> = new Set(['revenue', 'refunds', 'discount']);

/**
 * The report as CSV (GET api/admin/reports.csv): a heading line, one line per row and a Total line;
 * money with two decimals, its column naming the currency; cells a spreadsheet would run as a formula
 * start with an apostrophe (csvLine).
 */
export function reportCsv(r: Report): string {
  const head = r.columns.map((c) =>
    c === 'label' ? HEADINGS[r.kind] : MONEY.has(c) ? `${COLUMN_HEADINGS[c]} (${r.currency.symbol})` : COLUMN_HEADINGS[c],
  );
  const cells = (row: ReportRow) => r.columns.map((c) => (c === 'label' ? row.label : MONEY.has(c) ? row[c].toFixed(2) : row[c]));
  return [csvLine(head), ...r.rows.map((row) => csvLine(cells(row))), csvLine(cells(r.totals))].join('');
}
