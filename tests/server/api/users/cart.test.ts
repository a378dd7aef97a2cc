import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { CartLine } from '../../../../contract/entities';
import { cartItems, goodsVariants, tokens } from '../../../../server/db/schema';
import { hashToken } from '../../../../server/services/secrets';
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
    const [row] = await t.db.select().from(tokens).where(eq(tokens.tokenHash, hashToken(token)));
    visitorId = row!.visitorId!;
  });
  afterAll(() => t?.close());

  it('lists the demo customer\'s lines, newest first, in the CartLine shape', async () => {
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const cart = await getCart(access_token);
    expect(cart).toHaveLength(2);
    expect(cart[0]!.id).toBeGreaterThan(cart[1]!.id);
    for (const line of cart) {
      expect(Object.keys(line).sort()).toEqual([
        'color', 'goods_id', 'goods_original_price', 'goods_price', 'id', 'img', 'ladder_price', 'name', 'price_type', 'qty', 'sku', 'stock_qty', 'variant_id',
      ]);
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
      await t.db.update(cartItems).set({ qty }).where(and(eq(cartItems.visitorId, visitorId), eq(cartItems.variantId, variant.id)));
      return (await getCart()).find((l) => l.variant_id === variant.id)!;
    };
    const one = await priceAt(1);
    expect(one).toMatchObject({
      goods_id: goods.id, name: goods.name, sku: goods.sku, color: variant.color, stock_qty: variant.stockQty,
      price_type: 3, goods_original_price: goods.price, goods_price: tiers[0]!.price,
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
      price_type: 2, goods_price: special.goods.specialPrice, goods_original_price: special.goods.price, ladder_price: [],
    });
    expect(cart.find((l) => l.variant_id === plain.variant.id)).toMatchObject({
      price_type: 1, goods_price: plain.goods.price, goods_original_price: plain.goods.price,
    });
    // Newest first: the plain line was added last (same instant, higher id).
    expect(cart[0]!.variant_id).toBe(plain.variant.id);
  });

  it('shows a sold-out colour with stock_qty 0', async () => {
    const [soldOut] = await t.db.select().from(goodsVariants).where(eq(goodsVariants.stockQty, 0)).limit(1);
    await t.db.insert(cartItems).values({ visitorId, goodsId: soldOut!.goodsId, variantId: soldOut!.id, qty: 1 });
    expect((await getCart()).find((l) => l.variant_id === soldOut!.id)!.stock_qty).toBe(0);
  });

  it('keeps one caller\'s cart from another', async () => {
    expect(await getCart(await visitorToken(t))).toEqual([]);
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await getCart(access_token)).map((l) => l.id)).not.toContain((await getCart())[0]!.id);
  });

  it('needs a token', async () => {
    expect((await t.api('GET', paths.getCart)).status).toBe(401);
  });
});
