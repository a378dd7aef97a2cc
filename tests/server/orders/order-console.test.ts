import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consoleMessages } from '../../../contract/console-messages';
import { auditLog, orderRefunds, orders } from '../../../server/db/schema';
import { moveOrder } from '../../../server/services/orders/order-lifecycle';
import { adjustTotal, operatorMove } from '../../../server/services/orders/order-admin';
import { adminOrderDetail, csvCell, listAdminOrders, prefixPattern } from '../../../server/services/orders/order-console-read';
import { cancelOrder, markProcessing } from '../../../server/services/orders/order-console';
import { refundOrder } from '../../../server/services/orders/order-refund';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { manyCustomers, orderFor } from '../helpers/checkout';
import { payByCard, paymentsOf } from '../helpers/payments';

const versionOf = async (t: TestApp, id: number) => (await t.db.select({ v: orders.version }).from(orders).where(eq(orders.id, id)))[0]!.v;

/**
 * The services under the console's order endpoints, called directly (the endpoints' own suites go
 * over HTTP): the version every change moves, the CLI's audit entries, the refund's arithmetic.
 */
describe.each(backends())('the console order services (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  it('every change of an order moves its version: a payment, the operator, an amount, a refund', async () => {
    const o = await orderFor(t, { price: 80 });
    const id = o.order.order_id;
    const v0 = await versionOf(t, id);
    expect((await payByCard(t, o.token, id)).body.code).toBe(200);
    const v1 = await versionOf(t, id);
    expect(v1).toBeGreaterThan(v0);
    await t.db.transaction((tx) => moveOrder(tx, id, 'processing'));
    expect(await versionOf(t, id)).toBe(v1 + 1);
    await adjustTotal(t.app, id, 70);
    expect(await versionOf(t, id)).toBeGreaterThan(v1 + 1);
  });

  it("the CLI's moves (operatorMove without a member) are audited as the system's, with before and after", async () => {
    const { order } = await orderFor(t);
    await operatorMove(t.app, order.order_id, 'paid', {}, { actor: 'cli' });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordKind, 'order'), eq(auditLog.recordId, String(order.order_id))));
    expect(entry).toMatchObject({
      actor: 'cli',
      action: 'order.paid',
      staffId: null,
      before: { status: 'pending_payment' },
      after: { status: 'paid' },
    });
  });

  it('a stale version is refused before anything changes', async () => {
    const { order } = await orderFor(t);
    await operatorMove(t.app, order.order_id, 'paid');
    const v = await versionOf(t, order.order_id);
    await expect(markProcessing(t.app, 'system', order.order_id, v - 1)).rejects.toMatchObject({
      code: 409,
      message: consoleMessages.orderChanged,
      data: { reason: 'orderChanged', version: v },
    });
    expect((await adminOrderDetail(t.db, 'system', order.order_id)).status).toBe('paid');
    await markProcessing(t.app, 'system', order.order_id, v);
    // A processing order may still be cancelled (not shipped yet); the reason is kept as a note.
    const d = await adminOrderDetail(t.db, 'system', order.order_id);
    await cancelOrder(t.app, 'system', order.order_id, { version: d.version, reason: 'Out of lenses' });
    const after = await adminOrderDetail(t.db, 'system', order.order_id);
    expect(after).toMatchObject({ status: 'cancelled', refundable: 0, actions: [] });
    expect(after.notes.map((n) => [n.author, n.text])).toEqual([['system', 'Cancelled: Out of lenses']]);
  });

  it('refunds: an amount, never more than is left, the same key once even when sent together', async () => {
    const o = await orderFor(t, { price: 80 });
    const id = o.order.order_id;
    await payByCard(t, o.token, id);
    const d = await adminOrderDetail(t.db, 'system', id);
    expect(d.refundable).toBe(o.order.total);
    expect(d.actions).toEqual(['processing', 'cancel', 'refund', 'price_difference']);

    const base = { version: d.version, reason: 'Scratched frame' };
    const [a, b] = await Promise.all([
      refundOrder(t.app, 'system', id, { ...base, idempotency_key: 'key-0001', amount: 10 }),
      refundOrder(t.app, 'system', id, { ...base, idempotency_key: 'key-0001', amount: 10 }),
    ]);
    expect([a.refund_id, a.amount]).toEqual([b.refund_id, 10]);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, id))).toHaveLength(1);
    const refunds = (await paymentsOf(t, id)).filter((p) => p.purpose === 'refund');
    expect(refunds.map((p) => [p.status, p.amount])).toEqual([['succeeded', 10]]);

    const now = await adminOrderDetail(t.db, 'system', id);
    expect(now.refundable).toBe(Math.round((o.order.total - 10) * 100) / 100);
    await expect(
      refundOrder(t.app, 'system', id, { ...base, version: now.version, idempotency_key: 'key-0002', amount: 1000 }),
    ).rejects.toMatchObject({
      code: 409,
      data: { refundable: now.refundable },
    });
    // The rest, then nothing is left.
    await refundOrder(t.app, 'system', id, { ...base, version: now.version, idempotency_key: 'key-0003' });
    const none = await adminOrderDetail(t.db, 'system', id);
    expect(none).toMatchObject({ refundable: 0, paid_amount: 0, refunded_amount: o.order.total });
    expect(none.actions).not.toContain('refund');
    await expect(refundOrder(t.app, 'system', id, { ...base, version: none.version, idempotency_key: 'key-0004' })).rejects.toMatchObject({
      code: 409,
      message: consoleMessages.nothingToRefund,
    });
  });

  it('the list: filters, e-mail prefix with its wildcards taken literally, pages', async () => {
    const o = await orderFor(t);
    const byMail = await listAdminOrders(t.db, { q: o.email.slice(0, 8).toUpperCase(), page_size: 100 });
    expect(byMail.items.map((r) => r.id)).toContain(o.order.order_id);
    const byNo = await listAdminOrders(t.db, { q: o.order.order_no.toLowerCase() });
    expect(byNo.items.map((r) => r.id)).toEqual([o.order.order_id]);
    expect((await listAdminOrders(t.db, { q: '%' })).total).toBe(0);
    expect(prefixPattern('a_b%c\\')).toBe('a\\_b\\%c\\\\%');
    expect([csvCell('=1+1'), csvCell('-2'), csvCell('@x'), csvCell('a,"b"'), csvCell(-2), csvCell(null)]).toEqual([
      "'=1+1",
      "'-2",
      "'@x",
      '"a,""b"""',
      '-2',
      '',
    ]);
  });
});
