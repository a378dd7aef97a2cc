import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { adminPaths, type AdminOrderDetail, type AdminOrderPage } from '../../../../contract/admin';
import { messages } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import type { LineLens } from '../../../../contract/prescription';
import { auditLog, orderLines, orders, users } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { errorsOf, manyCustomers, orderFor } from '../../helpers/checkout';
import { payByCard } from '../../helpers/payments';
import { staffToken } from '../../helpers/staff';

const eye = { sph: -1.25, cyl: 0, axis: null, add: null, prism: null, base: null };
const lensWithRx: LineLens = {
  usage: 'distance',
  index: '1.50',
  coatings: [],
  prescription: { right: eye, left: eye, pd: 63, pd_right: null, pd_left: null },
  rows: [],
  lens_price: 0,
};

describe.each(backends())('console orders: the list, its CSV and one order (%s)', (backend) => {
  let t: TestApp;
  let reader: string;
  /** Three orders of this suite alone, placed (as far as the list sees) on 2001-03-01, -02 and -03. */
  let mine: Awaited<ReturnType<typeof orderFor>>[];
  const range = 'from=2001-03-01&to=2001-03-03';

  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    reader = await staffToken(t, 'support');
    mine = [];
    for (const price of [50, 90, 70]) mine.push(await orderFor(t, { price }));
    for (const [i, o] of mine.entries()) {
      await t.db.update(users).set({ firstname: 'Ada', lastname: 'Lovelace' }).where(eq(users.id, o.userId));
      await t.db
        .update(orders)
        .set({ createdAt: new Date(Date.UTC(2001, 2, 1 + i, 12)) })
        .where(eq(orders.id, o.order.order_id));
    }
    // The second is paid by card; the third's customer has a name a spreadsheet would run as a formula.
    expect((await payByCard(t, mine[1]!.token, mine[1]!.order.order_id)).status).toBe(200);
    await t.db.update(users).set({ firstname: '=HYPERLINK("http://evil.test")', lastname: 'X' }).where(eq(users.id, mine[2]!.userId));
  });
  afterAll(() => t?.close());

  const list = async (query: string, token = reader) => t.api<AdminOrderPage>('GET', `${adminPaths.orders}?${query}`, { token });
  const ids = async (query: string) => {
    const res = await list(query);
    expect(res.status, res.text).toBe(200);
    return res.body.data.items.map((r) => r.id);
  };

  it('lists the orders of a date range (whole UTC days, both ends), newest first, as rows with the customer', async () => {
    const [a, b, c] = mine.map((o) => o.order.order_id);
    const res = await list(range);
    expect(res.body.data).toMatchObject({ page: 1, page_size: 25, total: 3 });
    expect(res.body.data.items.map((r) => r.id)).toEqual([c, b, a]);
    expect(res.body.data.items[1]).toEqual({
      id: b,
      order_no: mine[1]!.order.order_no,
      created_at: '2001-03-02T12:00:00.000Z',
      status: 'paid',
      customer_email: mine[1]!.email,
      customer_name: 'Ada Lovelace',
      total: mine[1]!.order.total,
      currency: { symbol: 'USD', money: '$', exchange_rate: 1 },
      payment_method: 'card',
      item_count: 1,
    });
    expect(await ids('from=2001-03-02&to=2001-03-02')).toEqual([b]);
    expect(await ids('from=2001-03-03')).toContain(c);
    expect(await ids('to=2001-03-01')).toEqual([a]);
  });

  it('filters by status and payment method, sorts and pages, counting them all', async () => {
    const [a, b, c] = mine.map((o) => o.order.order_id);
    expect(await ids(`${range}&status=paid`)).toEqual([b]);
    expect(await ids(`${range}&status=pending_payment`)).toEqual([c, a]);
    expect(await ids(`${range}&payment_method=card`)).toEqual([b]);
    expect(await ids(`${range}&sort=total&dir=asc`)).toEqual([a, c, b]);
    expect(await ids(`${range}&sort=created_at&dir=asc`)).toEqual([a, b, c]);
    const p1 = await list(`${range}&sort=total&dir=desc&page_size=2`);
    expect(p1.body.data).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(p1.body.data.items.map((r) => r.id)).toEqual([b, c]);
    expect(await ids(`${range}&sort=total&dir=desc&page_size=2&page=2`)).toEqual([a]);
    expect(await ids(`${range}&page=5`)).toEqual([]);
  });

  it('searches by order number (exactly, any case) or the start of an e-mail (any case, wildcards taken literally)', async () => {
    const [a, b] = mine.map((o) => o.order.order_id);
    expect(await ids(`q=${mine[0]!.order.order_no.toLowerCase()}`)).toEqual([a]);
    expect(await ids(`q=${mine[0]!.order.order_no.slice(0, -1)}`)).toEqual([]);
    expect(await ids(`${range}&q=${encodeURIComponent(mine[1]!.email.toUpperCase())}`)).toEqual([b]);
    const prefix = mine[1]!.email.slice(0, mine[1]!.email.indexOf('@') - 1);
    expect(await ids(`q=${encodeURIComponent(prefix)}`)).toContain(b);
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent('_')}`)).toEqual([]);
    expect(await ids(`q=${encodeURIComponent(mine[1]!.email.slice(1))}`)).toEqual([]);
  });

  it('refuses a filter it cannot apply with a clear 422: a status, a date, a page size over the limit', async () => {
    const bad = await list('status=lost');
    expect([bad.status, bad.body.msg]).toEqual([422, consoleMessages.listQueryInvalid]);
    const date = await list('from=2001-02-30');
    expect([date.status, errorsOf(date)]).toEqual([422, { from: consoleMessages.dateInvalid }]);
    expect((await list('to=yesterday')).status).toBe(422);
    expect((await list('page_size=101')).status).toBe(422);
    expect((await list('page=0')).status).toBe(422);
    expect((await list('sort=email')).status).toBe(422);
  });

  it('exports the filter as CSV: every page, a file name, cells a spreadsheet would run start with an apostrophe', async () => {
    const res = await fetch(`${t.url}/${adminPaths.ordersCsv}?${range}&sort=created_at&dir=asc`, { headers: { authorization: `Bearer ${reader}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = (await res.text()).trimEnd().split('\r\n');
    expect(rows[0]).toBe('order_no,created_at,status,customer_email,customer_name,total_usd,currency,payment_method,items');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toBe(
      `${mine[0]!.order.order_no},2001-03-01T12:00:00.000Z,pending_payment,${mine[0]!.email},Ada Lovelace,${mine[0]!.order.total},USD,,1`,
    );
    expect(rows[3]).toContain(`,"'=HYPERLINK(""http://evil.test"") X",`);
    const none = await fetch(`${t.url}/${adminPaths.ordersCsv}`);
    expect(none.status).toBe(401);
  });

  it('shows one order: the shopper’s detail, the version, customer, refundable and the moves its state allows; unknown 404', async () => {
    const paid = mine[1]!;
    const res = await t.api<AdminOrderDetail>('GET', adminPaths.order(paid.order.order_id), { token: reader });
    expect(res.status, res.text).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      id: paid.order.order_id,
      status: 'paid',
      customer: { id: paid.userId, email: paid.email, name: 'Ada Lovelace', business: false },
      notes: [],
      refunds: [],
      refundable: paid.order.total,
      paid_amount: paid.order.total,
      actions: ['processing', 'cancel', 'refund', 'price_difference'],
    });
    expect(d.version).toBeGreaterThan(1);
    expect(d.lines).toHaveLength(1);
    expect(d.payments.map((p) => [p.purpose, p.status])).toEqual([['order', 'succeeded']]);
    expect(d.events.map((e) => e.status)).toEqual(['pending_payment', 'paid']);
    const unpaid = (await t.api<AdminOrderDetail>('GET', adminPaths.order(mine[0]!.order.order_id), { token: reader })).body.data;
    expect(unpaid).toMatchObject({ refundable: 0, actions: ['cancel'] });

    const missing = await t.api('GET', adminPaths.order(987_654), { token: reader });
    expect([missing.status, missing.body.msg]).toEqual([404, messages.orderNotFound]);
    expect((await t.api('GET', `${adminPaths.orders}/abc`, { token: reader })).status).toBe(422);
  });

  it('reading an order whose lines carry a prescription is in the audit log, with who read it', async () => {
    const o = mine[0]!;
    await t.db.update(orderLines).set({ lens: lensWithRx }).where(eq(orderLines.orderId, o.order.order_id));
    const who = await staffToken(t, 'catalogue');
    const res = await t.api<AdminOrderDetail>('GET', adminPaths.order(o.order.order_id), { token: who });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.lines[0]!.lens!.prescription).toEqual(lensWithRx.prescription);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prescription.read'), eq(auditLog.recordId, String(o.order.order_id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ recordKind: 'order', after: { line_ids: [res.body.data.lines[0]!.id] } });
    expect(entries[0]!.actor).toMatch(/^staff-catalogue-/);
    // An order without one is read without an entry.
    await t.api('GET', adminPaths.order(mine[1]!.order.order_id), { token: who });
    const others = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'prescription.read'), inArray(auditLog.recordId, [String(mine[1]!.order.order_id)])));
    expect(others).toEqual([]);
  });

  it('needs a member who may read orders: no token or a shopper’s 401, a content member 403', async () => {
    expect((await list(range, '')).status).toBe(401);
    expect((await list(range, mine[0]!.token)).status).toBe(401);
    expect((await list(range, await staffToken(t, 'content'))).status).toBe(403);
    expect((await t.api('GET', adminPaths.order(mine[0]!.order.order_id), { token: await staffToken(t, 'content') })).status).toBe(403);
  });
});
