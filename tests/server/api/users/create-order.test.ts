import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { CartLine } from '../../../../contract/entities';
import type { PriceQuote } from '../../../../contract/checkout';
import { messages } from '../../../../contract/messages';
import { cartItems, customerCoupons, orderEvents, orderLines, orders } from '../../../../server/db/schema';
import { WELCOME_COUPON } from '../../../../server/services/orders/coupons';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import {
  addAddress,
  addLine,
  clientToken,
  customer,
  errorsOf,
  getPrice,
  mailsTo,
  manyCustomers,
  placeOrder,
  readyToOrder,
  setStock,
  stockOf,
  testGoods,
} from '../../helpers/checkout';

describe.each(backends())('POST api/users/createOrder (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
  const cartOf = async (token: string) => (await t.api<CartLine[]>('GET', paths.getCart, { token })).body.data;

  it('places the order the quote showed: lines re-priced, stock taken, coupon used, event and mail; the cart stays', async () => {
    const item = await testGoods(t, { price: 30, stock: 10 });
    const who = await readyToOrder(t, item, 2);
    const quote = (await getPrice(t, who.token, { cart_ids: [who.cartId], coupon_id: WELCOME_COUPON.id, shipping_method: 'express' })).body.data;
    expect(quote).toMatchObject({ goods_amount: 60, coupon_amount: 6, carriage: 19.95, total: 73.95 });

    const res = await placeOrder(t, who.token, {
      cart_ids: [who.cartId],
      address_id: who.address.id,
      coupon_id: WELCOME_COUPON.id,
      shipping_method: 'express',
      expected_total: quote.total,
      currency_id: 2,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({
      order_id: expect.any(Number),
      order_no: expect.stringMatching(/^OS\d{4}-[A-HJ-NP-Z2-9]{6}$/),
      total: 73.95,
      status: 'pending_payment',
    });

    const [order] = await ordersOf(who.userId);
    expect(order).toMatchObject({
      id: res.body.data.order_id,
      email: who.email,
      status: 'pending_payment',
      shippingMethod: 'express',
      goodsAmount: 60,
      discountAmount: 0,
      couponId: WELCOME_COUPON.id,
      couponAmount: 6,
      carriage: 19.95,
      total: 73.95,
      currencySymbol: 'EUR',
      currencyMoney: '€',
      currencyRate: 0.92,
      address: expect.objectContaining({ firstname: 'Ada', country_id: 'US', region_code: 'CA', region: 'California', postcode: '90001' }),
    });
    expect(order!.payBy!.getTime() - order!.createdAt.getTime()).toBe(t.app.config.orderPaymentWindowMs);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([expect.objectContaining({ goodsId: item.goodsId, variantId: item.variantId, qty: 2, unitPrice: 30, lineTotal: 60 })]);
    expect(await stockOf(t, item.variantId)).toBe(8);
    const [held] = await t.db
      .select()
      .from(customerCoupons)
      .where(and(eq(customerCoupons.userId, who.userId), eq(customerCoupons.couponId, WELCOME_COUPON.id)));
    expect(held!.usedOrderId).toBe(order!.id);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order!.id));
    expect(events.map((e) => [e.status, e.description])).toEqual([['pending_payment', 'Order placed']]);
    const mails = await mailsTo(t, who.email);
    expect(mails.map((m) => [m.kind, m.subject])).toEqual([['order-placed', `Order placed: ${order!.orderNo}`]]);
    expect(mails[0]!.text).toContain('€68.03'); // 73.95 * 0.92 = 68.034
    // Lines leave the cart when the order is paid, not before.
    expect((await cartOf(who.token)).map((l) => l.id)).toEqual([who.cartId]);
  });

  it('answers the same order for the same client_token, however often and concurrently it is sent', async () => {
    const item = await testGoods(t, { price: 25, stock: 10 });
    const who = await readyToOrder(t, item, 1);
    const body = { cart_ids: [who.cartId], address_id: who.address.id, client_token: clientToken() };
    const results = await Promise.all([1, 2, 3].map(() => placeOrder(t, who.token, body)));
    const again = await placeOrder(t, who.token, body);
    for (const r of [...results, again]) expect(r.status, r.text).toBe(200);
    expect(new Set([...results, again].map((r) => r.body.data.order_id)).size).toBe(1);
    expect(await ordersOf(who.userId)).toHaveLength(1);
    expect(await stockOf(t, item.variantId)).toBe(9);
    // A new token is a new order.
    expect((await placeOrder(t, who.token, { ...body, client_token: clientToken() })).body.data.order_id).not.toBe(again.body.data.order_id);
  });

  it("places a customer's orders one at a time: many rounds of the same and of different tokens sent together, no error, one live order", async () => {
    // Two placements of the same cart lines once deadlocked on PostgreSQL (one cancelling the
    // other's replaced order while the other held the stock): a few in 160 under this load.
    for (let round = 0; round < 12; round++) {
      const item = await testGoods(t, { price: 25, stock: 10 });
      const who = await readyToOrder(t, item, 1);
      const body = { cart_ids: [who.cartId], address_id: who.address.id, client_token: clientToken() };
      const same = await Promise.all([1, 2, 3, 4].map(() => placeOrder(t, who.token, body)));
      for (const r of same) expect(r.status, r.text).toBe(200);
      expect(new Set(same.map((r) => r.body.data.order_id)).size).toBe(1);
      const others = await Promise.all([1, 2, 3].map(() => placeOrder(t, who.token, { ...body, client_token: clientToken() })));
      for (const r of others) expect(r.status, r.text).toBe(200);
      // Each later placement replaced the one before: one order holds the frame.
      const mine = await ordersOf(who.userId);
      expect(mine).toHaveLength(4);
      expect(mine.filter((o) => o.status === 'pending_payment')).toHaveLength(1);
      expect(await stockOf(t, item.variantId)).toBe(9);
    }
  });

  it('answers 409 priceChanged with the new quote when the total is not what the shopper saw, and changes nothing', async () => {
    const item = await testGoods(t, { price: 25, stock: 10 });
    const who = await readyToOrder(t, item, 1);
    const res = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, expected_total: 30 });
    expect([res.status, res.body.msg]).toEqual([409, messages.priceChanged]);
    expect((res.body.data as unknown as { quote: PriceQuote }).quote.total).toBe(31.95);
    expect(await ordersOf(who.userId)).toEqual([]);
    expect(await stockOf(t, item.variantId)).toBe(10);
  });

  it('refuses zero, negative and unknown inputs with 422 or 404, and nothing changes', async () => {
    const item = await testGoods(t, { price: 25, stock: 10 });
    const who = await readyToOrder(t, item, 1);
    const other = await customer(t);
    const otherAddress = await addAddress(t, other.token);
    const otherLine = await addLine(t, other.token, item, 1);
    const base = { cart_ids: [who.cartId], address_id: who.address.id };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...base, cart_ids: [] }, 422, messages.cartSelectionEmpty],
      [{ ...base, cart_ids: [0] }, 422, messages.cartLineNotFound],
      [{ ...base, cart_ids: [-3] }, 422, messages.cartLineNotFound],
      [{ ...base, cart_ids: ['x'] }, 422, messages.cartLineNotFound],
      [{ ...base, cart_ids: [987_654] }, 404, messages.cartLineNotFound],
      [{ ...base, cart_ids: [who.cartId, otherLine] }, 404, messages.cartLineNotFound],
      [{ cart_ids: [who.cartId] }, 422, messages.addressRequired],
      [{ ...base, address_id: 0 }, 422, messages.addressRequired],
      [{ ...base, address_id: otherAddress.id }, 404, messages.addressNotFound],
      [{ ...base, coupon_id: 40 }, 422, messages.couponNotOwned],
      [{ ...base, currency_id: 99 }, 422, messages.currencyUnknown],
      [{ ...base, expected_total: -1 }, 422, messages.invalidInput],
      [{ ...base, shipping_method: 'drone' }, 422, messages.shippingMethodInvalid],
      [{ ...base, client_token: 'short' }, 422, messages.invalidInput],
    ];
    for (const [body, status, msg] of cases) {
      const res = await placeOrder(t, who.token, body);
      expect([res.status, res.body.msg], JSON.stringify(body)).toEqual([status, msg]);
    }
    const zeroQty = await t.api('POST', paths.addCart, { token: who.token, body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 0 } });
    expect(zeroQty.status).toBe(422);
    expect(await ordersOf(who.userId)).toEqual([]);
    expect(await stockOf(t, item.variantId)).toBe(10); // cart lines take no stock
  });

  it("takes nothing when a later line lacks stock: 409, no order, the first line's stock and the cart as they were", async () => {
    const first = await testGoods(t, { price: 10, stock: 10 });
    const second = await testGoods(t, { price: 10, stock: 10 });
    const who = await readyToOrder(t, first, 2);
    const secondLine = await addLine(t, who.token, second, 5);
    await setStock(t, second.variantId, 3);
    const res = await placeOrder(t, who.token, { cart_ids: [who.cartId, secondLine], address_id: who.address.id });
    expect([res.status, res.body.msg]).toEqual([409, messages.notEnoughStock]);
    expect(res.body.data).toMatchObject({ cart_id: secondLine, available: 3 });
    expect(await stockOf(t, first.variantId)).toBe(10);
    expect(await stockOf(t, second.variantId)).toBe(3);
    expect(await ordersOf(who.userId)).toEqual([]);
    expect((await cartOf(who.token)).map((l) => [l.id, l.qty]).sort()).toEqual(
      [
        [who.cartId, 2],
        [secondLine, 5],
      ].sort(),
    );
  });

  it('rolls everything back when the database fails after the stock was taken: no order, stock and coupon as they were', async () => {
    const item = await testGoods(t, { price: 60, stock: 10 });
    const who = await readyToOrder(t, item, 7);
    // A failure in the middle of the transaction: writing an order line of 7 pieces raises.
    await t.db.execute(
      sql.raw(`create or replace function fail_seven() returns trigger language plpgsql as $$
      begin if new.qty = 7 then raise exception 'simulated failure'; end if; return new; end $$`),
    );
    await t.db.execute(sql.raw('create trigger order_lines_fail_seven before insert on order_lines for each row execute function fail_seven()'));
    try {
      const res = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, coupon_id: WELCOME_COUPON.id });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger order_lines_fail_seven on order_lines'));
      await t.db.execute(sql.raw('drop function fail_seven()'));
    }
    expect(await ordersOf(who.userId)).toEqual([]);
    expect(await stockOf(t, item.variantId)).toBe(10);
    const [held] = await t.db
      .select()
      .from(customerCoupons)
      .where(and(eq(customerCoupons.userId, who.userId), eq(customerCoupons.couponId, WELCOME_COUPON.id)));
    expect(held!.usedOrderId).toBeNull();
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, who.userId))).toHaveLength(1);
    expect(await mailsTo(t, who.email)).toEqual([]);
  });

  it('does not let two orders use one coupon', async () => {
    // Two carts' worth of different goods: the second order cannot replace the first.
    const first = await testGoods(t, { price: 60, stock: 10 });
    const second = await testGoods(t, { price: 70, stock: 10 });
    const who = await readyToOrder(t, first, 1);
    const otherLine = await addLine(t, who.token, second, 1);
    const placed = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, coupon_id: WELCOME_COUPON.id });
    expect(placed.status, placed.text).toBe(200);
    const refused = await placeOrder(t, who.token, { cart_ids: [otherLine], address_id: who.address.id, coupon_id: WELCOME_COUPON.id });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused).coupon_id).toBe(messages.couponUsed);
    expect(await stockOf(t, second.variantId)).toBe(10);
  });

  it('holds one coupon and one stock when the same lines are placed twice at once', async () => {
    const item = await testGoods(t, { price: 60, stock: 10 });
    const who = await readyToOrder(t, item, 1);
    const body = { cart_ids: [who.cartId], address_id: who.address.id, coupon_id: WELCOME_COUPON.id };
    const results = await Promise.all([placeOrder(t, who.token, body), placeOrder(t, who.token, body)]);
    // One after the other, the second replaces the first; truly at once, the second finds the coupon taken.
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(422);
      expect(errorsOf(r).coupon_id).toBe(messages.couponUsed);
    }
    const live = (await ordersOf(who.userId)).filter((o) => o.status !== 'cancelled');
    expect(live).toHaveLength(1);
    expect(live[0]!.couponId).toBe(WELCOME_COUPON.id);
    expect(await stockOf(t, item.variantId)).toBe(9);
  });

  describe('placing the same cart lines again', () => {
    it('replaces the earlier unpaid order: cancelled with a note, its stock and coupon go to the new one', async () => {
      const item = await testGoods(t, { price: 60, stock: 10 });
      const who = await readyToOrder(t, item, 2);
      const first = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, coupon_id: WELCOME_COUPON.id });
      expect(first.status, first.text).toBe(200);
      expect(await stockOf(t, item.variantId)).toBe(8);
      // The shopper changes the quantity and checks out again.
      expect((await t.api('POST', paths.updateCart, { token: who.token, form: { cart_id: who.cartId, qty: 3 } })).body.code).toBe(200);
      const second = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, coupon_id: WELCOME_COUPON.id });
      expect(second.status, second.text).toBe(200);

      expect(await stockOf(t, item.variantId)).toBe(7);
      const rows = await ordersOf(who.userId);
      const earlier = rows.find((o) => o.id === first.body.data.order_id)!;
      const later = rows.find((o) => o.id === second.body.data.order_id)!;
      expect(earlier.status).toBe('cancelled');
      expect(later).toMatchObject({ status: 'pending_payment', couponId: WELCOME_COUPON.id });
      const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, earlier.id));
      expect(events.map((e) => [e.status, e.description])).toEqual([
        ['pending_payment', 'Order placed'],
        ['cancelled', `Replaced by order ${later.orderNo}`],
      ]);
      const [held] = await t.db
        .select()
        .from(customerCoupons)
        .where(and(eq(customerCoupons.userId, who.userId), eq(customerCoupons.couponId, WELCOME_COUPON.id)));
      expect(held!.usedOrderId).toBe(later.id);
      // One unpaid order to pay; the cart line stays until it is paid.
      const unpaid = await t.api('GET', `${paths.myOrders}?tab=unpaid`, { token: who.token });
      expect(unpaid.body.data.items.map((o: { id: number }) => o.id)).toEqual([later.id]);
      expect((await cartOf(who.token)).map((l) => l.id)).toEqual([who.cartId]);
      // One mail per order placed; the second says what it replaced.
      const mails = await mailsTo(t, who.email);
      expect(mails.map((m) => m.kind)).toEqual(['order-placed', 'order-placed']);
      expect(mails[1]!.text).toContain(`It replaces your unpaid order ${earlier.orderNo}, which is now cancelled.`);
    });

    it('keeps the earlier order when the new one fails (a changed price): nothing is replaced', async () => {
      const item = await testGoods(t, { price: 40, stock: 10 });
      const who = await readyToOrder(t, item, 1);
      const first = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id });
      expect(first.status, first.text).toBe(200);
      const refused = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, expected_total: 1 });
      expect(refused.status).toBe(409);
      const rows = await ordersOf(who.userId);
      expect(rows.map((o) => [o.id, o.status])).toEqual([[first.body.data.order_id, 'pending_payment']]);
      expect(await stockOf(t, item.variantId)).toBe(9);
    });

    it('leaves an order waiting for a bank transfer, and orders of other goods, alone', async () => {
      const item = await testGoods(t, { price: 40, stock: 10 });
      const other = await testGoods(t, { price: 50, stock: 10 });
      const who = await readyToOrder(t, item, 1);
      const otherLine = await addLine(t, who.token, other, 1);
      const byTransfer = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id });
      const otherOrder = await placeOrder(t, who.token, { cart_ids: [otherLine], address_id: who.address.id });
      expect((await t.api('POST', paths.payBankTransfer(byTransfer.body.data.order_id), { token: who.token })).body.code).toBe(200);
      // The transfer took the line out of the cart; the shopper adds the same colour again and orders it.
      const again = await addLine(t, who.token, item, 1);
      const placed = await placeOrder(t, who.token, { cart_ids: [again], address_id: who.address.id });
      expect(placed.status, placed.text).toBe(200);
      const status = new Map((await ordersOf(who.userId)).map((o) => [o.id, o.status]));
      expect(status.get(byTransfer.body.data.order_id)).toBe('pending_payment');
      expect(status.get(otherOrder.body.data.order_id)).toBe('pending_payment');
      expect(status.get(placed.body.data.order_id)).toBe('pending_payment');
      expect(await stockOf(t, item.variantId)).toBe(8);
    });
  });
});
