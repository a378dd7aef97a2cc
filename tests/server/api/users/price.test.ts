import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { PriceQuote } from '../../../../contract/checkout';
import { EXPRESS_CARRIAGE, FREE_SHIPPING_FROM, STANDARD_CARRIAGE } from '../../../../contract/constants';
import { messages } from '../../../../contract/messages';
import { cartItems, coupons, customerCoupons } from '../../../../server/db/schema';
import { WELCOME_COUPON } from '../../../../server/services/orders/coupons';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { visitorToken } from '../../helpers/sessions';
import { addAddress, addLine, customer, errorsOf, getPrice, manyCustomers, setStock, testGoods } from '../../helpers/checkout';

describe.each(backends())('POST api/users/getPrice (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  /** A new customer with `qty` of a new product priced as given; the quote for it. */
  async function quoteOf(goodsOpts: Parameters<typeof testGoods>[1], qty: number, body: Record<string, unknown> = {}) {
    const who = await customer(t);
    const item = await testGoods(t, goodsOpts);
    const cartId = await addLine(t, who.token, item, qty);
    const res = await getPrice(t, who.token, { cart_ids: [cartId], ...body });
    expect(res.status, res.text).toBe(200);
    return { quote: res.body.data, who, cartId, item };
  }

  it('prices a plain line at its list price, with standard carriage below the free-shipping amount', async () => {
    const { quote, cartId, item } = await quoteOf({ price: 20, stock: 10 }, 2);
    expect(quote).toEqual<PriceQuote>({
      lines: [
        expect.objectContaining({
          cart_id: cartId,
          goods_id: item.goodsId,
          variant_id: item.variantId,
          qty: 2,
          price_type: 1,
          unit_price: 20,
          original_price: 20,
          line_total: 40,
        }),
      ],
      goods_amount: 40,
      discount_amount: 0,
      coupon_amount: 0,
      coupon: null,
      shipping_method: 'standard',
      carriage: STANDARD_CARRIAGE,
      points_balance: 0,
      points_spendable: 0,
      points_used: 0,
      points_amount: 0,
      total: 46.95,
      shipping_methods: [
        { id: 'standard', name: expect.any(String), days: expect.any(String), carriage: STANDARD_CARRIAGE, free_from: FREE_SHIPPING_FROM },
        { id: 'express', name: expect.any(String), days: expect.any(String), carriage: EXPRESS_CARRIAGE, free_from: null },
      ],
    });
  });

  it('prices a special line at its special price and counts the saving as discount', async () => {
    const { quote } = await quoteOf({ price: 50, special: 35.5, stock: 10 }, 2);
    expect(quote).toMatchObject({ goods_amount: 100, discount_amount: 29, carriage: 0, total: 71 });
    expect(quote.lines[0]).toMatchObject({ price_type: 2, unit_price: 35.5, original_price: 50, line_total: 71 });
  });

  it('prices a ladder line by the tier its quantity reaches', async () => {
    const ladder: [number, number][] = [
      [1, 10],
      [10, 9],
      [50, 8],
    ];
    const at = async (qty: number) => (await quoteOf({ price: 10, ladder, stock: 100 }, qty)).quote;
    expect(await at(9)).toMatchObject({ goods_amount: 90, discount_amount: 0, total: 90 });
    expect(await at(10)).toMatchObject({ goods_amount: 100, discount_amount: 10, total: 90, carriage: 0 });
    const fifty = await at(50);
    expect(fifty.lines[0]).toMatchObject({ unit_price: 8, line_total: 400 });
    expect(fifty).toMatchObject({ goods_amount: 500, discount_amount: 100, total: 400 });
  });

  it('takes a percentage coupon off the goods, rounded half-up to the cent', async () => {
    // 2 x 33.33 = 66.66; 10% = 6.666 -> 6.67; below the free-shipping amount.
    const { quote } = await quoteOf({ price: 33.33, stock: 10 }, 2, { coupon_id: WELCOME_COUPON.id });
    expect(quote).toMatchObject({ coupon_amount: 6.67, carriage: STANDARD_CARRIAGE, total: 66.94 });
    expect(quote.coupon).toMatchObject({ id: WELCOME_COUPON.id, discount_type: 'percent', discount_value: 10 });
  });

  it('takes an amount coupon off, never more than the goods', async () => {
    const who = await customer(t);
    await t.api('POST', paths.setCoupon(38), { token: who.token }); // $5 off from $39
    const item = await testGoods(t, { price: 40, stock: 10 });
    const cartId = await addLine(t, who.token, item, 1);
    const five = (await getPrice(t, who.token, { cart_ids: [cartId], coupon_id: 38 })).body.data;
    expect(five).toMatchObject({ goods_amount: 40, coupon_amount: 5, carriage: STANDARD_CARRIAGE, total: 41.95 });

    await t.db.insert(coupons).values({
      id: 911,
      code: 'HUNDRED',
      title: '$100 off',
      discountType: 'amount',
      discountValue: 100,
      minAmount: 0,
      validFrom: new Date(Date.now() - 86_400_000),
      validTo: new Date(Date.now() + 86_400_000),
    });
    await t.db.insert(customerCoupons).values({ userId: who.userId, couponId: 911 });
    const capped = (await getPrice(t, who.token, { cart_ids: [cartId], coupon_id: 911 })).body.data;
    expect(capped).toMatchObject({ coupon_amount: 40, total: STANDARD_CARRIAGE });
  });

  it(`ships standard free from $${FREE_SHIPPING_FROM} of goods after special prices; express always costs its carriage`, async () => {
    expect((await quoteOf({ price: FREE_SHIPPING_FROM, stock: 10 }, 1)).quote).toMatchObject({ carriage: 0, total: FREE_SHIPPING_FROM });
    expect((await quoteOf({ price: 68.99, stock: 10 }, 1)).quote).toMatchObject({ carriage: STANDARD_CARRIAGE, total: 75.94 });
    // List price above the threshold, special price below it: carriage is due.
    expect((await quoteOf({ price: 80, special: 60, stock: 10 }, 1)).quote).toMatchObject({ carriage: STANDARD_CARRIAGE });
    const express = (await quoteOf({ price: 100, stock: 10 }, 1, { shipping_method: 'express' })).quote;
    expect(express).toMatchObject({ shipping_method: 'express', carriage: EXPRESS_CARRIAGE, total: 119.95 });
    expect(express.shipping_methods.find((m) => m.id === 'standard')!.carriage).toBe(0);
  });

  it('answers 409 for a selected line that is sold out, short of stock or over the purchase limit', async () => {
    const who = await customer(t);
    const soldOut = await testGoods(t, { price: 10, stock: 5 });
    const line = await addLine(t, who.token, soldOut, 2);
    await setStock(t, soldOut.variantId, 0);
    let res = await getPrice(t, who.token, { cart_ids: [line] });
    expect([res.status, res.body.msg]).toEqual([409, messages.outOfStock]);
    expect(res.body.data).toMatchObject({ cart_id: line, available: 0 });

    await setStock(t, soldOut.variantId, 1);
    res = await getPrice(t, who.token, { cart_ids: [line] });
    expect([res.status, res.body.msg]).toEqual([409, messages.notEnoughStock]);
    expect(res.body.data).toMatchObject({ available: 1 });

    const limited = await testGoods(t, { price: 10, stock: 50, purchaseLimit: 2 });
    const limitedLine = await addLine(t, who.token, limited, 2);
    await t.db.update(cartItems).set({ qty: 3 }).where(eq(cartItems.id, limitedLine));
    res = await getPrice(t, who.token, { cart_ids: [limitedLine] });
    expect([res.status, res.body.msg]).toEqual([409, messages.overPurchaseLimit]);
  });

  it("prices only the caller's lines and address: another's are a 404; bad input a 422", async () => {
    const a = await customer(t);
    const b = await customer(t);
    const item = await testGoods(t, { price: 10, stock: 10 });
    const aLine = await addLine(t, a.token, item, 1);
    const bLine = await addLine(t, b.token, item, 1);
    const aAddress = await addAddress(t, a.token);
    let res = await getPrice(t, b.token, { cart_ids: [bLine, aLine] });
    expect([res.status, res.body.msg]).toEqual([404, messages.cartLineNotFound]);
    res = await getPrice(t, b.token, { cart_ids: [bLine], address_id: aAddress.id });
    expect([res.status, res.body.msg]).toEqual([404, messages.addressNotFound]);
    res = await getPrice(t, b.token, { cart_ids: [bLine], shipping_method: 'teleport' });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual({ shipping_method: messages.shippingMethodInvalid });
    res = await getPrice(t, b.token, { cart_ids: [0, -1] });
    expect(res.status).toBe(422);
    expect((await getPrice(t, await visitorToken(t), { cart_ids: [bLine] })).status).toBe(403);
  });
});
