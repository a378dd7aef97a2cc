import { sql } from 'drizzle-orm';
import { REPORT_LIMITS, type Dashboard, type DashboardFigures } from '../../../contract/admin-reports';
import { ORDER_STATUSES, type OrderStatus } from '../../../contract/orders';
import { fromCents, toCents } from '../../../contract/rounding';
import { SHOP_NETWORK } from '../../../contract/schemas/tracking';
import type { Db } from '../../db/client';
import { countNewInbox } from '../inbox/inbox';
import { addDays, averageOf, dashboardPeriods, dayStart, everyDay, rateOf, utcDay } from './days';
import { converted, defaultConversion } from './money';

const rowsOf = <T>(res: unknown) => (res as { rows: T[] }).rows;

/** One UTC day's money: succeeded payments by the day they succeeded. */
interface DayMoney {
  revenue: number;
  orders: number;
  refunds: number;
  refund_count: number;
}

/**
 * GET api/admin/dashboard: the console's home page, read from the orders and payments as they are.
 * - money (revenue, refunds) is the succeeded payments by the time they succeeded (`updated_at`):
 *   revenue the order and price-difference payments, refunds the refund payments, each converted from
 *   USD into the default currency at the rate in force then and rounded to cents; an order counts on
 *   the day its order payment succeeded;
 * - conversion rate: paid orders per product view (the shop's own `view` events);
 * - orders by status: orders placed in the last 30 days, by their status now;
 * - top products: the lines of orders paid in the last 30 days, by their price (before order discounts);
 * - low stock: colours of published products at or under the product's threshold;
 * - waiting: orders paid or processing (to ship), new inbox messages, business accounts pending.
 */
export async function dashboard(db: Db, now = new Date()): Promise<Dashboard> {
  const conv = await defaultConversion(db);
  const periods = dashboardPeriods(now);
  const first = periods[periods.length - 1]!.from;
  const today = utcDay(now);
  const since = dayStart(first).toISOString();
  const until = dayStart(addDays(today, 1)).toISOString();
  const at = sql`p.updated_at`;
  const day = sql`to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD')`;

  const [money, views, statuses, top, low, toShip, business, inboxNew] = await Promise.all([
    // Each payment converted once, then summed per day.
    db.execute(sql`
      select x.day,
        coalesce(sum(x.amount) filter (where x.purpose in ('order', 'difference')), 0) as revenue,
        count(*) filter (where x.purpose = 'order')::int as orders,
        coalesce(sum(x.amount) filter (where x.purpose = 'refund'), 0) as refunds,
        count(*) filter (where x.purpose = 'refund')::int as refund_count
      from (
        select ${day} as day, p.purpose, ${converted(conv, sql`p.amount`, at)} as amount
        from payments p
        where p.status = 'succeeded' and p.updated_at >= ${since}::timestamptz and p.updated_at < ${until}::timestamptz) x
      group by x.day`),
    // Views per period (three counts over the month, read from the index alone).
    db.execute(sql`
      select ${sql.join(
        periods.map(
          (p, i) => sql`count(*) filter (where e.created_at >= ${dayStart(p.from).toISOString()}::timestamptz)::int as ${sql.raw(`v${i}`)}`,
        ),
        sql`, `,
      )}
      from conversion_events e
      where e.event = 'view' and e.network = ${SHOP_NETWORK} and e.created_at >= ${since}::timestamptz and e.created_at < ${until}::timestamptz`),
    db.execute(sql`
      select o.status, count(*)::int as n from orders o
      where o.created_at >= ${since}::timestamptz and o.created_at < ${until}::timestamptz
      group by 1`),
    // Each paid order's lines through the index (a nested loop over the month's payments, never a scan of every line).
    db.execute(sql`
      select t.goods_id, coalesce(g.name, '') as name, t.quantity, t.revenue from (
        select l.goods_id, sum(l.qty)::int as quantity, sum(${converted(conv, sql`l.line_total`, at)}) as revenue
        from payments p
        cross join lateral (select l.goods_id, l.qty, l.line_total from order_lines l where l.order_id = p.order_id offset 0) l
        where p.status = 'succeeded' and p.purpose = 'order' and p.updated_at >= ${since}::timestamptz and p.updated_at < ${until}::timestamptz
        group by l.goods_id
        order by revenue desc, quantity desc, l.goods_id
        limit ${REPORT_LIMITS.topProducts}) t
      left join goods g on g.id = t.goods_id
      order by t.revenue desc, t.quantity desc, t.goods_id`),
    db.execute(sql`
      select g.id as goods_id, v.id as variant_id, g.name, v.color, v.stock_qty as stock, g.low_stock_threshold as threshold
      from goods_variants v join goods g on g.id = v.goods_id
      where g.status = 'published' and v.stock_qty <= g.low_stock_threshold
      order by v.stock_qty, g.id, v.id
      limit ${REPORT_LIMITS.lowStock}`),
    db.execute(sql`select count(*)::int as n from orders where status in ('paid', 'processing')`),
    db.execute(sql`select count(*)::int as n from business_profiles where status = 'pending'`),
    countNewInbox(db),
  ]);

  const byDay = new Map<string, DayMoney>();
  const dayOf = (d: string) => byDay.get(d) ?? byDay.set(d, { revenue: 0, orders: 0, refunds: 0, refund_count: 0 }).get(d)!;
  for (const r of rowsOf<{ day: string; revenue: string; orders: number; refunds: string; refund_count: number }>(money)) {
    Object.assign(dayOf(r.day), {
      revenue: toCents(Number(r.revenue)),
      orders: Number(r.orders),
      refunds: toCents(Number(r.refunds)),
      refund_count: Number(r.refund_count),
    });
  }
  const viewRow = rowsOf<Record<string, number>>(views)[0] ?? {};
  const viewCounts = periods.map((_, i) => Number(viewRow[`v${i}`] ?? 0));

  const figuresOf = (from: string, views: number): DashboardFigures => {
    const sum = { revenue: 0, orders: 0, refunds: 0, refund_count: 0, views };
    for (const d of everyDay(from, today)) {
      const m = byDay.get(d);
      if (m) for (const k of ['revenue', 'orders', 'refunds', 'refund_count'] as const) sum[k] += m[k];
    }
    return {
      revenue: fromCents(sum.revenue),
      orders: sum.orders,
      average_order_value: averageOf(sum.revenue, sum.orders),
      product_views: sum.views,
      conversion_rate: rateOf(sum.orders, sum.views),
      refunds: fromCents(sum.refunds),
      refund_count: sum.refund_count,
    };
  };

  const counted = new Map(rowsOf<{ status: OrderStatus; n: number }>(statuses).map((r) => [r.status, Number(r.n)]));
  const one = (res: unknown) => Number(rowsOf<{ n: number }>(res)[0]?.n ?? 0);
  return {
    currency: conv.currency,
    generated_at: now.toISOString(),
    periods: periods.map((p, i) => ({ ...p, figures: figuresOf(p.from, viewCounts[i] ?? 0) })),
    revenue_by_day: everyDay(first, today).map((d) => ({
      day: d,
      revenue: fromCents(byDay.get(d)?.revenue ?? 0),
      orders: byDay.get(d)?.orders ?? 0,
    })),
    orders_by_status: ORDER_STATUSES.map((status) => ({ status, count: counted.get(status) ?? 0 })),
    top_products: rowsOf<{ goods_id: number; name: string; quantity: number; revenue: string }>(top).map((r) => ({
      goods_id: Number(r.goods_id),
      name: r.name,
      quantity: Number(r.quantity),
      revenue: Number(r.revenue),
    })),
    low_stock: rowsOf<Dashboard['low_stock'][number]>(low).map((r) => ({
      goods_id: Number(r.goods_id),
      variant_id: Number(r.variant_id),
      name: r.name,
      color: r.color,
      stock: Number(r.stock),
      threshold: Number(r.threshold),
    })),
    waiting: { to_ship: one(toShip), inbox_new: inboxNew, business_pending: one(business) },
  };
}
