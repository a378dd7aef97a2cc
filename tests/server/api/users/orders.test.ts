import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { PAGE_SIZE } from '../../../../contract/constants';
import { messages } from '../../../../contract/messages';
import type { OrderDetail, OrderPage, ShipAddress } from '../../../../contract/orders';
import { orders } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { addLine, advanceTo, customer, manyCustomers, orderFor, placeOrder, readyToOrder, stockOf, testGoods } from '../../helpers/checkout';

describe.each(backends())("the customer's orders: myOrders, orderDetail, shipAddress, delOrder (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const page = async (token: string, query = '') => (await t.api<OrderPage>('GET', `${paths.myOrders}${query}`, { token })).body.data;
  const detail = (token: string, id: number) => t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${id}`, { token });

  it('shows an order in full: lines, address as placed, amounts, events, what can be done with it', async () => {
    const { order, token, item, address } = await orderFor(t, { qty: 2, price: 40 });
    const res = await detail(token, order.order_id);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      id: order.order_id,
      order_no: order.order_no,
      status: 'pending_payment',
      total: 80,
      item_count: 2,
      currency: { symbol: 'USD', money: '$', exchange_rate: 1 },
      payment_method: null,
      shipping_method: 'standard',
      goods_amount: 80,
      discount_amount: 0,
      coupon_amount: 0,
      coupon_title: '',
      carriage: 0,
      paid_amount: 0,
      difference_due: 0,
      payments: [],
      instalments: [],
      shipment: null,
      can_pay: true,
      can_delete: true,
      can_review: false,
      address: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        phone: address.phone,
        country_id: 'US',
        country: 'United States',
        region_code: 'CA',
        region: 'California',
        city: 'Los Angeles',
        street: '1 Main St',
        street2: '',
        postcode: '90001',
      },
    });
    expect(res.body.data.lines).toEqual([
      {
        id: expect.any(Number),
        goods_id: item.goodsId,
        variant_id: item.variantId,
        name: expect.stringContaining('Test Frame'),
        sku: expect.any(String),
        color: 'Black',
        img: expect.stringContaining(`/api/goods/image/${item.goodsId}.svg`),
        qty: 2,
        price_type: 1,
        unit_price: 40,
        original_price: 40,
        line_total: 80,
        reviewed: false,
        lens: null,
      },
    ]);
    expect(res.body.data.img).toBe(res.body.data.lines[0]!.img);
    // The address book may change; the order keeps the address it was sent to.
    await t.api('POST', paths.updateAddress(address.id), {
      token,
      form: { ...address, street: 'Elsewhere 9', region_id: address.region_id! } as never,
    });
    const ship = await t.api<ShipAddress>('GET', paths.shipAddress(order.order_id), { token });
    expect(ship.body.data.street).toBe('1 Main St');
  });

  it("counts the pieces of every line and shows the first line's picture", async () => {
    const first = await testGoods(t, { price: 10, stock: 20 });
    const second = await testGoods(t, { price: 10, stock: 20 });
    const who = await readyToOrder(t, first, 3);
    const secondLine = await addLine(t, who.token, second, 4);
    // Some other orders first, so order ids and line ids differ.
    await orderFor(t);
    const placed = await placeOrder(t, who.token, { cart_ids: [who.cartId, secondLine], address_id: who.address.id });
    const [summary] = (await page(who.token)).items;
    expect(summary).toMatchObject({ id: placed.body.data.order_id, item_count: 7 });
    const d = (await detail(who.token, placed.body.data.order_id)).body.data;
    expect(d.item_count).toBe(7);
    expect(summary!.img).toBe(d.lines[0]!.img);
  });

  it('lists orders newest first by tab, a page at a time', async () => {
    const { token, userId } = await customer(t);
    const first = await orderFor(t);
    // Orders of one customer: move the helper's orders over to this customer for the list.
    const more = [first];
    for (let i = 0; i < PAGE_SIZE + 1; i++) more.push(await orderFor(t));
    await t.db.update(orders).set({ userId }).where(eq(orders.userId, first.userId));
    for (const m of more.slice(1)) await t.db.update(orders).set({ userId }).where(eq(orders.userId, m.userId));
    await advanceTo(t, more[1]!.order.order_id, 'paid');
    await advanceTo(t, more[2]!.order.order_id, 'shipped');

    const all = await page(token);
    expect(all).toMatchObject({ page: 1, page_size: PAGE_SIZE, total: PAGE_SIZE + 2 });
    expect(all.items).toHaveLength(PAGE_SIZE);
    expect(all.items[0]!.id).toBe(more.at(-1)!.order.order_id);
    expect((await page(token, '?page=2')).items.map((o) => o.id)).toEqual([more[1]!.order.order_id, first.order.order_id]);
    expect((await page(token, '?tab=processing')).items.map((o) => o.id)).toEqual([more[1]!.order.order_id]);
    expect((await page(token, '?tab=shipped')).items.map((o) => o.id)).toEqual([more[2]!.order.order_id]);
    expect((await page(token, '?tab=unpaid')).total).toBe(PAGE_SIZE);
    expect((await page(token, '?tab=delivered')).items).toEqual([]);
    const bad = await t.api('GET', `${paths.myOrders}?tab=lost&page=0`, { token });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toEqual({ tab: messages.filterInvalid, page: messages.pageInvalid });
  });

  it('deletes an unpaid order (cancelled, stock back, hidden) and a cancelled one; refuses a paid one', async () => {
    const { order, token, item } = await orderFor(t, { qty: 2, stock: 10 });
    expect(await stockOf(t, item.variantId)).toBe(8);
    const res = await t.api('DELETE', paths.delOrder(order.order_id), { token });
    expect(res.status, res.text).toBe(200);
    expect(await stockOf(t, item.variantId)).toBe(10);
    expect((await detail(token, order.order_id)).status).toBe(404);
    expect((await page(token)).items).toEqual([]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row).toMatchObject({ status: 'cancelled' });
    expect((await t.api('DELETE', paths.delOrder(order.order_id), { token })).status).toBe(404);

    const paid = await orderFor(t);
    await advanceTo(t, paid.order.order_id, 'paid');
    const refused = await t.api('DELETE', paths.delOrder(paid.order.order_id), { token: paid.token });
    expect([refused.status, refused.body.msg]).toEqual([409, messages.orderNotDeletable]);
    const cancelled = await orderFor(t);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, cancelled.order.order_id));
    expect((await t.api('DELETE', paths.delOrder(cancelled.order.order_id), { token: cancelled.token })).status).toBe(200);
  });

  it("never shows another customer's order: 404 orderNotFound everywhere, and nothing changes", async () => {
    const { order, item } = await orderFor(t, { qty: 1, stock: 5 });
    const other = await customer(t);
    const id = order.order_id;
    const calls = [
      t.api('GET', `${paths.orderDetail}?id=${id}`, { token: other.token }),
      t.api('GET', paths.shipAddress(id), { token: other.token }),
      t.api('DELETE', paths.delOrder(id), { token: other.token }),
      t.api('POST', paths.addOrderComment(id), { token: other.token, form: { goods_id: item.goodsId, rating: 5, content: 'Lovely frames' } }),
      t.api('GET', `${paths.orderComments}?order_id=${id}`, { token: other.token }),
    ];
    for (const res of await Promise.all(calls)) expect([res.status, res.body.msg]).toEqual([404, messages.orderNotFound]);
    expect((await page(other.token)).items).toEqual([]);
    expect(await stockOf(t, item.variantId)).toBe(4);
    // Nor can it be re-placed with another customer's token: their cart line is not the caller's.
    const res = await placeOrder(t, other.token, { cart_ids: [1], address_id: 1 });
    expect(res.status).toBe(404);
  });
});
