import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { adminPaths, type AdminOrderDetail } from '../../../../contract/admin';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import type { OrderDetail, TrackResult } from '../../../../contract/orders';
import { auditLog, shipments } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { errorsOf, mailsTo, manyCustomers, orderFor, stockOf } from '../../helpers/checkout';
import { payByCard } from '../../helpers/payments';
import { staffToken } from '../../helpers/staff';

const TRACKING = '1Z999AA10123456784';

describe.each(backends())('console orders: the moves of one order, the version check (%s)', (backend) => {
  let t: TestApp;
  let staff: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    staff = await staffToken(t, 'fulfilment');
    other = await staffToken(t, 'manager');
  });
  afterAll(() => t?.close());

  const get = async (id: number, token = staff) => {
    const res = await t.api<AdminOrderDetail>('GET', adminPaths.order(id), { token });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const act = (path: string, body: Record<string, unknown>, token = staff) => t.api<AdminOrderDetail>('POST', path, { token, body });
  const paidOrder = async (opts: { qty?: number; price?: number; stock?: number } = {}) => {
    const o = await orderFor(t, { price: 80, ...opts });
    expect((await payByCard(t, o.token, o.order.order_id)).status).toBe(200);
    return { ...o, id: o.order.order_id };
  };

  it('processing, ship with carrier and tracking number, delivered: each answers the order; the customer is mailed and sees the parcel', async () => {
    const o = await paidOrder();
    let d = await get(o.id);
    const processing = await act(adminPaths.orderProcessing(o.id), { version: d.version });
    expect(processing.status, processing.text).toBe(200);
    expect(processing.body.data).toMatchObject({
      status: 'processing',
      version: d.version + 1,
      actions: ['ship', 'cancel', 'refund', 'price_difference'],
    });
    d = processing.body.data;

    const shipped = await act(adminPaths.orderShip(o.id), { version: d.version, carrier: ' UPS ', tracking_no: TRACKING });
    expect(shipped.status, shipped.text).toBe(200);
    expect(shipped.body.data).toMatchObject({ status: 'shipped', shipment: { carrier: 'UPS', tracking_no: TRACKING, delivered_at: null } });
    expect(shipped.body.data.actions).toEqual(['deliver', 'refund', 'price_difference']);

    // The customer: a mail with the number, their order page and the public tracking show it.
    const mail = (await mailsTo(t, o.email)).find((m) => m.kind === 'order-shipped');
    expect(mail?.text).toContain(TRACKING);
    expect(mail?.text).toContain('UPS');
    const mineNow = (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${o.id}`, { token: o.token })).body.data;
    expect(mineNow.shipment).toMatchObject({ carrier: 'UPS', tracking_no: TRACKING });
    const q = new URLSearchParams({ order_no: o.order.order_no, email: o.email });
    const tracked = (await t.api<TrackResult>('GET', `${paths.trackOrder}?${q}`)).body.data;
    expect(tracked).toMatchObject({ status: 'shipped', shipment: { carrier: 'UPS', tracking_no: TRACKING } });

    const delivered = await act(adminPaths.orderDeliver(o.id), { version: shipped.body.data.version });
    expect(delivered.body.data).toMatchObject({ status: 'delivered', actions: ['refund'] });
    expect(delivered.body.data.shipment!.delivered_at).not.toBeNull();

    // Each move is in the audit log: who, what, before and after.
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordKind, 'order'), eq(auditLog.recordId, String(o.id))));
    expect(entries.map((e) => e.action)).toEqual(['order.processing', 'order.shipped', 'order.delivered']);
    expect(entries[1]).toMatchObject({
      actor: expect.stringMatching(/^staff-fulfilment-/),
      before: { status: 'processing', version: d.version },
      after: { status: 'shipped', carrier: 'UPS', tracking_no: TRACKING },
    });
  });

  it('a move the state does not allow is refused with its message, and nothing changes', async () => {
    const unpaid = await orderFor(t);
    const u = await get(unpaid.order.order_id);
    for (const path of [adminPaths.orderProcessing(u.id), adminPaths.orderDeliver(u.id)]) {
      const res = await act(path, { version: u.version });
      expect([res.status, res.body.msg], path).toEqual([409, messages.orderStatusConflict]);
    }
    const ship = await act(adminPaths.orderShip(u.id), { version: u.version, carrier: 'UPS', tracking_no: TRACKING });
    expect([ship.status, ship.body.msg]).toEqual([409, messages.orderStatusConflict]);
    const diff = await act(adminPaths.orderPriceDifference(u.id), { version: u.version, amount: 5 });
    expect([diff.status, diff.body.msg]).toEqual([409, consoleMessages.priceDifferenceNotAllowed]);
    const refund = await act(adminPaths.orderRefund(u.id), { version: u.version, idempotency_key: 'refund-unpaid-1', reason: 'x' });
    expect([refund.status, refund.body.msg]).toEqual([409, consoleMessages.nothingToRefund]);
    expect(await get(u.id)).toMatchObject({ status: 'pending_payment', version: u.version, events: u.events });

    const o = await paidOrder();
    let d = await get(o.id);
    d = (await act(adminPaths.orderProcessing(o.id), { version: d.version })).body.data;
    d = (await act(adminPaths.orderShip(o.id), { version: d.version, carrier: 'DHL', tracking_no: 'JD0001' })).body.data;
    const cancel = await act(adminPaths.orderCancel(o.id), { version: d.version, reason: 'Too late' });
    expect([cancel.status, cancel.body.msg]).toEqual([409, messages.orderStatusConflict]);
    expect(await get(o.id)).toMatchObject({ status: 'shipped', version: d.version, paid_amount: o.order.total });

    const missing = await act(adminPaths.orderProcessing(987_654), { version: 1 });
    expect([missing.status, missing.body.msg]).toEqual([404, messages.orderNotFound]);
  });

  it('a tracking number of 10,000 characters, no carrier, no version: a clear 422, nothing applied', async () => {
    const o = await paidOrder();
    let d = await get(o.id);
    d = (await act(adminPaths.orderProcessing(o.id), { version: d.version })).body.data;
    const long = await act(adminPaths.orderShip(o.id), { version: d.version, carrier: 'UPS', tracking_no: 'X'.repeat(10_000) });
    expect([long.status, long.body.msg]).toEqual([422, consoleMessages.trackingNoTooLong]);
    expect(errorsOf(long)).toEqual({ tracking_no: consoleMessages.trackingNoTooLong });
    const noCarrier = await act(adminPaths.orderShip(o.id), { version: d.version, carrier: '  ', tracking_no: TRACKING });
    expect(errorsOf(noCarrier)).toEqual({ carrier: consoleMessages.carrierRequired });
    expect((await act(adminPaths.orderShip(o.id), { carrier: 'UPS', tracking_no: TRACKING })).status).toBe(422);
    expect((await act(adminPaths.orderShip(o.id), { version: 'one', carrier: 'UPS', tracking_no: TRACKING })).status).toBe(422);
    expect(await get(o.id)).toMatchObject({ status: 'processing', version: d.version, shipment: null });
  });

  it('two members ship the same order at once with the same version: one wins, the other is told it changed; shipped once', async () => {
    const o = await paidOrder();
    let d = await get(o.id);
    d = (await act(adminPaths.orderProcessing(o.id), { version: d.version })).body.data;
    const [a, b] = await Promise.all([
      act(adminPaths.orderShip(o.id), { version: d.version, carrier: 'UPS', tracking_no: 'FIRST-1' }, staff),
      act(adminPaths.orderShip(o.id), { version: d.version, carrier: 'DHL', tracking_no: 'SECOND-2' }, other),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const lost = a.status === 409 ? a : b;
    expect(lost.body.msg).toBe(consoleMessages.orderChanged);
    expect(lost.body.data).toMatchObject({ reason: 'orderChanged', version: d.version + 1 });
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, o.id))).toHaveLength(1);
    expect((await mailsTo(t, o.email)).filter((m) => m.kind === 'order-shipped')).toHaveLength(1);
    expect((await get(o.id)).events.filter((e) => e.status === 'shipped')).toHaveLength(1);

    // A stale version is refused whatever the action.
    const stale = await act(adminPaths.orderDeliver(o.id), { version: d.version });
    expect([stale.status, stale.body.msg]).toEqual([409, consoleMessages.orderChanged]);
  });

  it('cancel: a processing card order goes back on the shelf and its money back to the card; the reason is a note', async () => {
    const o = await paidOrder({ qty: 2, stock: 6 });
    expect(await stockOf(t, o.item.variantId)).toBe(4);
    let d = await get(o.id);
    d = (await act(adminPaths.orderProcessing(o.id), { version: d.version })).body.data;
    const noReason = await act(adminPaths.orderCancel(o.id), { version: d.version, reason: ' ' });
    expect(errorsOf(noReason)).toEqual({ reason: consoleMessages.reasonRequired });
    const res = await act(adminPaths.orderCancel(o.id), { version: d.version, reason: 'Frame discontinued' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', paid_amount: 0, refunded_amount: o.order.total, refundable: 0, actions: [] });
    expect(res.body.data.notes).toEqual([expect.objectContaining({ text: 'Cancelled: Frame discontinued', author: 'Test fulfilment' })]);
    expect(res.body.data.payments.map((p) => [p.purpose, p.status, p.amount])).toEqual([
      ['order', 'succeeded', o.order.total],
      ['refund', 'succeeded', o.order.total],
    ]);
    expect(await stockOf(t, o.item.variantId)).toBe(6);
    expect((await mailsTo(t, o.email)).map((m) => m.kind)).toContain('order-cancelled');
  });

  it('price difference: the total rises, the customer owes it on their order page; a bad amount is a 422', async () => {
    const o = await paidOrder();
    const d = await get(o.id);
    for (const amount of [0, -5, 'lots', 0.001]) {
      const bad = await act(adminPaths.orderPriceDifference(o.id), { version: d.version, amount });
      expect([bad.status, errorsOf(bad)], String(amount)).toEqual([422, { amount: consoleMessages.amountInvalid }]);
    }
    const res = await act(adminPaths.orderPriceDifference(o.id), { version: d.version, amount: 12.5 });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ total: o.order.total + 12.5, difference_due: 12.5 });
    const theirs = (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${o.id}`, { token: o.token })).body.data;
    expect(theirs).toMatchObject({ total: o.order.total + 12.5, difference_due: 12.5 });
  });

  it('notes: kept with their author, newest last; empty or over 2000 characters 422; a support member may not write one', async () => {
    const o = await paidOrder();
    const res = await act(adminPaths.orderNote(o.id), { text: 'Customer called about the colour' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.notes).toEqual([expect.objectContaining({ text: 'Customer called about the colour', author: 'Test fulfilment' })]);
    expect(errorsOf(await act(adminPaths.orderNote(o.id), { text: 'n'.repeat(2001) }))).toEqual({ text: consoleMessages.noteTooLong });
    expect(errorsOf(await act(adminPaths.orderNote(o.id), { text: '' }))).toEqual({ text: consoleMessages.noteRequired });
    expect((await act(adminPaths.orderNote(o.id), { text: 'x' }, await staffToken(t, 'support'))).status).toBe(403);
    expect((await act(adminPaths.orderNote(987_654), { text: 'x' })).status).toBe(404);
  });

  it('the moves need orders.fulfil: a support or catalogue member 403, a shopper 401', async () => {
    const o = await paidOrder();
    const d = await get(o.id);
    expect((await act(adminPaths.orderProcessing(o.id), { version: d.version }, await staffToken(t, 'support'))).status).toBe(403);
    expect((await act(adminPaths.orderCancel(o.id), { version: d.version, reason: 'x' }, await staffToken(t, 'catalogue'))).status).toBe(403);
    expect((await act(adminPaths.orderProcessing(o.id), { version: d.version }, o.token)).status).toBe(401);
    expect((await get(o.id)).version).toBe(d.version);
  });
});
