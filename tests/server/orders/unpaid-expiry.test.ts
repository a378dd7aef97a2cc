import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import type { OrderDetail } from '../../../contract/orders';
import { customerCoupons, orderEvents, orders } from '../../../server/db/schema';
import { WELCOME_COUPON } from '../../../server/services/orders/coupons';
import { cancelExpiredOrders, releaseStock, sweepExpiredOrders } from '../../../server/services/orders/orders';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { mailsTo, manyCustomers, orderFor, placeOrder, readyToOrder, stockOf, testGoods } from '../helpers/checkout';

describe.each(backends())('unpaid orders past pay_by (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const after = (ms: number) => new Date(Date.now() + t.app.config.orderPaymentWindowMs + ms);

  it('are cancelled by the sweep with an event and a mail, their stock released exactly once', async () => {
    const { order, item, email } = await orderFor(t, { qty: 3, stock: 10 });
    expect(await stockOf(t, item.variantId)).toBe(7);

    expect(await cancelExpiredOrders(t.app, new Date())).toEqual([]);
    const moved = await sweepExpiredOrders(t.app, after(1_000));
    expect(moved.map((m) => [m.orderId, m.from, m.to])).toEqual([[order.order_id, 'pending_payment', 'cancelled']]);
    expect(await stockOf(t, item.variantId)).toBe(10);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row!.status).toBe('cancelled');
    expect(row!.stockReleasedAt).not.toBeNull();
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.order_id));
    expect(events.map((e) => e.description)).toEqual(['Order placed', 'Cancelled: not paid in time']);
    expect((await mailsTo(t, email)).map((m) => m.kind)).toEqual(['order-placed', 'order-cancelled']);

    // Again, and directly: nothing more comes back.
    expect(await sweepExpiredOrders(t.app, after(2_000))).toEqual([]);
    expect(await t.db.transaction((tx) => releaseStock(tx, order.order_id))).toEqual([]);
    expect(await stockOf(t, item.variantId)).toBe(10);
  });

  it('release stock once when two sweeps run at the same time', async () => {
    const { order, item } = await orderFor(t, { qty: 2, stock: 5 });
    const [a, b] = await Promise.all([cancelExpiredOrders(t.app, after(1_000)), cancelExpiredOrders(t.app, after(1_000))]);
    expect([...a!, ...b!].filter((m) => m.orderId === order.order_id)).toHaveLength(1);
    expect(await stockOf(t, item.variantId)).toBe(5);
  });

  it('give the coupon back, and are cancelled on demand when the customer looks at them', async () => {
    const item = await testGoods(t, { price: 60, stock: 10 });
    const who = await readyToOrder(t, item, 1);
    const placed = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, coupon_id: WELCOME_COUPON.id });
    const id = placed.body.data.order_id;
    let detail = (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${id}`, { token: who.token })).body.data;
    expect(detail).toMatchObject({ status: 'pending_payment', can_pay: true, can_delete: true });
    expect(Date.parse(detail.pay_by!)).toBeGreaterThan(Date.now());

    await t.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1_000) })
      .where(eq(orders.id, id));
    detail = (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${id}`, { token: who.token })).body.data;
    expect(detail).toMatchObject({ status: 'cancelled', can_pay: false, pay_by: null });
    expect(await stockOf(t, item.variantId)).toBe(10);
    const [held] = await t.db
      .select()
      .from(customerCoupons)
      .where(and(eq(customerCoupons.userId, who.userId), eq(customerCoupons.couponId, WELCOME_COUPON.id)));
    expect(held!.usedOrderId).toBeNull();
  });

  it('leave paid orders alone', async () => {
    const { order, item } = await orderFor(t, { qty: 1, stock: 5 });
    await t.db.update(orders).set({ status: 'paid' }).where(eq(orders.id, order.order_id));
    expect((await cancelExpiredOrders(t.app, after(1_000))).map((m) => m.orderId)).not.toContain(order.order_id);
    expect(await stockOf(t, item.variantId)).toBe(4);
  });
});
