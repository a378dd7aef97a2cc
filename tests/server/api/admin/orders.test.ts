import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { INSTALMENT_INTERVAL_DAYS } from '../../../../contract/constants';
import { messages } from '../../../../contract/messages';
import type { OrderDetail } from '../../../../contract/orders';
import { instalments, payments } from '../../../../server/db/schema';
import { moveOrder } from '../../../../server/services/orders/order-lifecycle';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { mailsTo, manyCustomers, orderFor, stockOf } from '../../helpers/checkout';
import { staffToken } from '../../helpers/staff';

const DAY = 86_400_000;

describe.each(backends())('operator: api/admin/orders/{id}/status and /adjust (%s)', (backend) => {
  let t: TestApp;
  /** A fulfilment member's staff token (orders.fulfil). */
  let ADMIN: string;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    ADMIN = await staffToken(t, 'fulfilment');
  });
  afterAll(async () => {
    await t?.close();
  });

  const move = (id: number, body: Record<string, unknown>, token = ADMIN) => t.api('POST', paths.adminOrderStatus(id), { token, body });
  const detailOf = async (id: number, token: string) => (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${id}`, { token })).body.data;

  it('moves an order along its whole life: paid, processing, shipped with tracking, delivered; events, shipment and mails', async () => {
    const { order, token, email } = await orderFor(t, { qty: 2, price: 40 });
    const id = order.order_id;

    const paid = await move(id, { status: 'paid' });
    expect(paid.body.data).toEqual({ order_id: id, order_no: order.order_no, status: 'paid', total: order.total });
    let d = await detailOf(id, token);
    expect(d).toMatchObject({
      status: 'paid',
      payment_method: 'bank_transfer',
      paid_amount: order.total,
      difference_due: 0,
      can_pay: false,
      pay_by: null,
    });
    expect(d.payments).toEqual([expect.objectContaining({ method: 'bank_transfer', purpose: 'order', status: 'succeeded', amount: order.total })]);

    // Pay in 4 schedule rows as the payment code writes them: due dates come when the order is processed.
    const [p] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    await t.db.insert(instalments).values([1, 2, 3, 4].map((seq) => ({ orderId: id, paymentId: p!.id, seq, amount: 20 })));
    expect((await move(id, { status: 'processing' })).status).toBe(200);
    d = await detailOf(id, token);
    const due = d.instalments.map((i) => Date.parse(i.due_at!));
    for (let k = 1; k < 4; k++) expect(due[k]! - due[0]!).toBe(k * INSTALMENT_INTERVAL_DAYS * DAY);
    expect(Math.abs(due[0]! - Date.now())).toBeLessThan(60_000);

    const noTracking = await move(id, { status: 'shipped', carrier: 'UPS' });
    expect(noTracking.status).toBe(422);
    expect(noTracking.body.data.errors).toEqual({ tracking_no: messages.invalidInput });
    expect((await move(id, { status: 'shipped', carrier: 'UPS', tracking_no: '1Z999AA10123456784', location: 'Los Angeles, CA' })).status).toBe(200);
    d = await detailOf(id, token);
    expect(d.shipment).toMatchObject({ carrier: 'UPS', tracking_no: '1Z999AA10123456784', delivered_at: null });
    expect((await move(id, { status: 'delivered', location: 'Los Angeles, CA' })).status).toBe(200);
    d = await detailOf(id, token);
    expect(d.shipment!.delivered_at).not.toBeNull();
    expect(d).toMatchObject({ status: 'delivered', can_review: true, can_delete: false });
    expect(d.events.map((e) => [e.status, e.description])).toEqual([
      ['pending_payment', 'Order placed'],
      ['paid', 'Payment received'],
      ['processing', 'Order is being prepared'],
      ['shipped', 'Shipped with UPS, tracking number 1Z999AA10123456784'],
      ['delivered', 'Delivered'],
    ]);
    expect(d.events[3]!.location).toBe('Los Angeles, CA');
    const mails = await mailsTo(t, email);
    expect(mails.map((m) => m.kind)).toEqual(['order-placed', 'order-paid', 'order-shipped', 'order-delivered']);
    expect(mails[2]!.text).toContain('1Z999AA10123456784');
  });

  it('answers 409 orderStatusConflict for a move the lifecycle does not allow, and changes nothing', async () => {
    const { order, token } = await orderFor(t);
    const id = order.order_id;
    for (const status of ['processing', 'shipped', 'delivered', 'pending_payment']) {
      const res = await move(id, { status, carrier: 'UPS', tracking_no: '1Z' });
      expect([res.status, res.body.msg], status).toEqual([409, messages.orderStatusConflict]);
    }
    await move(id, { status: 'paid' });
    expect((await move(id, { status: 'paid' })).status).toBe(409);
    await move(id, { status: 'processing' });
    await move(id, { status: 'shipped', carrier: 'UPS', tracking_no: '1Z' });
    expect((await move(id, { status: 'cancelled' })).status).toBe(409);
    expect((await move(id, { status: 'lost' })).status).toBe(422);
    const d = await detailOf(id, token);
    expect(d.status).toBe('shipped');
    expect(d.events).toHaveLength(4);
    // The same rule inside a caller's transaction (what the payment code uses).
    await expect(t.db.transaction((tx) => moveOrder(tx, id, 'paid'))).rejects.toMatchObject({ code: 409, message: messages.orderStatusConflict });
    await expect(t.db.transaction((tx) => moveOrder(tx, 987_654, 'paid'))).rejects.toMatchObject({ code: 404 });
  });

  it('cancels an unpaid or paid order and puts its stock back', async () => {
    const { order, item } = await orderFor(t, { qty: 3, stock: 10 });
    expect(await stockOf(t, item.variantId)).toBe(7);
    await move(order.order_id, { status: 'paid' });
    expect((await move(order.order_id, { status: 'cancelled' })).status).toBe(200);
    expect(await stockOf(t, item.variantId)).toBe(10);
  });

  it("raises an order's amount: the difference is due; not for cancelled orders; bad amounts 422", async () => {
    const { order, token } = await orderFor(t, { qty: 1, price: 40 }); // 46.95
    await move(order.order_id, { status: 'paid' });
    const res = await t.api('POST', paths.adminOrderAdjust(order.order_id), { token: ADMIN, body: { total: 56.955 } });
    expect(res.body.data).toMatchObject({ status: 'paid', total: 56.96 });
    const d = await detailOf(order.order_id, token);
    expect(d).toMatchObject({ total: 56.96, paid_amount: 46.95, difference_due: 10.01 });
    expect(d.events.at(-1)!.description).toBe('Order amount changed from $46.95 to $56.96');
    expect((await t.api('POST', paths.adminOrderAdjust(order.order_id), { token: ADMIN, body: { total: -1 } })).status).toBe(422);
    expect((await t.api('POST', paths.adminOrderAdjust(order.order_id), { token: ADMIN, body: { total: 'lots' } })).status).toBe(422);

    const other = await orderFor(t);
    await move(other.order.order_id, { status: 'cancelled' });
    const cancelled = await t.api('POST', paths.adminOrderAdjust(other.order.order_id), { token: ADMIN, body: { total: 99 } });
    expect([cancelled.status, cancelled.body.msg]).toEqual([409, messages.orderStatusConflict]);
    expect((await t.api('POST', paths.adminOrderAdjust(987_654), { token: ADMIN, body: { total: 9 } })).status).toBe(404);
  });

  it("needs a member who may fulfil orders: none or a wrong token 401, a shopper's 401, a support member 403", async () => {
    const { order, token } = await orderFor(t);
    expect((await move(order.order_id, { status: 'paid' }, '')).status).toBe(401);
    expect((await move(order.order_id, { status: 'paid' }, `${ADMIN}x`)).status).toBe(401);
    expect((await move(order.order_id, { status: 'paid' }, token)).status).toBe(401);
    expect((await move(order.order_id, { status: 'paid' }, await staffToken(t, 'support'))).status).toBe(403);
    expect((await t.api('POST', paths.adminOrderAdjust(order.order_id), { body: { total: 1 } })).status).toBe(401);
    expect((await detailOf(order.order_id, token)).status).toBe('pending_payment');
  });

  it('a move allowed until shipped: a processing order may be cancelled, its stock back', async () => {
    const { order, item } = await orderFor(t, { qty: 2, stock: 10 });
    await move(order.order_id, { status: 'paid' });
    await move(order.order_id, { status: 'processing' });
    expect((await move(order.order_id, { status: 'cancelled' })).status).toBe(200);
    expect(await stockOf(t, item.variantId)).toBe(10);
  });
});
