import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { CartLine, CartVerification } from '../../../../contract/entities';
import { Reason } from '../../../../contract/codes';
import { messages } from '../../../../contract/messages';
import { cartItems, goods, goodsVariants } from '../../../../server/db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, register, signIn, visitorToken } from '../../helpers/sessions';
import { ladderOf, variantWithStock } from '../../helpers/catalog';

/** A test's own colour (from the newest, away from the seeded finders): set to `stock` pieces, its product to a purchase limit (0: none), on sale. */
function colours(t: () => TestApp) {
  let used = 0;
  return async (stock: number, limit = 0) => {
    const [v] = await t()
      .db.select()
      .from(goodsVariants)
      .orderBy(desc(goodsVariants.id))
      .limit(1)
      .offset(used++ * 7);
    await t().db.update(goodsVariants).set({ stockQty: stock }).where(eq(goodsVariants.id, v!.id));
    await t().db.update(goods).set({ purchaseLimit: limit, status: 'published' }).where(eq(goods.id, v!.goodsId));
    return { goodsId: v!.goodsId, variantId: v!.id };
  };
}

function cartCalls(t: () => TestApp) {
  return {
    getCart: async (token: string) => (await t().api<CartLine[]>('GET', paths.getCart, { token })).body.data,
    add: async (token: string, c: { goodsId: number; variantId: number }, qty = 1) => {
      const res = await t().api<CartLine[]>('POST', paths.addCart, { token, body: { goods_id: c.goodsId, variant_id: c.variantId, qty } });
      expect(res.status, res.text).toBe(200);
      return res.body.data.find((l) => l.variant_id === c.variantId)!;
    },
    update: (token: string, form: Record<string, string | number>) => t().api<CartLine[]>('POST', paths.updateCart, { token, form }),
    setStock: (variantId: number, stock: number) => t().db.update(goodsVariants).set({ stockQty: stock }).where(eq(goodsVariants.id, variantId)),
  };
}

describe.each(backends())('POST api/users/updateCart (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  const colour = colours(() => t);
  const { getCart, add, update, setStock } = cartCalls(() => t);

  it("sets a line's quantity (form or JSON) and answers the whole cart, a ladder line priced by its new tier", async () => {
    const token = await visitorToken(t);
    const { goods: g, variant } = await variantWithStock(t.db, 3, 100);
    await t.db.update(goods).set({ purchaseLimit: 0 }).where(eq(goods.id, g.id));
    const tiers = await ladderOf(t.db, g.id);
    const other = await add(token, await colour(5));
    const line = await add(token, { goodsId: g.id, variantId: variant.id });
    expect(line.goods_price).toBe(tiers[0]!.price);

    const res = await update(token, { cart_id: line.id, qty: tiers[1]!.minQty });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((l) => l.id)).toEqual([line.id, other.id]);
    expect(res.body.data[0]).toMatchObject({ id: line.id, qty: tiers[1]!.minQty, goods_price: tiers[1]!.price, goods_original_price: g.price });
    expect(res.body.data).toEqual(await getCart(token));

    const json = await t.api<CartLine[]>('POST', paths.updateCart, { token, body: { cart_id: line.id, qty: tiers[2]!.minQty } });
    expect(json.body.data[0]).toMatchObject({ qty: tiers[2]!.minQty, goods_price: tiers[2]!.price });
    // Back down a tier: the price follows the quantity both ways.
    expect((await update(token, { cart_id: line.id, qty: tiers[1]!.minQty - 1 })).body.data[0]).toMatchObject({ goods_price: tiers[0]!.price });
    // The other line is untouched.
    expect((await getCart(token)).find((l) => l.id === other.id)!.qty).toBe(1);
  });

  it('refuses 0, -1, a fraction, text or no quantity with 422 and changes nothing', async () => {
    const token = await visitorToken(t);
    const line = await add(token, await colour(5), 2);
    for (const qty of [0, -1, 1.5, 'abc', '']) {
      const res = await update(token, { cart_id: line.id, qty });
      expect(res.status, `qty ${qty}`).toBe(422);
      expect(res.body).toMatchObject({ code: 422, msg: messages.quantityInvalid, data: { errors: { qty: messages.quantityInvalid } } });
    }
    const missing = await update(token, { qty: 1 });
    expect(missing.status).toBe(422);
    expect((missing.body.data as unknown as { errors: object }).errors).toEqual({ cart_id: messages.cartLineNotFound });
    expect((await update(token, { cart_id: 'x', qty: 1 })).status).toBe(422);
    expect((await getCart(token)).map((l) => l.qty)).toEqual([2]);
  });

  it('refuses more than the stock (409 with what is available) and a sold-out colour, and changes nothing', async () => {
    const token = await visitorToken(t);
    const c = await colour(4);
    const line = await add(token, c, 2);
    const over = await update(token, { cart_id: line.id, qty: 5 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ code: 409, msg: messages.notEnoughStock, key: 'notEnoughStock', data: { available: 4, reason: Reason.stock } });
    expect((await update(token, { cart_id: line.id, qty: 4 })).body.data[0]!.qty).toBe(4);

    // The stock falls below the line: going down to what is left works, staying above does not.
    await setStock(c.variantId, 3);
    expect((await update(token, { cart_id: line.id, qty: 4 })).body).toMatchObject({
      code: 409,
      msg: messages.notEnoughStock,
      data: { available: 3 },
    });
    expect((await update(token, { cart_id: line.id, qty: 3 })).body.data[0]).toMatchObject({ qty: 3, stock_qty: 3 });

    await setStock(c.variantId, 0);
    const soldOut = await update(token, { cart_id: line.id, qty: 1 });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({ code: 409, msg: messages.outOfStock });
    expect((await getCart(token))[0]).toMatchObject({ qty: 3, stock_qty: 0 });
  });

  it("refuses more than the product's purchase limit (409) and carries the limit on the line", async () => {
    const token = await visitorToken(t);
    const line = await add(token, await colour(50, 4), 1);
    expect(line.purchase_limit).toBe(4);
    const res = await update(token, { cart_id: line.id, qty: 5 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 409, msg: messages.overPurchaseLimit, data: { limit: 4 } });
    expect((await update(token, { cart_id: line.id, qty: 4 })).body.data[0]!.qty).toBe(4);
  });

  it("never touches another visitor's or customer's line: 404, nothing changes", async () => {
    const mine = await visitorToken(t);
    const theirs = await visitorToken(t);
    const c = await colour(10);
    const theirLine = await add(theirs, c, 2);
    const myLine = await add(mine, await colour(10), 1);

    const res = await update(mine, { cart_id: theirLine.id, qty: 3 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: messages.cartLineNotFound, key: 'cartLineNotFound', data: { reason: Reason.cartLine } });
    expect((await getCart(theirs)).map((l) => l.qty)).toEqual([2]);
    expect((await getCart(mine)).map((l) => l.qty)).toEqual([1]);

    const demo = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const demoLine = (await getCart(demo.access_token))[0]!;
    expect((await update(mine, { cart_id: demoLine.id, qty: 1 })).status).toBe(404);
    expect((await update(demo.access_token, { cart_id: myLine.id, qty: 2 })).status).toBe(404);
    expect((await getCart(demo.access_token))[0]!.qty).toBe(demoLine.qty);
    expect((await update(mine, { cart_id: 2_000_000_000, qty: 1 })).status).toBe(404);
  });

  it('shows a line of a product taken off sale as out of stock, and will not change it', async () => {
    const token = await visitorToken(t);
    const c = await colour(10);
    const line = await add(token, c, 2);
    await t.db.update(goods).set({ status: 'archived' }).where(eq(goods.id, c.goodsId));
    expect((await getCart(token))[0]).toMatchObject({ id: line.id, stock_qty: 0 });
    expect((await update(token, { cart_id: line.id, qty: 1 })).body.msg).toBe(messages.outOfStock);
    await t.db.update(goods).set({ status: 'published' }).where(eq(goods.id, c.goodsId));
  });

  it('works for a customer and needs a token', async () => {
    const { access_token } = await register(t, newEmail('update'));
    const line = await add(access_token, await colour(10), 1);
    expect((await update(access_token, { cart_id: line.id, qty: 3 })).body.data[0]!.qty).toBe(3);
    expect((await t.api('POST', paths.updateCart, { form: { cart_id: line.id, qty: 2 } })).status).toBe(401);
    expect((await getCart(access_token))[0]!.qty).toBe(3);
  });

  it('never lets racing updates and adds put more than the stock in a line', async () => {
    const { access_token } = await register(t, newEmail('race'));
    const c = await colour(6);
    const line = await add(access_token, c, 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? update(access_token, { cart_id: line.id, qty: 1 + (i % 7) })
          : t.api('POST', paths.addCart, { token: access_token, body: { goods_id: c.goodsId, variant_id: c.variantId, qty: 1 } }),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const [row] = await t.db.select().from(cartItems).where(eq(cartItems.id, line.id));
    expect(row!.qty).toBeGreaterThanOrEqual(1);
    expect(row!.qty).toBeLessThanOrEqual(6);
  });
});

describe.each(backends())('DELETE api/users/deleteCart (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  const colour = colours(() => t);
  const { getCart, add } = cartCalls(() => t);
  const del = (token: string | undefined, opts: { form?: Record<string, string | number | number[]>; body?: unknown }) =>
    t.api<CartLine[]>('DELETE', paths.deleteCart, { token, ...opts });

  it("removes the caller's lines (a list as form or JSON, or one id) and answers the rest of the cart", async () => {
    const token = await visitorToken(t);
    const [a, b, c, d] = [
      await add(token, await colour(5)),
      await add(token, await colour(5)),
      await add(token, await colour(5)),
      await add(token, await colour(5)),
    ];
    const res = await del(token, { form: { cart_ids: [a!.id, b!.id] } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.map((l) => l.id)).toEqual([d!.id, c!.id]);
    expect((await del(token, { form: { cart_ids: c!.id } })).body.data.map((l) => l.id)).toEqual([d!.id]);
    expect((await del(token, { body: { cart_ids: [d!.id] } })).body.data).toEqual([]);
    expect(await getCart(token)).toEqual([]);
  });

  it("changes nothing of another owner's cart, and still removes the caller's own ids", async () => {
    const mine = await visitorToken(t);
    const theirs = await visitorToken(t);
    const theirLine = await add(theirs, await colour(5), 2);
    const myLine = await add(mine, await colour(5));
    const demo = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const demoBefore = await getCart(demo.access_token);

    const res = await del(mine, { form: { cart_ids: [theirLine.id, demoBefore[0]!.id] } });
    expect(res.status).toBe(200);
    expect(res.body.data.map((l) => l.id)).toEqual([myLine.id]);
    expect(await getCart(theirs)).toEqual([theirLine]);
    expect(await getCart(demo.access_token)).toEqual(demoBefore);

    expect((await del(mine, { form: { cart_ids: [theirLine.id, myLine.id] } })).body.data).toEqual([]);
    expect(await getCart(theirs)).toEqual([theirLine]);
  });

  it('answers 422 for no ids or ids that are not numbers, and 401 without a token', async () => {
    const token = await visitorToken(t);
    const line = await add(token, await colour(5));
    expect((await del(token, { body: { cart_ids: [] } })).body).toMatchObject({ code: 422, msg: messages.cartSelectionEmpty });
    expect((await del(token, { body: {} })).status).toBe(422);
    expect((await del(token, { form: { cart_ids: 'abc' } })).body).toMatchObject({ code: 422, msg: messages.cartLineNotFound });
    expect((await del(undefined, { form: { cart_ids: [line.id] } })).status).toBe(401);
    expect(await getCart(token)).toEqual([line]);
  });
});

describe.each(backends())('GET api/users/verifyCartPurchaseLimit (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  const colour = colours(() => t);
  const { getCart, add, setStock } = cartCalls(() => t);
  const verify = (token: string | undefined, query: string) => t.api<CartVerification>('GET', `${paths.verifyCartPurchaseLimit}?${query}`, { token });
  const ids = (list: number[]) => list.map((id) => `cart_ids[]=${id}`).join('&');

  it('answers ok for lines within stock and limits', async () => {
    const token = await visitorToken(t);
    const a = await add(token, await colour(5), 5);
    const b = await add(token, await colour(10, 3), 3);
    const res = await verify(token, ids([a.id, b.id]));
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ ok: true, problems: [] });
    // One id alone, and the repeated-key form, read the same.
    expect((await verify(token, `cart_ids=${a.id}`)).body.data.ok).toBe(true);
    expect((await verify(token, `cart_ids=${a.id}&cart_ids=${b.id}`)).body.data.ok).toBe(true);
  });

  it('names each line that sold out, has too little stock or is over the purchase limit, and changes nothing', async () => {
    const token = await visitorToken(t);
    const soldOut = await colour(5);
    const low = await colour(6);
    const limited = await colour(20, 5);
    const a = await add(token, soldOut, 2);
    const b = await add(token, low, 5);
    const c = await add(token, limited, 5);
    const fine = await add(token, await colour(9), 1);
    await setStock(soldOut.variantId, 0);
    await setStock(low.variantId, 3);
    await t.db.update(goods).set({ purchaseLimit: 2 }).where(eq(goods.id, limited.goodsId));
    const before = await getCart(token);

    const res = await verify(token, ids([a.id, b.id, c.id, fine.id]));
    expect(res.body.data).toEqual({
      ok: false,
      problems: [
        { cart_id: a.id, goods_id: soldOut.goodsId, reason: 'out_of_stock', max_qty: 0 },
        { cart_id: b.id, goods_id: low.goodsId, reason: 'not_enough_stock', max_qty: 3 },
        { cart_id: c.id, goods_id: limited.goodsId, reason: 'over_limit', max_qty: 2 },
      ],
    });
    expect(await getCart(token)).toEqual(before);
    expect((await verify(token, ids([fine.id]))).body.data.ok).toBe(true);
  });

  it('answers 404 for a line the caller does not have, 422 for none, 401 without a token', async () => {
    const mine = await visitorToken(t);
    const theirs = await visitorToken(t);
    const myLine = await add(mine, await colour(5));
    const theirLine = await add(theirs, await colour(5));
    expect((await verify(mine, ids([myLine.id, theirLine.id]))).body).toEqual({
      code: 404,
      msg: messages.cartLineNotFound,
      key: 'cartLineNotFound',
      data: { reason: Reason.cartLine },
    });
    expect((await verify(mine, '')).body).toMatchObject({ code: 422, msg: messages.cartSelectionEmpty });
    expect((await verify(mine, 'cart_ids[]=abc')).status).toBe(422);
    expect((await verify(undefined, ids([myLine.id]))).status).toBe(401);
  });
});

describe.each(backends())("signing in merges the visitor's cart (%s)", (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());
  const colour = colours(() => t);
  const { getCart, add, setStock } = cartCalls(() => t);

  it('keeps every line, caps quantities by stock and purchase limit, and never below 1', async () => {
    const email = newEmail('merge');
    const customer = await register(t, email);
    const shared = await colour(10, 6);
    await add(customer.access_token, shared, 4);

    const token = await visitorToken(t);
    const fell = await colour(8);
    const soldOut = await colour(3);
    const plain = await colour(9);
    await add(token, shared, 4);
    await add(token, fell, 6);
    await add(token, soldOut, 2);
    await add(token, plain, 2);
    // The stock falls after the visitor added: one colour to 2 pieces, one sold out.
    await setStock(fell.variantId, 2);
    await setStock(soldOut.variantId, 0);

    const login = await signIn(t, email, 'secret123', token);
    const cart = await getCart(login.access_token);
    const qtyOf = (c: { variantId: number }) => cart.find((l) => l.variant_id === c.variantId)?.qty;
    expect(cart).toHaveLength(4);
    expect(qtyOf(shared)).toBe(6); // 4 + 4, capped by the purchase limit
    expect(qtyOf(fell)).toBe(2); // capped by the stock that is left
    expect(qtyOf(soldOut)).toBe(1); // kept, shown as out of stock
    expect(cart.find((l) => l.variant_id === soldOut.variantId)!.stock_qty).toBe(0);
    expect(qtyOf(plain)).toBe(2);
    // Nothing stays behind on the visitor.
    expect(await t.db.select().from(cartItems).where(eq(cartItems.variantId, plain.variantId))).toHaveLength(1);
  });
});
