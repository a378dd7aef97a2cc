import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, ne } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { CartLine } from '../../../../contract/entities';
import { cartItems, goods, goodsVariants, tokens } from '../../../../server/db/schema';
import { Reason } from '../../../../contract/codes';
import { messages } from '../../../../contract/messages';
import { hashToken } from '../../../../server/services/auth/secrets';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { signIn, visitorToken } from '../../helpers/sessions';
import { ladderOf, variantWithStock } from '../../helpers/catalog';

describe.each(backends())('GET api/users/getCart (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let visitorId: string;
  const getCart = async (tk = token) => (await t.api<CartLine[]>('GET', paths.getCart, { token: tk })).body.data;

  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await visitorToken(t);
    const [row] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.tokenHash, hashToken(token)));
    visitorId = row!.visitorId!;
  });
  afterAll(() => t?.close());

  it("lists the demo customer's lines, newest first, in the CartLine shape", async () => {
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const cart = await getCart(access_token);
    expect(cart).toHaveLength(2);
    expect(cart[0]!.id).toBeGreaterThan(cart[1]!.id);
    for (const line of cart) {
      expect(Object.keys(line).sort()).toEqual([
        'color',
        'goods_id',
        'goods_original_price',
        'goods_price',
        'id',
        'img',
        'ladder_price',
        'lens',
        'name',
        'price_type',
        'purchase_limit',
        'qty',
        'sku',
        'stock_qty',
        'variant_id',
        'wholesale',
      ]);
      // A retail customer's line: no business buyer's terms.
      expect(line.wholesale).toBeNull();
      expect(line.img).toMatch(new RegExp(`^/api/goods/image/${line.goods_id}\\.svg\\?color=[0-9a-f]{6}$`));
    }
    const ladderLine = cart.find((l) => l.price_type === 3)!;
    expect(ladderLine.qty).toBe(12);
    expect(ladderLine.goods_price).toBe(ladderLine.ladder_price[1]!.price);
  });

  it('prices a ladder line by the tier with the greatest min_qty not above its quantity', async () => {
    const { goods, variant } = await variantWithStock(t.db, 3, 100);
    const tiers = await ladderOf(t.db, goods.id);
    await t.db.insert(cartItems).values({ visitorId, goodsId: goods.id, variantId: variant.id, qty: 1 });
    const priceAt = async (qty: number) => {
      await t.db
        .update(cartItems)
        .set({ qty })
        .where(and(eq(cartItems.visitorId, visitorId), eq(cartItems.variantId, variant.id)));
      return (await getCart()).find((l) => l.variant_id === variant.id)!;
    };
    const one = await priceAt(1);
    expect(one).toMatchObject({
      goods_id: goods.id,
      name: goods.name,
      sku: goods.sku,
      color: variant.color,
      stock_qty: variant.stockQty,
      price_type: 3,
      goods_original_price: goods.price,
      goods_price: tiers[0]!.price,
      ladder_price: tiers.map((x) => ({ min_qty: x.minQty, price: x.price })),
    });
    expect((await priceAt(9)).goods_price).toBe(tiers[0]!.price);
    expect((await priceAt(10)).goods_price).toBe(tiers[1]!.price);
    expect((await priceAt(49)).goods_price).toBe(tiers[1]!.price);
    expect((await priceAt(50)).goods_price).toBe(tiers[2]!.price);
    expect((await priceAt(100)).goods_price).toBe(tiers[3]?.price ?? tiers[2]!.price);
  });

  it('prices a special line at its special price and a plain one at its price', async () => {
    const special = await variantWithStock(t.db, 2, 1);
    const plain = await variantWithStock(t.db, 1, 1);
    await t.db.insert(cartItems).values([
      { visitorId, goodsId: special.goods.id, variantId: special.variant.id, qty: 1 },
      { visitorId, goodsId: plain.goods.id, variantId: plain.variant.id, qty: 1 },
    ]);
    const cart = await getCart();
    expect(cart.find((l) => l.variant_id === special.variant.id)).toMatchObject({
      price_type: 2,
      goods_price: special.goods.specialPrice,
      goods_original_price: special.goods.price,
      ladder_price: [],
    });
    expect(cart.find((l) => l.variant_id === plain.variant.id)).toMatchObject({
      price_type: 1,
      goods_price: plain.goods.price,
      goods_original_price: plain.goods.price,
    });
    // Newest first: the plain line was added last (same instant, higher id).
    expect(cart[0]!.variant_id).toBe(plain.variant.id);
  });

  it('shows a sold-out colour with stock_qty 0', async () => {
    const [soldOut] = await t.db.select().from(goodsVariants).where(eq(goodsVariants.stockQty, 0)).limit(1);
    await t.db.insert(cartItems).values({ visitorId, goodsId: soldOut!.goodsId, variantId: soldOut!.id, qty: 1 });
    expect((await getCart()).find((l) => l.variant_id === soldOut!.id)!.stock_qty).toBe(0);
  });

  it("keeps one caller's cart from another", async () => {
    expect(await getCart(await visitorToken(t))).toEqual([]);
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await getCart(access_token)).map((l) => l.id)).not.toContain((await getCart())[0]!.id);
  });

  it('needs a token', async () => {
    expect((await t.api('GET', paths.getCart)).status).toBe(401);
  });
});

describe.each(backends())('POST api/users/addCart (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const addCart = (token: string, body: Record<string, unknown>) => t.api<CartLine[]>('POST', paths.addCart, { body, token });
  let used = 0;
  /** A colour no test used yet, set to exactly `stock` pieces, its goods to a purchase limit (0: none). */
  async function variantWith(stock: number, limit = 0) {
    const [variant] = await t.db
      .select()
      .from(goodsVariants)
      .orderBy(desc(goodsVariants.id))
      .limit(1)
      .offset(used++ * 7);
    await t.db.update(goodsVariants).set({ stockQty: stock }).where(eq(goodsVariants.id, variant!.id));
    await t.db.update(goods).set({ purchaseLimit: limit }).where(eq(goods.id, variant!.goodsId));
    return { goodsId: variant!.goodsId, variantId: variant!.id };
  }

  it('adds a line, then adds to it, and answers the whole cart (CartLine[])', async () => {
    const token = await visitorToken(t);
    const { goods: g, variant } = await variantWithStock(t.db, 3, 60);
    const first = await addCart(token, { goods_id: g.id, variant_id: variant.id, qty: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject([{ goods_id: g.id, variant_id: variant.id, qty: 2, price_type: 3 }]);
    const more = await addCart(token, { goods_id: g.id, variant_id: variant.id, qty: 8 });
    expect(more.body.data).toHaveLength(1);
    // 10 pieces reach the second ladder tier.
    expect(more.body.data[0]).toMatchObject({ qty: 10, goods_price: more.body.data[0]!.ladder_price[1]!.price });
    expect((await t.api<CartLine[]>('GET', paths.getCart, { token })).body.data).toEqual(more.body.data);
  });

  it('refuses a colour of another product (422), a sold-out colour and more than the stock (409 with what is left)', async () => {
    const token = await visitorToken(t);
    const a = await variantWith(3);
    const [other] = await t.db.select().from(goodsVariants).where(ne(goodsVariants.goodsId, a.goodsId)).limit(1);
    const wrong = await addCart(token, { goods_id: a.goodsId, variant_id: other!.id, qty: 1 });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({ code: 422, msg: messages.colorUnknown, data: { errors: { variant_id: messages.colorUnknown } } });
    expect((await addCart(token, { goods_id: 999999, variant_id: a.variantId, qty: 1 })).body).toEqual({
      code: 404,
      msg: messages.goodsNotFound,
      key: 'goodsNotFound',
      data: null,
    });
    expect((await addCart(token, { goods_id: a.goodsId, variant_id: a.variantId, qty: 0 })).body).toMatchObject({
      code: 422,
      msg: messages.quantityInvalid,
    });

    expect((await addCart(token, { goods_id: a.goodsId, variant_id: a.variantId, qty: 2 })).status).toBe(200);
    const over = await addCart(token, { goods_id: a.goodsId, variant_id: a.variantId, qty: 2 });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ code: 409, msg: messages.notEnoughStock, key: 'notEnoughStock', data: { available: 1, reason: Reason.stock } });
    expect((await addCart(token, { goods_id: a.goodsId, variant_id: a.variantId, qty: 1 })).body.data[0]!.qty).toBe(3);

    const soldOut = await variantWith(0);
    const res = await addCart(token, { goods_id: soldOut.goodsId, variant_id: soldOut.variantId, qty: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 409, msg: messages.outOfStock });
    expect((await t.api<CartLine[]>('GET', paths.getCart, { token })).body.data.map((l) => l.qty)).toEqual([3]);
  });

  it('refuses more than the purchase limit per line (409)', async () => {
    const token = await visitorToken(t);
    const a = await variantWith(50, 4);
    expect((await addCart(token, { goods_id: a.goodsId, variant_id: a.variantId, qty: 3 })).status).toBe(200);
    const res = await addCart(token, { goods_id: a.goodsId, variant_id: a.variantId, qty: 2 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 409, msg: messages.overPurchaseLimit, data: { limit: 4, available: 1 } });
    expect((await addCart(token, { goods_id: a.goodsId, variant_id: a.variantId, qty: 1 })).body.data[0]!.qty).toBe(4);
  });

  it('works for a customer too, and needs a token', async () => {
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const before = (await t.api<CartLine[]>('GET', paths.getCart, { token: access_token })).body.data.length;
    const a = await variantWith(10);
    const res = await addCart(access_token, { goods_id: a.goodsId, variant_id: a.variantId, qty: 1 });
    expect(res.body.data).toHaveLength(before + 1);
    expect((await t.api('POST', paths.addCart, { body: { goods_id: a.goodsId, variant_id: a.variantId, qty: 1 } })).status).toBe(401);
  });

  it('never puts more than the stock in a cart, however many adds race (20 at once, stock 5)', async () => {
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const a = await variantWith(5);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => addCart(access_token, { goods_id: a.goodsId, variant_id: a.variantId, qty: 1 })),
    );
    const ok = results.filter((r) => r.status === 200).length;
    expect(results.every((r) => r.status === 200 || (r.status === 409 && r.body.msg === messages.notEnoughStock))).toBe(true);
    const [line] = await t.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, 1), eq(cartItems.variantId, a.variantId)));
    expect(line!.qty).toBeLessThanOrEqual(5);
    expect(line!.qty).toBe(ok);
    expect(ok).toBe(5);
  });
});
