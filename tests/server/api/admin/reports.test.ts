import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { REPORT_KINDS, reportPaths, type Dashboard, type Report } from '../../../../contract/admin-reports';
import { adminPromotionPaths, type AdminCurrencies } from '../../../../contract/admin-promotions';
import { consoleMessages } from '../../../../contract/console-messages';
import type { PaymentMethod, PaymentPurpose, OrderStatus } from '../../../../contract/orders';
import { STAFF_ROLES, roleCan } from '../../../../contract/staff';
import {
  businessProfiles,
  categories,
  conversionEvents,
  coupons,
  currencies,
  currencyRates,
  goods,
  goodsVariants,
  inquiries,
  liveActions,
  liveRooms,
  orderLines,
  orders,
  payments,
  users,
} from '../../../../server/db/schema';
import { RATES_BEGIN } from '../../../../server/services/reports/rates';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { errorsOf } from '../../helpers/checkout';
import { staffToken } from '../../helpers/staff';

const DAY = 86_400_000;
/** The start of the UTC day `n` days from today, plus `ms`. */
const dayAt = (n: number, ms = 0) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + n * DAY + ms);
};
const isoDay = (n: number) => dayAt(n).toISOString().slice(0, 10);
const HOUR = 3_600_000;

/**
 * A known set of orders, on a shop whose default currency is the euro, whose rate was 0.80 per US
 * dollar until 10 days ago and 0.92 since:
 * - A: placed today in USD, 2×G1 (80.00) + G2 (30.00), coupon K −10.00, total 100.00, card today → €92.00, coupon €9.20; processing
 * - B: placed 3 days ago in GBP, G1 59.99, wallet 3 days ago → €55.19; €18.40 (20.00) refunded today; paid
 * - C: placed 20 days ago in JPY, G2 33.33, coupon K −3.70, card 20 days ago at 0.80 → €26.66 (coupon €2.96);
 *   a price difference of 5.55 by card 15 days ago, still at 0.80 → €4.44; delivered
 * - D: placed today, not paid (pending_payment); E: placed 2 days ago, a failed card attempt, cancelled
 * - F: placed and paid 40 days ago, 1000.00 by card at 0.80 → €800.00 (outside the dashboard); delivered
 * - G: placed 8 days ago, G3 45.67, bank transfer 8 days ago → €42.02; shipped, to France
 */
describe.each(backends())('console dashboard and reports (%s)', (backend) => {
  let t: TestApp;
  let owner: string;
  let g: { id: number; variantId: number; name: string; categoryId: number | null }[];
  let couponId: number;
  let couponLabel: string;
  let roomId: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await startTestApp(backend);
    owner = await staffToken(t, 'owner');
    const db = t.db;
    // Nothing of the seed's orders or events: the figures are this suite's alone.
    await db.execute(sql`truncate orders, conversion_events, live_actions restart identity cascade`);
    await db.update(currencies).set({ isDefault: false });
    await db.update(currencies).set({ isDefault: true, exchangeRate: 0.92 }).where(eq(currencies.symbol, 'EUR'));
    await db.insert(currencyRates).values([
      { symbol: 'EUR', rate: 0.8, validFrom: RATES_BEGIN },
      { symbol: 'EUR', rate: 0.92, validFrom: dayAt(-10) },
      // Another currency's history changes nothing.
      { symbol: 'GBP', rate: 0.5, validFrom: RATES_BEGIN },
    ]);
    // Stock: every colour plenty, but three: 0 and 3 (at or under the threshold 5) and 6 (over it).
    await db.update(goodsVariants).set({ stockQty: 100 });
    const three = await db
      .select({ id: goods.id, variantId: goodsVariants.id, name: goods.name, categoryId: goods.categoryId })
      .from(goods)
      .innerJoin(goodsVariants, eq(goodsVariants.goodsId, goods.id))
      .where(eq(goods.status, 'published'))
      .orderBy(asc(goods.id), asc(goodsVariants.id));
    const firstOfEach = [...new Map(three.map((r) => [r.id, r])).values()];
    // G1, G2 of one category, G3 of another.
    const g1 = firstOfEach[0]!;
    const g2 = firstOfEach.find((r) => r.id !== g1.id && r.categoryId === g1.categoryId)!;
    const g3 = firstOfEach.find((r) => r.categoryId !== g1.categoryId)!;
    g = [g1, g2, g3];
    await db
      .update(goods)
      .set({ lowStockThreshold: 5 })
      .where(sql`${goods.id} in (${g1.id}, ${g2.id}, ${g3.id})`);
    await db.update(goodsVariants).set({ stockQty: 0 }).where(eq(goodsVariants.id, g1.variantId));
    await db.update(goodsVariants).set({ stockQty: 3 }).where(eq(goodsVariants.id, g2.variantId));
    await db.update(goodsVariants).set({ stockQty: 6 }).where(eq(goodsVariants.id, g3.variantId));

    const [u] = await db.select({ id: users.id, email: users.email }).from(users).orderBy(asc(users.id)).limit(1);
    const [k] = await db
      .insert(coupons)
      .values({ title: 'Ten off', code: 'TENOFF', discountType: 'amount', discountValue: 10, validFrom: dayAt(-60), validTo: dayAt(60) })
      .returning();
    couponId = k!.id;
    couponLabel = 'Ten off (TENOFF)';

    const address = (country_id: string, country: string) => ({
      firstname: 'A',
      lastname: 'B',
      country_id,
      country,
      city: 'X',
      street: 'Y',
      postcode: '1',
    });
    let n = 0;
    const order = async (
      name: string,
      o: {
        status: OrderStatus;
        at: Date;
        symbol: string;
        country: [string, string];
        total: number;
        coupon?: number;
        lines: [number, number, number][];
      },
    ) => {
      const [row] = await db
        .insert(orders)
        .values({
          orderNo: `RPT${++n}${Date.now()}`.slice(0, 20),
          userId: u!.id,
          email: u!.email,
          status: o.status,
          currencySymbol: o.symbol,
          address: address(...o.country),
          shippingMethod: 'standard',
          goodsAmount: o.lines.reduce((s, l) => s + l[2], 0),
          couponId: o.coupon ? couponId : null,
          couponTitle: o.coupon ? 'Ten off' : '',
          couponAmount: o.coupon ?? 0,
          total: o.total,
          createdAt: o.at,
          updatedAt: o.at,
        })
        .returning();
      await db.insert(orderLines).values(
        o.lines.map(([gi, qty, lineTotal]) => ({
          orderId: row!.id,
          goodsId: g[gi]!.id,
          variantId: g[gi]!.variantId,
          name: g[gi]!.name,
          sku: 'SKU',
          color: 'Black',
          img: '',
          qty,
          priceType: 1,
          unitPrice: lineTotal / qty,
          originalPrice: lineTotal / qty,
          lineTotal,
        })),
      );
      ids[name] = row!.id;
      return row!.id;
    };
    let ref = 0;
    const pay = async (
      orderId: number,
      method: PaymentMethod,
      amount: number,
      at: Date,
      purpose: PaymentPurpose = 'order',
      status = 'succeeded' as const,
      refundOf?: number,
    ) => {
      const [p] = await db
        .insert(payments)
        .values({
          orderId,
          userId: u!.id,
          method,
          purpose,
          status,
          amount,
          provider: 'test',
          providerRef: `rpt-${++ref}`,
          refundOf,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return p!.id;
    };

    const a = await order('A', {
      status: 'processing',
      at: dayAt(0),
      symbol: 'USD',
      country: ['US', 'United States'],
      total: 100,
      coupon: 10,
      lines: [
        [0, 2, 80],
        [1, 1, 30],
      ],
    });
    await pay(a, 'card', 100, dayAt(0, 1000));
    const b = await order('B', {
      status: 'paid',
      at: dayAt(-3),
      symbol: 'GBP',
      country: ['GB', 'United Kingdom'],
      total: 59.99,
      lines: [[0, 1, 59.99]],
    });
    const bPaid = await pay(b, 'wallet', 59.99, dayAt(-3, HOUR));
    await pay(b, 'wallet', 20, dayAt(0, 2000), 'refund', 'succeeded', bPaid);
    const c = await order('C', {
      status: 'delivered',
      at: dayAt(-20),
      symbol: 'JPY',
      country: ['JP', 'Japan'],
      total: 33.33,
      coupon: 3.7,
      lines: [[1, 1, 33.33]],
    });
    await pay(c, 'card', 33.33, dayAt(-20, HOUR));
    await pay(c, 'card', 5.55, dayAt(-15, HOUR), 'difference');
    await order('D', { status: 'pending_payment', at: dayAt(0), symbol: 'USD', country: ['US', 'United States'], total: 12, lines: [[2, 1, 12]] });
    const e = await order('E', {
      status: 'cancelled',
      at: dayAt(-2),
      symbol: 'USD',
      country: ['US', 'United States'],
      total: 70,
      lines: [[2, 1, 70]],
    });
    await pay(e, 'card', 70, dayAt(-2, HOUR), 'order', 'failed' as never);
    const f = await order('F', {
      status: 'delivered',
      at: dayAt(-40),
      symbol: 'USD',
      country: ['US', 'United States'],
      total: 1000,
      lines: [[2, 10, 1000]],
    });
    await pay(f, 'card', 1000, dayAt(-40, HOUR));
    const gOrder = await order('G', {
      status: 'shipped',
      at: dayAt(-8),
      symbol: 'EUR',
      country: ['FR', 'France'],
      total: 45.67,
      lines: [[2, 1, 45.67]],
    });
    await pay(gOrder, 'bank_transfer', 45.67, dayAt(-8, HOUR));

    // Product views: 4 today, 6 five days ago, 10 twenty-five days ago; another network's and other events count for nothing.
    const views = (count: number, at: Date, network = 'shop', event: 'view' | 'add_to_cart' = 'view') =>
      db.insert(conversionEvents).values(Array.from({ length: count }, () => ({ network, event, goodsId: g1.id, createdAt: at })));
    await views(4, dayAt(0, 500));
    await views(6, dayAt(-5, HOUR));
    await views(10, dayAt(-25, HOUR));
    await views(7, dayAt(0, 500), 'tiktok');
    await views(3, dayAt(0, 500), 'shop', 'add_to_cart');

    // A live room where A's customer put G1 in the cart an hour before A (G3 only after G was placed).
    const [room] = await db
      .insert(liveRooms)
      .values({ slug: `rpt-room-${Date.now()}`, title: 'Autumn frames live', state: 'ended' })
      .returning();
    roomId = room!.id;
    await db.insert(liveActions).values([
      { roomId, goodsId: g1.id, action: 'add_cart', userId: u!.id, createdAt: dayAt(0, -HOUR) },
      { roomId, goodsId: g3.id, action: 'add_cart', userId: u!.id, createdAt: dayAt(0, -HOUR) },
    ]);
  });
  afterAll(() => t?.close());

  const get = <T>(path: string, token = owner) => t.api<T>('GET', path, { token });

  it('answers every endpoint to owner and manager, 403 to the other roles, 401 without a token', async () => {
    const paths = [
      reportPaths.dashboard,
      `${reportPaths.report}?kind=day&from=${isoDay(-1)}&to=${isoDay(0)}`,
      `${reportPaths.reportCsv}?kind=day&from=${isoDay(-1)}&to=${isoDay(0)}`,
    ];
    for (const role of STAFF_ROLES) {
      const token = await staffToken(t, role);
      for (const path of paths) {
        const res = await get(path, token);
        expect([role, path, res.status]).toEqual([role, path, roleCan(role, 'reports.read') ? 200 : 403]);
      }
    }
    expect(['owner', 'manager'].every((r) => roleCan(r as 'owner', 'reports.read'))).toBe(true);
    expect(['content', 'support', 'fulfilment', 'catalogue'].some((r) => roleCan(r as 'owner', 'reports.read'))).toBe(false);
    for (const path of paths) expect((await t.api('GET', path)).status).toBe(401);
  });

  it("shows today's, the week's and the month's figures to the cent, in euros at each payment's rate", async () => {
    const res = await get<Dashboard>(reportPaths.dashboard);
    expect(res.status, res.text).toBe(200);
    const d = res.body.data;
    expect(d.currency).toEqual({ symbol: 'EUR', money: '€' });
    expect(d.periods).toEqual([
      {
        period: 'today',
        from: isoDay(0),
        to: isoDay(0),
        figures: { revenue: 92, orders: 1, average_order_value: 92, product_views: 4, conversion_rate: 0.25, refunds: 18.4, refund_count: 1 },
      },
      {
        period: 'week',
        from: isoDay(-6),
        to: isoDay(0),
        figures: { revenue: 147.19, orders: 2, average_order_value: 73.6, product_views: 10, conversion_rate: 0.2, refunds: 18.4, refund_count: 1 },
      },
      {
        period: 'month',
        from: isoDay(-29),
        to: isoDay(0),
        figures: { revenue: 220.31, orders: 4, average_order_value: 55.08, product_views: 20, conversion_rate: 0.2, refunds: 18.4, refund_count: 1 },
      },
    ]);
    expect(d.revenue_by_day).toHaveLength(30);
    expect(d.revenue_by_day[0]!.day).toBe(isoDay(-29));
    expect(d.revenue_by_day.filter((r) => r.revenue || r.orders)).toEqual([
      { day: isoDay(-20), revenue: 26.66, orders: 1 },
      { day: isoDay(-15), revenue: 4.44, orders: 0 },
      { day: isoDay(-8), revenue: 42.02, orders: 1 },
      { day: isoDay(-3), revenue: 55.19, orders: 1 },
      { day: isoDay(0), revenue: 92, orders: 1 },
    ]);
  });

  it('counts orders by status, top products, low-stock colours and the waiting work', async () => {
    const [u] = await t.db.select({ id: users.id }).from(users).orderBy(asc(users.id)).limit(1);
    await t.db.delete(businessProfiles).where(eq(businessProfiles.userId, u!.id));
    const before = (await get<Dashboard>(reportPaths.dashboard)).body.data;
    expect(before.orders_by_status).toEqual([
      { status: 'pending_payment', count: 1 },
      { status: 'paid', count: 1 },
      { status: 'processing', count: 1 },
      { status: 'shipped', count: 1 },
      { status: 'delivered', count: 1 },
      { status: 'cancelled', count: 1 },
    ]);
    expect(before.top_products).toEqual([
      { goods_id: g[0]!.id, name: g[0]!.name, quantity: 3, revenue: 128.79 },
      { goods_id: g[1]!.id, name: g[1]!.name, quantity: 2, revenue: 54.26 },
      { goods_id: g[2]!.id, name: g[2]!.name, quantity: 1, revenue: 42.02 },
    ]);
    expect(before.low_stock).toEqual([
      { goods_id: g[0]!.id, variant_id: g[0]!.variantId, name: g[0]!.name, color: expect.any(String), stock: 0, threshold: 5 },
      { goods_id: g[1]!.id, variant_id: g[1]!.variantId, name: g[1]!.name, color: expect.any(String), stock: 3, threshold: 5 },
    ]);
    expect(before.waiting.to_ship).toBe(2);
    // A new contact message and a business account to approve wait for someone.
    await t.db.insert(inquiries).values({ kind: 'contact', name: 'N', email: 'n@example.com', subject: 'S', message: 'M' } as never);
    await t.db
      .insert(businessProfiles)
      .values({ userId: u!.id, companyName: 'Co', taxId: 'T1', businessType: 'retailer', country: 'US', status: 'pending' });
    const after = (await get<Dashboard>(reportPaths.dashboard)).body.data;
    expect(after.waiting).toEqual({ to_ship: 2, inbox_new: before.waiting.inbox_new + 1, business_pending: before.waiting.business_pending + 1 });
  });

  const range = `from=${isoDay(-29)}&to=${isoDay(0)}`;
  const reportOf = async (kind: string, q = range) => {
    const res = await get<Report>(`${reportPaths.report}?kind=${kind}&${q}`);
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const row = (key: string, label: string, r: Partial<Report['rows'][number]>) => ({
    key,
    label,
    orders: 0,
    quantity: 0,
    revenue: 0,
    refunds: 0,
    discount: 0,
    ...r,
  });

  it('reports sales by day: every day of the range, orders, items, revenue and refunds, with the total', async () => {
    const r = await reportOf('day');
    expect([r.kind, r.from, r.to, r.currency.symbol, r.columns]).toEqual([
      'day',
      isoDay(-29),
      isoDay(0),
      'EUR',
      ['label', 'orders', 'quantity', 'revenue', 'refunds'],
    ]);
    expect(r.rows).toHaveLength(30);
    expect(r.rows.filter((x) => x.revenue || x.refunds)).toEqual([
      row(isoDay(-20), isoDay(-20), { orders: 1, quantity: 1, revenue: 26.66 }),
      row(isoDay(-15), isoDay(-15), { revenue: 4.44 }),
      row(isoDay(-8), isoDay(-8), { orders: 1, quantity: 1, revenue: 42.02 }),
      row(isoDay(-3), isoDay(-3), { orders: 1, quantity: 1, revenue: 55.19 }),
      row(isoDay(0), isoDay(0), { orders: 1, quantity: 3, revenue: 92, refunds: 18.4 }),
    ]);
    expect(r.totals).toEqual(row('total', 'Total', { orders: 4, quantity: 6, revenue: 220.31, refunds: 18.4 }));
    // 45 days back takes in F, paid 40 days ago at 0.80.
    const wide = await reportOf('day', `from=${isoDay(-44)}&to=${isoDay(0)}`);
    expect(wide.totals).toEqual(row('total', 'Total', { orders: 5, quantity: 16, revenue: 1020.31, refunds: 18.4 }));
  });

  it('reports sales by product and by category (lines before order discounts; orders counted once in the total)', async () => {
    const p = await reportOf('product');
    expect(p.rows).toEqual([
      row(String(g[0]!.id), g[0]!.name, { orders: 2, quantity: 3, revenue: 128.79 }),
      row(String(g[1]!.id), g[1]!.name, { orders: 2, quantity: 2, revenue: 54.26 }),
      row(String(g[2]!.id), g[2]!.name, { orders: 1, quantity: 1, revenue: 42.02 }),
    ]);
    expect(p.totals).toEqual(row('total', 'Total', { orders: 4, quantity: 6, revenue: 225.07 }));
    const c = await reportOf('category');
    const names = new Map((await t.db.select().from(categories)).map((x) => [x.id, x.name]));
    expect(c.rows).toEqual([
      row(String(g[0]!.categoryId), names.get(g[0]!.categoryId!)!, { orders: 3, quantity: 5, revenue: 183.05 }),
      row(String(g[2]!.categoryId), names.get(g[2]!.categoryId!)!, { orders: 1, quantity: 1, revenue: 42.02 }),
    ]);
    expect(c.totals).toEqual(row('total', 'Total', { orders: 4, quantity: 6, revenue: 225.07 }));
  });

  it('reports sales by payment method (refunds under the method paid back on) and by shipping country', async () => {
    const m = await reportOf('payment_method');
    expect(m.rows).toEqual([
      row('card', 'card', { orders: 2, revenue: 123.1 }),
      row('wallet', 'wallet', { orders: 1, revenue: 55.19, refunds: 18.4 }),
      row('bank_transfer', 'bank_transfer', { orders: 1, revenue: 42.02 }),
    ]);
    expect(m.totals).toEqual(row('total', 'Total', { orders: 4, revenue: 220.31, refunds: 18.4 }));
    const c = await reportOf('country');
    expect(c.rows).toEqual([
      row('US', 'United States', { orders: 1, revenue: 92 }),
      row('GB', 'United Kingdom', { orders: 1, revenue: 55.19 }),
      row('FR', 'France', { orders: 1, revenue: 42.02 }),
      row('JP', 'Japan', { orders: 1, revenue: 31.1 }),
    ]);
  });

  it("reports the coupons used and their cost, and the live rooms' sales", async () => {
    const k = await reportOf('coupon');
    expect(k.rows).toEqual([row(String(couponId), couponLabel, { orders: 2, discount: 12.16, revenue: 118.66 })]);
    expect(k.totals).toEqual(row('total', 'Total', { orders: 2, discount: 12.16, revenue: 118.66 }));
    const l = await reportOf('live_room');
    expect(l.rows).toEqual([row(String(roomId), 'Autumn frames live', { orders: 1, quantity: 2, revenue: 73.6 })]);
    // Nothing in a range without payments: no rows, a zero total.
    const empty = await reportOf('coupon', `from=${isoDay(-100)}&to=${isoDay(-90)}`);
    expect([empty.rows, empty.totals]).toEqual([[], row('total', 'Total', {})]);
  });

  it('exports a report as CSV: headings naming the currency, a line per row, the total', async () => {
    const res = await fetch(`${t.url}/${reportPaths.reportCsv}?kind=payment_method&${range}`, { headers: { authorization: `Bearer ${owner}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="report-payment_method-${isoDay(-29)}-${isoDay(0)}.csv"`);
    expect(await res.text()).toBe(
      [
        'Payment method,Orders,Revenue (EUR),Refunds (EUR)',
        'card,2,123.10,0.00',
        'wallet,1,55.19,18.40',
        'bank_transfer,1,42.02,0.00',
        'Total,4,220.31,18.40',
        '',
      ].join('\r\n'),
    );
    const day = await fetch(`${t.url}/${reportPaths.reportCsv}?kind=day&from=${isoDay(-3)}&to=${isoDay(-2)}`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(await day.text()).toBe(
      [
        'Day,Orders,Items,Revenue (EUR),Refunds (EUR)',
        `${isoDay(-3)},1,1,55.19,0.00`,
        `${isoDay(-2)},0,0,0.00,0.00`,
        'Total,1,1,55.19,0.00',
        '',
      ].join('\r\n'),
    );
  });

  it('refuses a reversed range, one over 366 days (ten years), a malformed or missing date and an unknown kind with a 422 on the field', async () => {
    const bad = async (q: string) => {
      for (const path of [reportPaths.report, reportPaths.reportCsv]) {
        const res = await get(`${path}?${q}`);
        expect([q, res.status]).toEqual([q, 422]);
      }
      return errorsOf(await get(`${reportPaths.report}?${q}`));
    };
    expect(await bad('kind=day&from=2026-03-10&to=2026-03-01')).toEqual({ to: consoleMessages.reportRangeReversed });
    expect(await bad('kind=day&from=2016-01-01&to=2025-12-31')).toEqual({ to: consoleMessages.reportRangeTooLong });
    expect(await bad('kind=day&from=2024-01-01&to=2025-01-01')).toEqual({ to: consoleMessages.reportRangeTooLong });
    expect(await bad('kind=day&from=2026-02-30&to=2026-03-01')).toEqual({ from: consoleMessages.dateInvalid });
    expect(await bad('kind=day&from=yesterday&to=2026-03-01')).toEqual({ from: consoleMessages.dateInvalid });
    expect(await bad('kind=day&to=2026-03-01')).toEqual({ from: consoleMessages.reportDateRequired });
    expect(await bad('kind=days&from=2026-03-01&to=2026-03-01')).toEqual({ kind: consoleMessages.reportKindInvalid });
    expect(await bad('from=2026-03-01&to=2026-03-01')).toEqual({ kind: consoleMessages.reportKindInvalid });
    // A whole (leap) year is fine, as is every kind over it.
    for (const kind of REPORT_KINDS) expect((await get(`${reportPaths.report}?kind=${kind}&from=2024-01-01&to=2024-12-31`)).status).toBe(200);
  });
  it('keeps earlier days at their rate when the Currencies page changes one: the new rate counts from now on', async () => {
    const read = (await get<AdminCurrencies>(adminPromotionPaths.currencies)).body.data;
    const eur = read.currencies.find((c) => c.symbol === 'EUR')!;
    const cad = read.currencies.find((c) => c.symbol === 'CAD')!;
    const saved = await t.api('PUT', adminPromotionPaths.currencies, {
      token: owner,
      body: {
        version: read.version,
        default_id: eur.id,
        rates: [
          { id: eur.id, exchange_rate: 1 },
          { id: cad.id, exchange_rate: 1.5 },
        ],
      },
    });
    expect(saved.status, saved.text).toBe(200);
    const cadRates = await t.db.select().from(currencyRates).where(eq(currencyRates.symbol, 'CAD')).orderBy(asc(currencyRates.validFrom));
    expect(cadRates.map((r) => [r.rate, r.validFrom.getTime() === RATES_BEGIN.getTime()])).toEqual([
      [cad.exchange_rate, true],
      [1.5, false],
    ]);
    const d = (await get<Dashboard>(reportPaths.dashboard)).body.data;
    expect(d.periods.map((p) => p.figures.revenue)).toEqual([92, 147.19, 220.31]);
  });
});
