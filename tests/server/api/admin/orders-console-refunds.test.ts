import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminPaths, type AdminOrderDetail } from '../../../../contract/admin';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import type { TransactionPage } from '../../../../contract/orders';
import { orderRefunds } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { errorsOf, manyCustomers, orderFor } from '../../helpers/checkout';
import { payByCard, paymentsOf } from '../../helpers/payments';
import { staffToken } from '../../helpers/staff';

const cents = (n: number) => Math.round(n * 100);

describe.each(backends())('console orders: refunds (%s)', (backend) => {
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    staff = await staffToken(t, 'fulfilment');
  });
  afterAll(() => t?.close());

  let n = 0;
  const key = () => `refund-${process.pid}-${++n}`;
  const get = async (id: number) => (await t.api<AdminOrderDetail>('GET', adminPaths.order(id), { token: staff })).body.data;
  const refund = (id: number, body: Record<string, unknown>, token = staff) =>
    t.api<AdminOrderDetail>('POST', adminPaths.orderRefund(id), { token, body: { reason: 'Damaged in transit', ...body } });
  const paidOrder = async (opts: { qty?: number; price?: number } = {}) => {
    const o = await orderFor(t, { price: 80, ...opts });
    expect((await payByCard(t, o.token, o.order.order_id)).status).toBe(200);
    return { ...o, id: o.order.order_id };
  };
  /** What went back to the customer in all: refunds not failed, in cents. */
  const refundedCents = async (id: number) =>
    (await paymentsOf(t, id)).filter((p) => p.purpose === 'refund' && p.status !== 'failed').reduce((s, p) => s + cents(p.amount), 0);
  const history = async (token: string) => (await t.api<TransactionPage>('GET', paths.transactionHistory, { token })).body.data;

  it('a partial refund goes back to the card at once and shows in the shopper’s transaction history', async () => {
    const o = await paidOrder();
    const d = await get(o.id);
    const res = await refund(o.id, { version: d.version, idempotency_key: key(), amount: 15.5 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'paid',
      refundable: (cents(o.order.total) - 1550) / 100,
      refunded_amount: 15.5,
      refunds: [expect.objectContaining({ amount: 15.5, reason: 'Damaged in transit', author: 'Test fulfilment' })],
    });
    expect(res.body.data.version).toBeGreaterThan(d.version);
    const refunds = (await paymentsOf(t, o.id)).filter((p) => p.purpose === 'refund');
    expect(refunds.map((p) => [p.status, p.amount, p.provider])).toEqual([['succeeded', 15.5, expect.any(String)]]);
    const h = await history(o.token);
    expect(h.items[0]).toMatchObject({ kind: 'refund', status: 'succeeded', amount: 15.5, order_no: o.order.order_no });
  });

  it('by lines: a line’s share per piece, never more pieces than ordered or not yet refunded', async () => {
    const o = await paidOrder({ qty: 3, price: 40 }); // one line, 3 × 40 = 120, free shipping
    let d = await get(o.id);
    const line = d.lines[0]!;
    const one = await refund(o.id, { version: d.version, idempotency_key: key(), lines: [{ line_id: line.id, qty: 1 }] });
    expect(one.status, one.text).toBe(200);
    expect(one.body.data.refunds.map((r) => r.amount)).toEqual([40]);
    d = one.body.data;
    const tooMany = await refund(o.id, { version: d.version, idempotency_key: key(), lines: [{ line_id: line.id, qty: 3 }] });
    expect([tooMany.status, errorsOf(tooMany)]).toEqual([422, { lines: consoleMessages.refundLinesInvalid }]);
    const notOurs = await refund(o.id, { version: d.version, idempotency_key: key(), lines: [{ line_id: 987_654, qty: 1 }] });
    expect(notOurs.status).toBe(422);
    const both = await refund(o.id, { version: d.version, idempotency_key: key(), amount: 5, lines: [{ line_id: line.id, qty: 1 }] });
    expect([both.status, both.body.msg]).toEqual([422, consoleMessages.refundAmountOrLines]);
    const two = await refund(o.id, { version: d.version, idempotency_key: key(), lines: [{ line_id: line.id, qty: 2 }] });
    expect(two.status, two.text).toBe(200);
    expect(two.body.data).toMatchObject({ refundable: 0, paid_amount: 0, refunded_amount: 120 });
    expect(await refundedCents(o.id)).toBe(12_000);
  });

  it('the whole order with neither amount nor lines; then nothing is left: more is refused, the total never above what was paid', async () => {
    const o = await paidOrder();
    let d = await get(o.id);
    d = (await refund(o.id, { version: d.version, idempotency_key: key(), amount: 10 })).body.data;
    const over = await refund(o.id, { version: d.version, idempotency_key: key(), amount: o.order.total });
    expect(over.status).toBe(409);
    expect(over.body.msg).toBe(consoleMessages.refundTooMuch.replace('{{left}}', `$${((cents(o.order.total) - 1000) / 100).toFixed(2)}`));
    expect(over.body.data).toMatchObject({ refundable: (cents(o.order.total) - 1000) / 100 });
    const rest = await refund(o.id, { version: d.version, idempotency_key: key() });
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body.data).toMatchObject({ refundable: 0, refunded_amount: o.order.total, actions: ['processing', 'cancel', 'price_difference'] });
    const more = await refund(o.id, { version: rest.body.data.version, idempotency_key: key(), amount: 0.01 });
    expect([more.status, more.body.msg]).toEqual([409, consoleMessages.nothingToRefund]);
    expect(await refundedCents(o.id)).toBe(cents(o.order.total));
  });

  it('a negative, zero, non-numeric amount, no reason, no key: a clear 422, nothing refunded', async () => {
    const o = await paidOrder();
    const d = await get(o.id);
    for (const amount of [-10, 0, 'ten', '', null, true]) {
      const res = await refund(o.id, { version: d.version, idempotency_key: key(), amount });
      expect([res.status, errorsOf(res)], JSON.stringify(amount)).toEqual([422, { amount: consoleMessages.amountInvalid }]);
    }
    expect(errorsOf(await refund(o.id, { version: d.version, idempotency_key: key(), amount: 5, reason: '' }))).toEqual({
      reason: consoleMessages.reasonRequired,
    });
    expect(errorsOf(await refund(o.id, { version: d.version, amount: 5 }))).toEqual({ idempotency_key: consoleMessages.requestKeyInvalid });
    expect(errorsOf(await refund(o.id, { version: d.version, idempotency_key: 'bad key!', amount: 5 }))).toEqual({
      idempotency_key: consoleMessages.requestKeyInvalid,
    });
    expect(await refundedCents(o.id)).toBe(0);
    expect((await get(o.id)).version).toBe(d.version);
  });

  it('idempotent: the same key again answers the first refund and gives nothing more back, even with another amount', async () => {
    const o = await paidOrder();
    const d = await get(o.id);
    const k = key();
    const first = await refund(o.id, { version: d.version, idempotency_key: k, amount: 20 });
    expect(first.status, first.text).toBe(200);
    const again = await refund(o.id, { version: d.version, idempotency_key: k, amount: 30 });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.refunds).toEqual(first.body.data.refunds);
    expect(await refundedCents(o.id)).toBe(2000);
  });

  it('two requests with the same key at once refund once; two with different keys and one version: one is told the order changed', async () => {
    const o = await paidOrder();
    const d = await get(o.id);
    const k = key();
    const same = await Promise.all([1, 2].map(() => refund(o.id, { version: d.version, idempotency_key: k, amount: 25 })));
    expect(same.map((r) => r.status)).toEqual([200, 200]);
    expect(await refundedCents(o.id)).toBe(2500);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, o.id))).toHaveLength(1);

    const now = await get(o.id);
    const racing = await Promise.all([key(), key()].map((idempotency_key) => refund(o.id, { version: now.version, idempotency_key, amount: 30 })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(racing.find((r) => r.status === 409)!.body.msg).toBe(consoleMessages.orderChanged);
    expect(await refundedCents(o.id)).toBe(5500);
  });

  it('needs orders.refund: a support member 403; an unknown order 404', async () => {
    const o = await paidOrder();
    const d = await get(o.id);
    expect((await refund(o.id, { version: d.version, idempotency_key: key(), amount: 5 }, await staffToken(t, 'support'))).status).toBe(403);
    const missing = await refund(987_654, { version: 1, idempotency_key: key(), amount: 5 });
    expect([missing.status, missing.body.msg]).toEqual([404, messages.orderNotFound]);
    expect(await refundedCents(o.id)).toBe(0);
  });
});
