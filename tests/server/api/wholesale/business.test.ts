import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import type { CartLine, UserInfo } from '../../../../contract/entities';
import type { GoodsDetail } from '../../../../contract/catalog';
import type { GoodsWholesaleTerms } from '../../../../contract/wholesale';
import { messages } from '../../../../contract/messages';
import { isBusinessBuyer } from '../../../../server/services/wholesale/business';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { addAddress, customer, errorsOf, getPrice, manyCustomers, testGoods } from '../../helpers/checkout';
import { visitorToken } from '../../helpers/sessions';
import { becomeBusiness, shop, wholesaleGoods } from '../../helpers/wholesale';
import { eq } from 'drizzle-orm';
import { goods, wholesalePrices } from '../../../../server/db/schema';

describe.each(backends())('business accounts and wholesale prices (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  it('a customer declares a business: the profile is kept, the user info says business (type 2), and isBusinessBuyer agrees', async () => {
    const { token, userId } = await customer(t);
    expect((await t.api('GET', paths.business, { token })).body.data).toBeNull();
    expect(await isBusinessBuyer(t.db, userId, t.app.config)).toBe(false);
    const saved = await becomeBusiness(t, token);
    expect(saved.profile).toEqual({ company_name: 'Lens & Co', tax_id: 'GB123456789', business_type: 'optician', country: 'GB' });
    expect(saved.user.type).toBe(2);
    expect((await t.api<UserInfo>('GET', paths.userInfo, { token })).body.data.type).toBe(2);
    expect((await t.api('GET', paths.business, { token })).body.data).toEqual(saved.profile);
    expect(await isBusinessBuyer(t.db, userId, t.app.config)).toBe(true);
    expect(await isBusinessBuyer(t.db, null, t.app.config)).toBe(false);
  });

  it("refuses a bad declaration with each field's message (422) and stores nothing; visitors get 403", async () => {
    const { token, userId } = await customer(t);
    const bad = await t.api('POST', paths.business, { token, body: { company_name: '', tax_id: '!', business_type: 'pirate', country: 'XX' } });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad)).toEqual({
      company_name: messages.businessCompanyRequired,
      tax_id: messages.businessTaxIdRequired,
      business_type: messages.businessTypeRequired,
      country: messages.businessCountryRequired,
    });
    expect(await isBusinessBuyer(t.db, userId, t.app.config)).toBe(false);
    expect((await t.api('POST', paths.business, { token: await visitorToken(t), body: shop })).status).toBe(403);
  });

  it('a business buyer pays the wholesale tier, a retail customer the list price; below the minimum the cart refuses the business line', async () => {
    const item = await wholesaleGoods(t);
    const retail = await customer(t);
    const add = (token: string, qty: number) =>
      t.api<CartLine[]>('POST', paths.addCart, { token, body: { goods_id: item.goodsId, variant_id: item.variantId, qty } });
    const r = await add(retail.token, 2);
    expect(r.body.data.find((l) => l.goods_id === item.goodsId)!.goods_price).toBe(40);

    const biz = await customer(t);
    await becomeBusiness(t, biz.token);
    const low = await add(biz.token, 3);
    expect([low.status, low.body.msg, errorsOf(low).qty, (low.body.data as unknown as { moq: number }).moq]).toEqual([
      422,
      messages.belowMinimum,
      messages.belowMinimum,
      5,
    ]);
    const ok = await add(biz.token, 5);
    expect(ok.body.code, ok.text).toBe(200);
    const line = ok.body.data.find((l) => l.goods_id === item.goodsId)!;
    expect(line.goods_price).toBe(24);
    const down = await t.api('POST', paths.updateCart, { token: biz.token, body: { cart_id: line.id, qty: 4 } });
    expect([down.status, errorsOf(down).qty]).toEqual([422, messages.belowMinimum]);
    const up = await t.api<CartLine[]>('POST', paths.updateCart, { token: biz.token, body: { cart_id: line.id, qty: 60 } });
    expect(up.body.code, up.text).toBe(200);
    await addAddress(t, biz.token);
    const quote = await getPrice(t, biz.token, { cart_ids: [line.id] });
    expect(quote.body.data.lines[0]!.unit_price).toBe(20);
  });

  it('glasses made with lenses have no minimum (a pair to one prescription): the cart and the quote take one pair; frames bought as frames still need the minimum, glasses not counting towards it', async () => {
    const item = await wholesaleGoods(t);
    const biz = await customer(t);
    await becomeBusiness(t, biz.token);
    const rx = { right: { sph: '-1.00', cyl: '0' }, left: { sph: '-1.25', cyl: '0' }, pd: '63' };
    const glasses = await t.api<CartLine[]>('POST', paths.addCart, {
      token: biz.token,
      body: {
        goods_id: item.goodsId,
        variant_id: item.variantId,
        qty: 1,
        lens: { usage: 'distance', index: '1.60', coatings: [], prescription: rx },
      },
    });
    expect(glasses.body.code, glasses.text).toBe(200);
    const pair = glasses.body.data.find((l) => l.goods_id === item.goodsId && l.lens)!;
    expect(pair.wholesale?.moq).toBe(0);
    await addAddress(t, biz.token);
    const quote = await getPrice(t, biz.token, { cart_ids: [pair.id] });
    expect(quote.body.code, quote.text).toBe(200);

    const frames = await t.api('POST', paths.addCart, { token: biz.token, body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 4 } });
    expect([frames.status, errorsOf(frames).qty]).toEqual([422, messages.belowMinimum]);
    const five = await t.api<CartLine[]>('POST', paths.addCart, {
      token: biz.token,
      body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 5 },
    });
    expect(five.body.data.find((l) => l.goods_id === item.goodsId && !l.lens)?.wholesale?.moq).toBe(5);
  });

  it('a retail line below the minimum stays in the cart of a customer who becomes a business buyer, but cannot be ordered', async () => {
    const item = await wholesaleGoods(t);
    const who = await customer(t);
    const res = await t.api<CartLine[]>('POST', paths.addCart, {
      token: who.token,
      body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 2 },
    });
    const cartId = res.body.data.find((l) => l.goods_id === item.goodsId)!.id;
    await becomeBusiness(t, who.token);
    const quote = await getPrice(t, who.token, { cart_ids: [cartId] });
    expect([quote.status, quote.body.msg]).toEqual([422, messages.belowMinimum]);
  });

  it('wholesaleTerms answers a business buyer the tiers and minimum of the products asked (in that order, those with terms); anyone else nothing', async () => {
    const item = await wholesaleGoods(t);
    const plain = await testGoods(t, { price: 30, stock: 10 });
    const query = `${paths.wholesaleTerms}?goods_ids=${plain.goodsId},${item.goodsId},${item.goodsId}`;
    const biz = await customer(t);
    await becomeBusiness(t, biz.token);
    const terms = await t.api<GoodsWholesaleTerms[]>('GET', query, { token: biz.token });
    expect(terms.body.code, terms.text).toBe(200);
    expect(terms.body.data).toEqual([
      {
        goods_id: item.goodsId,
        tiers: [
          { min_qty: 5, price: 24 },
          { min_qty: 50, price: 20 },
        ],
        moq: 5,
      },
    ]);
    expect(terms.headers.get('cache-control')).toBe('private, no-store');

    const retail = await customer(t);
    for (const token of [retail.token, await visitorToken(t), undefined]) {
      const none = await t.api<GoodsWholesaleTerms[]>('GET', query, { token });
      expect([none.status, none.body.data]).toEqual([200, []]);
    }
    // The product page stays the cached, caller-independent read: no terms in it for anyone.
    const detail = await t.api<GoodsDetail>('GET', paths.goodsDetail(item.goodsId), { token: biz.token });
    expect(detail.body.data).not.toHaveProperty('wholesale');
    expect(detail.body.data.price).toBe(40);
  });

  it('wholesaleTerms refuses a malformed id list with a 422, never a 500', async () => {
    const biz = await customer(t);
    await becomeBusiness(t, biz.token);
    const many = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    for (const ids of ['', 'a,b', '0', '1,,2', many, '99999999999']) {
      const res = await t.api('GET', `${paths.wholesaleTerms}?goods_ids=${ids}`, { token: biz.token });
      expect([res.status, errorsOf(res).goods_ids], ids).toEqual([422, messages.invalidInput]);
    }
  });

  it("a business buyer's cart line carries the tiers, the minimum and whether a wholesale tier prices it; a retail line carries none", async () => {
    const item = await wholesaleGoods(t);
    const retail = await customer(t);
    const r = await t.api<CartLine[]>('POST', paths.addCart, {
      token: retail.token,
      body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 5 },
    });
    expect(r.body.data.find((l) => l.goods_id === item.goodsId)!.wholesale).toBeNull();

    const biz = await customer(t);
    await becomeBusiness(t, biz.token);
    const ok = await t.api<CartLine[]>('POST', paths.addCart, {
      token: biz.token,
      body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 5 },
    });
    const line = ok.body.data.find((l) => l.goods_id === item.goodsId)!;
    expect([line.goods_price, line.goods_original_price, line.wholesale]).toEqual([
      24,
      40,
      {
        tiers: [
          { min_qty: 5, price: 24 },
          { min_qty: 50, price: 20 },
        ],
        moq: 5,
        applied: true,
      },
    ]);
    // A product with a minimum but a special price below its tiers: the minimum applies, the tier does not price it.
    const special = await testGoods(t, { price: 40, special: 15, stock: 50 });
    await t.db.insert(wholesalePrices).values({ goodsId: special.goodsId, minQty: 2, price: 30 });
    await t.db.update(goods).set({ wholesaleMoq: 2 }).where(eq(goods.id, special.goodsId));
    const cart = await t.api<CartLine[]>('POST', paths.addCart, {
      token: biz.token,
      body: { goods_id: special.goodsId, variant_id: special.variantId, qty: 2 },
    });
    const sline = cart.body.data.find((l) => l.goods_id === special.goodsId)!;
    expect([sline.goods_price, sline.wholesale?.moq, sline.wholesale?.applied]).toEqual([15, 2, false]);
    const fetched = await t.api<CartLine[]>('GET', paths.getCart, { token: biz.token });
    expect(fetched.body.data.find((l) => l.goods_id === item.goodsId)!.wholesale?.applied).toBe(true);
  });
});
