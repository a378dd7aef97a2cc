import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { CartLine } from '../../../../contract/entities';
import type { PriceQuote } from '../../../../contract/checkout';
import { messages } from '../../../../contract/messages';
import { cartItems, customerCoupons, orderEvents, orderLines, orders } from '../../../../server/db/schema';
import { WELCOME_COUPON } from '../../../../server/services/coupons';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import {
  addAddress, addLine, clientToken, customer, errorsOf, getPrice, mailsTo, manyCustomers, placeOrder, readyToOrder, setStock, stockOf, testGoods,
} from '../../helpers/checkout';

describe.each(backends())('POST api/users/createOrder (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(backend, manyCustomers); });
  afterAll(() => t?.close());

  const ordersOf = (userId: number) => t.db.select().from(orders).where(eq(orders.userId, userId));
  const cartOf = async (token: string) => (await t.api<CartLine[]>('GET', paths.getCart, { token })).body.data;

  it('places the order the quote showed: lines re-priced, stock taken, coupon used, event and mail; the cart stays', async () => {
    const item = await testGoods(t, { price: 30, stock: 10 });
    const who = await readyToOrder(t, item, 2);
    const quote = (await getPrice(t, who.token, { cart_ids: [who.cartId], coupon_id: WELCOME_COUPON.id, shipping_method: 'express' })).body.data;
    expect(quote).toMatchObject({ goods_amount: 60, coupon_amount: 6, carriage: 19.95, total: 73.95 });

    const res = await placeOrder(t, who.token, {
      cart_ids: [who.cartId], address_id: who.address.id, coupon_id: WELCOME_COUPON.id, shipping_method: 'express',
      expected_total: quote.total, currency_id: 2,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ order_id: expect.any(Number), order_no: expect.stringMatching(/^OS\d{4}-[A-HJ-NP-Z2-9]{6}$/), total: 73.95, status: 'pending_payment' });

    const [order] = await ordersOf(who.userId);
    expect(order).toMatchObject({
      id: res.body.data.order_id, email: who.email, status: 'pending_payment', shippingMethod: 'express', goodsAmount: 60, discountAmount: 0,
      couponId: WELCOME_COUPON.id, couponAmount: 6, carriage: 19.95, total: 73.95, currencySymbol: 'EUR', currencyMoney: '€', currencyRate: 0.92,
      address: expect.objectContaining({ firstname: 'Ada', country_id: 'US', region_code: 'CA', region: 'California', postcode: '90001' }),
    });
    expect(order!.payBy!.getTime() - order!.createdAt.getTime()).toBe(t.app.config.orderPaymentWindowMs);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([expect.objectContaining({ goodsId: item.goodsId, variantId: item.variantId, qty: 2, unitPrice: 30, lineTotal: 60 })]);
    expect(await stockOf(t, item.variantId)).toBe(8);
    const [held] = await t.db.select().from(customerCoupons)
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

  it('takes nothing when a later line lacks stock: 409, no order, the first line\'s stock and the cart as they were', async () => {
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
    expect((await cartOf(who.token)).map((l) => [l.id, l.qty]).sort()).toEqual([[who.cartId, 2], [secondLine, 5]].sort());
  });

  it('rolls everything back when the database fails after the stock was taken: no order, stock and coupon as they were', async () => {
    const item = await testGoods(t, { price: 60, stock: 10 });
    const who = await readyToOrder(t, item, 7);
    // A failure in the middle of the transaction: writing an order line of 7 pieces raises.
    await t.db.execute(sql.raw(`create or replace function fail_seven() returns trigger language plpgsql as $$
      begin if new.qty = 7 then raise exception 'simulated failure'; end if; return new; end $$`));
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
    const [held] = await t.db.select().from(customerCoupons)
      .where(and(eq(customerCoupons.userId, who.userId), eq(customerCoupons.couponId, WELCOME_COUPON.id)));
    expect(held!.usedOrderId).toBeNull();
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, who.userId))).toHaveLength(1);
    expect(await mailsTo(t, who.email)).toEqual([]);
  });

  it('does not let two orders use one coupon', async () => {
    const item = await testGoods(t, { price: 60, stock: 10 });
    const who = await readyToOrder(t, item, 1);
    const body = { cart_ids: [who.cartId], address_id: who.address.id, coupon_id: WELCOME_COUPON.id };
    const results = await Promise.all([placeOrder(t, who.token, body), placeOrder(t, who.token, body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 422]);
    expect(errorsOf(results.find((r) => r.status === 422)!).coupon_id).toBe(messages.couponUsed);
    expect(await stockOf(t, item.variantId)).toBe(9);
  });
});
