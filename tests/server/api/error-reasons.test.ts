import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Reason, reasonOf } from '../../../contract/codes';
import { paths } from '../../../contract/endpoints';
import type { CartLine } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { adjustTotal } from '../../../server/services/orders/order-admin';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { customer, getPrice, manyCustomers, placeOrder, readyToOrder, setStock, testGoods } from '../helpers/checkout';
import { decide, execute, returned, startWallet, unpaidOrder } from '../helpers/payments';

/**
 * The refusals the app acts on by their reason (contract/codes.ts Reason), not by their message:
 * each carries `data.reason` next to its other data.
 */
describe.each(backends())('error reasons (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  it('stock: adding more than the stock to the cart', async () => {
    const item = await testGoods(t, { price: 20, stock: 2 });
    const { token } = await customer(t);
    const res = await t.api<CartLine[]>('POST', paths.addCart, { token, body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 3 } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, msg: messages.notEnoughStock, key: 'notEnoughStock', data: { available: 2, reason: Reason.stock } });
    expect(reasonOf(res.body.data)).toBe(Reason.stock);
  });

  it('cartLine: updating a cart line the caller does not have', async () => {
    const { token } = await customer(t);
    const res = await t.api('POST', paths.updateCart, { token, form: { cart_id: 987_654, qty: 1 } });
    expect(res.body).toEqual({ code: 404, msg: messages.cartLineNotFound, key: 'cartLineNotFound', data: { reason: Reason.cartLine } });
  });

  it('stock: pricing and placing an order whose stock fell since the line was added', async () => {
    const item = await testGoods(t, { price: 30, stock: 5 });
    const who = await readyToOrder(t, item, 3);
    await setStock(t, item.variantId, 1);
    const quoted = await getPrice(t, who.token, { cart_ids: [who.cartId], shipping_method: 'standard' });
    expect(quoted.status).toBe(409);
    expect(quoted.body.data).toEqual({ cart_id: who.cartId, goods_id: item.goodsId, available: 1, reason: Reason.stock });
    const placed = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id });
    expect(placed.status).toBe(409);
    expect(placed.body.data).toEqual({ cart_id: who.cartId, goods_id: item.goodsId, available: 1, reason: Reason.stock });
  });

  it('priceChanged: placing an order whose total is not the one the shopper saw', async () => {
    const item = await testGoods(t, { price: 30, stock: 5 });
    const who = await readyToOrder(t, item, 1);
    const res = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, expected_total: 1 });
    expect([res.status, res.body.msg]).toEqual([409, messages.priceChanged]);
    expect(res.body.data).toEqual({ quote: expect.objectContaining({ total: expect.any(Number) }), reason: Reason.priceChanged });
  });

  it('priceChanged: settling a wallet payment for an amount the order no longer owes', async () => {
    const { token, order } = await unpaidOrder(t);
    const redirect = await startWallet(t, token, order.order_id);
    const approved = await decide(t, redirect.approve_url, 'approve');
    await adjustTotal(t.app, order.order_id, order.total + 5);
    const res = await execute(t, token, returned(approved.location));
    expect(res.body).toEqual({ code: 409, msg: messages.priceChanged, key: 'priceChanged', data: { reason: Reason.priceChanged } });
  });

  it('no reason where the app acts on the kind alone: a back-in-stock request for a colour in stock', async () => {
    const { token } = await customer(t);
    const item = await testGoods(t, { price: 10, stock: 0 });
    const res = await t.api('POST', paths.stockNotify, {
      token,
      form: { goods_id: item.goodsId, variant_id: item.variantId, email: 'x@example.com' },
    });
    expect(res.status).toBe(200);
    await setStock(t, item.variantId, 3);
    const inStock = await t.api('POST', paths.stockNotify, {
      token,
      form: { goods_id: item.goodsId, variant_id: item.variantId, email: 'x@example.com' },
    });
    expect(inStock.body).toEqual({ code: 409, msg: messages.stockNotifyInStock, key: 'stockNotifyInStock', data: { available: 3 } });
    expect(reasonOf(inStock.body.data)).toBeNull();
  });
});
