import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cartItems, goods } from '../../../../server/db/schema';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { CartLine } from '../../../../contract/entities';
import type { ReorderPage, ReorderResult } from '../../../../contract/wholesale-services';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { addLine, advanceTo, errorsOf, manyCustomers, setStock, testGoods } from '../../helpers/checkout';
import { businessCustomer, businessOrderFor } from '../../helpers/wholesale';

describe.each(backends())('reorder: replenishIndex and reorder (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  }, 120_000);
  afterAll(() => t?.close());

  it('lists what the buyer bought (paid orders only) with stock and price now', async () => {
    const placed = await businessOrderFor(t, { qty: 3, price: 40, stock: 10 });
    const before = await t.api<ReorderPage>('POST', paths.replenishIndex, { token: placed.token });
    expect(before.body.code, before.text).toBe(200);
    expect(before.body.data.items).toEqual([]);
    await advanceTo(t, placed.order.order_id, 'delivered');
    const after = await t.api<ReorderPage>('POST', paths.replenishIndex, { token: placed.token, body: {} });
    expect(after.body.data.items).toHaveLength(1);
    expect(after.body.data.items[0]).toMatchObject({ variant_id: placed.item.variantId, bought_qty: 3, last_qty: 3, price: 40, stock: 7 });
    const none = await t.api<ReorderPage>('POST', paths.replenishIndex, { token: placed.token, body: { keywords: 'no-such-frame-zz' } });
    expect(none.body.data.items).toEqual([]);
    // Another customer sees none of it.
    const other = await businessCustomer(t);
    expect((await t.api<ReorderPage>('POST', paths.replenishIndex, { token: other.token })).body.data.items).toEqual([]);
  });

  it('reorders in one step into the cart, reporting lines short of stock or sold out', async () => {
    const a = await businessOrderFor(t, { qty: 2, price: 20, stock: 10 });
    await advanceTo(t, a.order.order_id, 'paid');
    // Two more products bought by the same buyer.
    const short = await testGoods(t, { price: 15, stock: 10 });
    const gone = await testGoods(t, { price: 12, stock: 10 });
    for (const item of [short, gone]) {
      const cartId = await addLine(t, a.token, item, 2);
      const res = await t.api('POST', paths.createOrder, {
        token: a.token,
        body: { client_token: `ct-${crypto.randomUUID()}`, cart_ids: [cartId], address_id: a.address.id },
      });
      expect(res.body.code, res.text).toBe(200);
      await advanceTo(t, res.body.data.order_id, 'paid');
    }
    // Paid by the operator here, so the lines are still in the cart: empty it, as a paid checkout does.
    await t.db.delete(cartItems).where(eq(cartItems.userId, a.userId));
    await setStock(t, short.variantId, 1);
    await setStock(t, gone.variantId, 0);
    const res = await t.api<ReorderResult>('POST', paths.reorder, {
      token: a.token,
      body: {
        lines: [
          { variant_id: a.item.variantId, qty: 2 },
          { variant_id: short.variantId, qty: 2 },
          { variant_id: gone.variantId, qty: 2 },
        ],
      },
    });
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data.added).toEqual([
      { variant_id: a.item.variantId, qty: 2 },
      { variant_id: short.variantId, qty: 1 },
    ]);
    expect(res.body.data.skipped.map((s) => [s.variant_id, s.reason, s.added_qty])).toEqual([
      [short.variantId, 'not_enough_stock', 1],
      [gone.variantId, 'out_of_stock', 0],
    ]);
    const cart = await t.api<CartLine[]>('GET', paths.getCart, { token: a.token });
    const qtyOf = (v: number) => cart.body.data.find((l) => l.variant_id === v)?.qty;
    expect(qtyOf(a.item.variantId)).toBe(2);
    expect(qtyOf(short.variantId)).toBe(1);
    expect(qtyOf(gone.variantId)).toBeUndefined();
  });

  it('a product whose business minimum is now above the quantity is reported with its minimum (not as no longer sold); the minimum is then taken', async () => {
    const a = await businessOrderFor(t, { qty: 2, price: 20, stock: 30 });
    await advanceTo(t, a.order.order_id, 'paid');
    await t.db.delete(cartItems).where(eq(cartItems.userId, a.userId));
    await t.db.update(goods).set({ wholesaleMoq: 5 }).where(eq(goods.id, a.item.goodsId));
    const few = await t.api<ReorderResult>('POST', paths.reorder, { token: a.token, body: { lines: [{ variant_id: a.item.variantId, qty: 2 }] } });
    expect(few.body.code, few.text).toBe(200);
    expect(few.body.data).toEqual({
      added: [],
      skipped: [{ variant_id: a.item.variantId, name: expect.any(String), color: 'Black', reason: 'below_minimum', added_qty: 0, moq: 5 }],
    });
    expect(
      (await t.api<CartLine[]>('GET', paths.getCart, { token: a.token })).body.data.find((l) => l.variant_id === a.item.variantId),
    ).toBeUndefined();
    const minimum = await t.api<ReorderResult>('POST', paths.reorder, {
      token: a.token,
      body: { lines: [{ variant_id: a.item.variantId, qty: 5 }] },
    });
    expect(minimum.body.data).toEqual({ added: [{ variant_id: a.item.variantId, qty: 5 }], skipped: [] });
    const cart = await t.api<CartLine[]>('GET', paths.getCart, { token: a.token });
    expect(cart.body.data.find((l) => l.variant_id === a.item.variantId)?.qty).toBe(5);
  });

  it('refuses an empty reorder, and colours the buyer never bought are reported unavailable', async () => {
    const who = await businessCustomer(t);
    const empty = await t.api('POST', paths.reorder, { token: who.token, body: { lines: [] } });
    expect(empty.status).toBe(422);
    expect(errorsOf(empty).lines).toBe(messages.reorderNothing);
    const never = await testGoods(t, { price: 5, stock: 5 });
    const res = await t.api<ReorderResult>('POST', paths.reorder, { token: who.token, body: { lines: [{ variant_id: never.variantId, qty: 1 }] } });
    expect(res.body.data).toMatchObject({ added: [], skipped: [{ variant_id: never.variantId, reason: 'unavailable' }] });
    const visitor = (await t.api('POST', paths.visitor)).body.data.access_token as string;
    expect((await t.api('POST', paths.replenishIndex, { token: visitor })).status).toBe(403);
  });
});
