import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { POINTS_SPEND_MIN } from '../../../../contract/constants';
import type { PriceQuote } from '../../../../contract/checkout';
import type { OrderDetail, PointPage } from '../../../../contract/orders';
import { pointEntries } from '../../../../server/db/schema';
import { operatorMove } from '../../../../server/services/orders/order-admin';
import { spendablePoints } from '../../../../server/services/points/points';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { addLine, errorsOf, getPrice, manyCustomers, placeOrder, readyToOrder, testGoods } from '../../helpers/checkout';
import { payByCard } from '../../helpers/payments';

describe('spendablePoints: at least POINTS_SPEND_MIN, at most half of the goods after the coupon', () => {
  it('caps and floors', () => {
    expect(spendablePoints(5000, 4000)).toBe(2000);
    expect(spendablePoints(1200, 10000)).toBe(1200);
    expect(spendablePoints(POINTS_SPEND_MIN - 1, 10000)).toBe(0);
    expect(spendablePoints(5000, 2 * POINTS_SPEND_MIN - 2)).toBe(0);
    expect(spendablePoints(5000, -300)).toBe(0);
  });
});

describe.each(backends())('spending points at checkout: getPrice, createOrder, cancellation (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  /** A customer holding `points` (earned earlier), with one line of a $`price` product in the cart. */
  async function holder(points: number, price = 80) {
    const item = await testGoods(t, { price, stock: 20 });
    const who = await readyToOrder(t, item, 1);
    if (points) await t.db.insert(pointEntries).values({ userId: who.userId, delta: points, reason: 'review' });
    return { ...who, item };
  }
  const balance = async (token: string) => (await t.api<PointPage>('GET', paths.pointList, { token })).body.data;
  const detailOf = async (token: string, id: number) => (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${id}`, { token })).body.data;

  it('quotes what the points may take, and takes it only when asked', async () => {
    const who = await holder(1500, 80);
    const plain = (await getPrice(t, who.token, { cart_ids: [who.cartId] })).body.data as PriceQuote;
    expect(plain).toMatchObject({ points_balance: 1500, points_spendable: 1500, points_used: 0, points_amount: 0 });
    const used = (await getPrice(t, who.token, { cart_ids: [who.cartId], use_points: 1 })).body.data as PriceQuote;
    expect(used).toMatchObject({ points_used: 1500, points_amount: 15 });
    expect(used.total).toBeCloseTo(plain.total - 15, 2);
    // Half of the goods at most: $80 of goods take 4,000 points.
    const rich = await holder(9000, 80);
    expect((await getPrice(t, rich.token, { cart_ids: [rich.cartId], use_points: true })).body.data).toMatchObject({
      points_spendable: 4000,
      points_amount: 40,
    });
    // Too few points: nothing to spend.
    const poor = await holder(POINTS_SPEND_MIN - 1);
    expect((await getPrice(t, poor.token, { cart_ids: [poor.cartId], use_points: 1 })).body.data).toMatchObject({
      points_spendable: 0,
      points_used: 0,
    });
    const bad = await getPrice(t, who.token, { cart_ids: [who.cartId], use_points: 'lots' });
    expect(bad.status).toBe(422);
    expect(Object.keys(errorsOf(bad))).toEqual(['use_points']);
  });

  it('an order placed with points spends them; the detail shows them; cancelled, they come back', async () => {
    const who = await holder(1200, 60);
    const quote = (await getPrice(t, who.token, { cart_ids: [who.cartId], use_points: 1 })).body.data as PriceQuote;
    const placed = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, use_points: 1, expected_total: quote.total });
    expect(placed.body.code, placed.text).toBe(200);
    const id = placed.body.data.order_id;
    expect(placed.body.data.total).toBe(quote.total);
    expect(await detailOf(who.token, id)).toMatchObject({ points_used: 1200, points_amount: 12, total: quote.total });
    expect(await balance(who.token)).toMatchObject({
      balance: 0,
      items: [{ reason: 'order_spent', delta: -1200, order_id: id }, { reason: 'review' }],
    });

    await operatorMove(t.app, id, 'cancelled', {});
    expect((await balance(who.token)).balance).toBe(1200);
    expect((await balance(who.token)).items[0]).toMatchObject({ reason: 'spent_returned', delta: 1200, order_id: id });
  });

  it('a paid order with points earns on what was paid, and a card pays the total after the points', async () => {
    const who = await holder(1000, 70);
    const placed = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, use_points: 1 });
    const order = placed.body.data;
    expect((await payByCard(t, who.token, order.order_id)).body.code).toBe(200);
    const after = await balance(who.token);
    expect(after.items[0]).toMatchObject({ reason: 'order_paid', delta: Math.floor(order.total) });
    expect(after.balance).toBe(Math.floor(order.total));
  });

  it('two orders placed at once never spend the same points: the second sees the balance after the first', async () => {
    const who = await holder(1000, 90);
    const other = await testGoods(t, { price: 90, stock: 20 });
    const second = await addLine(t, who.token, other, 1);
    const both = await Promise.all(
      [who.cartId, second].map((cartId) => placeOrder(t, who.token, { cart_ids: [cartId], address_id: who.address.id, use_points: 1 })),
    );
    expect(both.map((r) => r.body.code)).toEqual([200, 200]);
    const spent = await Promise.all(both.map((r) => detailOf(who.token, r.body.data.order_id)));
    expect(spent.map((d) => d.points_used).sort((a, b) => a - b)).toEqual([0, 1000]);
    expect((await balance(who.token)).balance).toBe(0);
  });
});
