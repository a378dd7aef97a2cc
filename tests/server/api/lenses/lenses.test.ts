import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvalidData } from '../../../../contract/codes';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { CartLine } from '../../../../contract/entities';
import type { OrderDetail } from '../../../../contract/orders';
import {
  SAVED_PRESCRIPTIONS_MAX,
  frameSphRange,
  sphOutOfFrameMessage,
  type LensCatalogue,
  type SavedPrescription,
  type SphRanges,
} from '../../../../contract/prescription';
import { cartItems, goods } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, register, signIn } from '../../helpers/sessions';
import { payByCard } from '../../helpers/payments';
import { addAddress, customer, errorsOf, getPrice, manyCustomers, placeOrder, testGoods } from '../../helpers/checkout';

/** A progressive prescription as the form sends it (strings), strong enough to rule 1.50 out. */
const progressiveRx = {
  right: { sph: '-5.25', cyl: '-0.75', axis: '90', add: '2.00' },
  left: { sph: '-4.75', cyl: '0', add: '2.00' },
  pd: '63',
};

describe.each(backends())('lenses: lens_list, sphRange, glasses in the cart and the order (%s)', (backend) => {
  let t: TestApp;
  let catalogue: LensCatalogue;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    catalogue = (await t.api<LensCatalogue>('POST', paths.lensList)).body.data;
  });
  afterAll(() => t?.close());

  const price = (kind: keyof LensCatalogue, code: string) => catalogue[kind].find((o) => o.code === code)!.price;
  const addGlasses = (token: string, item: { goodsId: number; variantId: number }, lens: Record<string, unknown>, qty = 1) =>
    t.api<CartLine[]>('POST', paths.addCart, { token, body: { goods_id: item.goodsId, variant_id: item.variantId, qty, lens } });

  it('lens_list answers the seeded catalogue: every usage, the four indices with material, coatings and tints, each priced', async () => {
    expect(catalogue.usages.map((u) => u.code)).toEqual(['distance', 'reading', 'progressive', 'non_prescription', 'frame_only']);
    expect(catalogue.indices.map((i) => [i.code, i.max_power])).toEqual([
      ['1.50', 4],
      ['1.60', 8],
      ['1.67', 8],
      ['1.74', 20],
    ]);
    expect(catalogue.indices.every((i) => i.material !== '')).toBe(true);
    expect(new Set(catalogue.coatings.map((c) => c.kind))).toEqual(new Set(['coating', 'tint']));
    expect([...catalogue.usages, ...catalogue.indices, ...catalogue.coatings].every((o) => o.price >= 0 && o.name !== '')).toBe(true);
  });

  it('sphRange answers per index the SPH range a frame can be made in, narrower for a rimless frame; 404 and 422 otherwise', async () => {
    const item = await testGoods(t, { price: 40, stock: 5 });
    const all = await t.api<SphRanges>('GET', `${paths.sphRange}?goods_id=${item.goodsId}`);
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.ranges).toEqual([
      { index: '1.50', min: -4, max: 4 },
      { index: '1.60', min: -8, max: 8 },
      { index: '1.67', min: -8, max: 8 },
      { index: '1.74', min: -20, max: 12 },
    ]);
    await t.db.update(goods).set({ rim: 'rimless' }).where(eq(goods.id, item.goodsId));
    const one = await t.api<SphRanges>('GET', `${paths.sphRange}?goods_id=${item.goodsId}&index=1.74`);
    expect(one.body.data).toEqual({ goods_id: item.goodsId, rim: 'rimless', ranges: [{ index: '1.74', min: -8, max: 6 }] });
    expect((await t.api('GET', `${paths.sphRange}?goods_id=999999`)).status).toBe(404);
    const bad = await t.api('GET', `${paths.sphRange}?goods_id=${item.goodsId}&index=1.90`);
    expect(bad.status).toBe(422);
    expect(errorsOf(bad)).toEqual({ index: messages.lensIndexNotAllowed });
  });

  it('composes the price on the server: frame (special price) + usage + index + coatings, a row each; other lenses are another line; the quote and the order carry them', async () => {
    const who = await customer(t);
    const address = await addAddress(t, who.token);
    const item = await testGoods(t, { price: 80, special: 60, stock: 10 });
    const lensPrice =
      price('usages', 'progressive') + price('indices', '1.67') + price('coatings', 'anti_reflective') + price('coatings', 'sun_grey');
    const lens = { usage: 'progressive', index: '1.67', coatings: ['sun_grey', 'anti_reflective'], prescription: progressiveRx, price: lensPrice };

    const bare = await t.api<CartLine[]>('POST', paths.addCart, {
      token: who.token,
      body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 1 },
    });
    expect(bare.status, bare.text).toBe(200);
    const res = await addGlasses(who.token, item, lens);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toHaveLength(2);
    const line = res.body.data.find((l) => l.lens)!;
    expect(line.lens!.rows.map((r) => [r.kind, r.code, r.price])).toEqual([
      ['frame', 'frame', 60],
      ['usage', 'progressive', price('usages', 'progressive')],
      ['index', '1.67', price('indices', '1.67')],
      ['coating', 'anti_reflective', price('coatings', 'anti_reflective')],
      ['tint', 'sun_grey', price('coatings', 'sun_grey')],
    ]);
    expect(line.lens!.lens_price).toBe(lensPrice);
    expect(line.goods_price).toBe(60 + lensPrice);
    expect(line.lens!.prescription).toEqual({
      right: { sph: -5.25, cyl: -0.75, axis: 90, add: 2, prism: null, base: null },
      left: { sph: -4.75, cyl: 0, axis: null, add: 2, prism: null, base: null },
      pd: 63,
      pd_right: null,
      pd_left: null,
    });
    expect(res.body.data.find((l) => !l.lens)!.goods_price).toBe(60);

    // The same glasses again add to their line; the same frame with other lenses is a line of its own.
    await addGlasses(who.token, item, { ...lens, coatings: ['anti_reflective', 'sun_grey'] });
    const other = await addGlasses(who.token, item, {
      ...lens,
      index: '1.74',
      price: lensPrice - price('indices', '1.67') + price('indices', '1.74'),
    });
    expect(other.body.data.map((l) => [l.lens?.index ?? null, l.qty])).toEqual([
      ['1.74', 1],
      ['1.67', 2],
      [null, 1],
    ]);

    const quote = await getPrice(t, who.token, { cart_ids: [line.id], shipping_method: 'standard' });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.data.lines[0]!.unit_price).toBe(60 + lensPrice);
    expect(quote.body.data.lines[0]!.line_total).toBe(2 * (60 + lensPrice));
    expect(quote.body.data.discount_amount).toBe(40);

    const placed = await placeOrder(t, who.token, { cart_ids: [line.id], address_id: address.id });
    expect(placed.status, placed.text).toBe(200);
    const detail = await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${placed.body.data.order_id}`, { token: who.token });
    const ordered = detail.body.data.lines[0]!;
    expect(ordered.lens!.index).toBe('1.67');
    expect(ordered.lens!.rows).toEqual(line.lens!.rows);
    expect(ordered.unit_price).toBe(60 + lensPrice);

    // Paid, the glasses leave the cart; the same frame bare and with other lenses stays.
    const paid = await payByCard(t, who.token, placed.body.data.order_id);
    expect(paid.status, paid.text).toBe(200);
    const cart = await t.api<CartLine[]>('GET', paths.getCart, { token: who.token });
    expect(cart.body.data.map((l) => l.lens?.index ?? null)).toEqual(['1.74', null]);
  });

  it("composes the price of a ladder-priced frame (price_type 3): the frame's tier by the line's quantity under the same lenses, in the cart, the quote and the order", async () => {
    const who = await customer(t);
    const address = await addAddress(t, who.token);
    const item = await testGoods(t, {
      price: 80,
      ladder: [
        [1, 70],
        [3, 60],
        [10, 50],
      ],
      stock: 20,
    });
    const lensPrice = price('usages', 'distance') + price('indices', '1.60') + price('coatings', 'anti_reflective');
    const rx = { right: { sph: '-5.00' }, left: { sph: '-4.50' }, pd: '62' };
    const lens = { usage: 'distance', index: '1.60', coatings: ['anti_reflective'], prescription: rx, price: lensPrice };
    const rowsAt = (frame: number) => [
      ['frame', 'frame', frame],
      ['usage', 'distance', price('usages', 'distance')],
      ['index', '1.60', price('indices', '1.60')],
      ['coating', 'anti_reflective', price('coatings', 'anti_reflective')],
    ];

    // One pair: the first tier (70) under the lenses; the list price (80) is what it would cost without the ladder.
    const one = await addGlasses(who.token, item, lens);
    expect(one.status, one.text).toBe(200);
    const first = one.body.data[0]!;
    expect(first.lens!.rows.map((r) => [r.kind, r.code, r.price])).toEqual(rowsAt(70));
    expect(first.lens!.lens_price).toBe(lensPrice);
    expect([first.goods_price, first.goods_original_price]).toEqual([70 + lensPrice, 80 + lensPrice]);

    // Two more of the same glasses: the line holds 3, the frame is at the 3+ tier (60); the lenses cost the same each.
    const three = await addGlasses(who.token, item, lens, 2);
    expect(three.status, three.text).toBe(200);
    expect(three.body.data).toHaveLength(1);
    const line = three.body.data[0]!;
    expect(line.qty).toBe(3);
    expect(line.lens!.rows.map((r) => [r.kind, r.code, r.price])).toEqual(rowsAt(60));
    expect(line.goods_price).toBe(60 + lensPrice);

    const quote = await getPrice(t, who.token, { cart_ids: [line.id], shipping_method: 'standard' });
    expect(quote.status, quote.text).toBe(200);
    const quoted = quote.body.data.lines[0]!;
    expect([quoted.unit_price, quoted.original_price, quoted.line_total]).toEqual([60 + lensPrice, 80 + lensPrice, 3 * (60 + lensPrice)]);
    // The ladder's saving is the frame's alone: 3 x (80 - 60).
    expect(quote.body.data.discount_amount).toBe(60);

    const placed = await placeOrder(t, who.token, { cart_ids: [line.id], address_id: address.id });
    expect(placed.status, placed.text).toBe(200);
    const ordered = (await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${placed.body.data.order_id}`, { token: who.token })).body.data
      .lines[0]!;
    expect([ordered.qty, ordered.unit_price, ordered.line_total]).toEqual([3, 60 + lensPrice, 3 * (60 + lensPrice)]);
    expect(ordered.lens!.rows.map((r) => [r.kind, r.code, r.price])).toEqual(rowsAt(60));
    expect(ordered.lens!.prescription!.right.sph).toBe(-5);
  });

  it('refuses a forged price, an index not made for the prescription, an out-of-range or mis-stepped value, AXIS without CYL, ADD on single vision: 422 naming the field, nothing stored', async () => {
    const who = await customer(t);
    const item = await testGoods(t, { price: 50, stock: 10 });
    const ok = { usage: 'progressive', index: '1.67', coatings: [], prescription: progressiveRx };
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ ...ok, price: 1 }, { 'lens.price': messages.lensPriceChanged }],
      [{ ...ok, index: '1.50' }, { 'lens.index': messages.lensIndexNotAllowed }],
      [
        { ...ok, prescription: { ...progressiveRx, right: { ...progressiveRx.right, sph: '-20.25' } } },
        { 'lens.prescription.right.sph': messages.rxSph },
      ],
      [
        { ...ok, prescription: { ...progressiveRx, right: { ...progressiveRx.right, cyl: '-0.30' } } },
        { 'lens.prescription.right.cyl': messages.rxCyl },
      ],
      [
        { ...ok, prescription: { ...progressiveRx, left: { ...progressiveRx.left, axis: '45' } } },
        { 'lens.prescription.left.axis': messages.rxAxisWithoutCyl },
      ],
      [
        { ...ok, usage: 'distance' },
        { 'lens.prescription.right.add': messages.rxAddNotForUsage, 'lens.prescription.left.add': messages.rxAddNotForUsage },
      ],
      [{ ...ok, prescription: { ...progressiveRx, pd: '90' } }, { 'lens.prescription.pd': messages.rxPd }],
      [{ ...ok, coatings: ['gold_leaf'] }, { 'lens.coatings': messages.lensCoatingUnknown }],
      [{ ...ok, coatings: ['sun_grey', 'polarized_brown'] }, { 'lens.coatings': messages.lensOneTint }],
      [{ ...ok, usage: 'frame_only' }, { 'lens.usage': messages.lensUsageUnknown }],
    ];
    for (const [lens, errors] of cases) {
      const res = await addGlasses(who.token, item, lens);
      expect(res.status, JSON.stringify(lens)).toBe(422);
      expect(errorsOf(res), JSON.stringify(lens)).toEqual(errors);
    }
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, who.userId))).toEqual([]);
  });

  it("a rimless frame: an SPH it cannot be made in is a 422 on the eye naming the frame's range (the configurator's words), nothing stored; the ends of the range are made", async () => {
    const who = await customer(t);
    const item = await testGoods(t, { price: 50, stock: 10 });
    await t.db.update(goods).set({ rim: 'rimless' }).where(eq(goods.id, item.goodsId));
    const ranges = (await t.api<SphRanges>('GET', `${paths.sphRange}?goods_id=${item.goodsId}`)).body.data.ranges;
    const span = frameSphRange(ranges)!;
    expect(span).toEqual({ min: -8, max: 6 });
    const withSph = (right: string, left = progressiveRx.left.sph) => ({
      ...progressiveRx,
      right: { ...progressiveRx.right, sph: right },
      left: { ...progressiveRx.left, sph: left },
    });
    const ok = { usage: 'progressive', index: '1.74', coatings: [] };

    const strong = await addGlasses(who.token, item, { ...ok, prescription: withSph('-9.00', '+6.25') });
    expect(strong.status, strong.text).toBe(422);
    const message = 'For this frame, SPH must be from -8.00 to +6.00';
    const range = { key: 'rxSphOutOfFrame', values: { min: '-8.00', max: '+6.00' } };
    expect(sphOutOfFrameMessage(span)).toEqual(range);
    expect(errorsOf(strong)).toEqual({ 'lens.prescription.right.sph': message, 'lens.prescription.left.sph': message });
    // The key and values travel beside the text, for the whole reply and for each field.
    expect(strong.body).toMatchObject({ msg: message, ...range });
    expect((strong.body.data as unknown as InvalidData).field_keys).toEqual({
      'lens.prescription.right.sph': range,
      'lens.prescription.left.sph': range,
    });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, who.userId))).toEqual([]);

    // The ends of the frame's range are made.
    const edge = await addGlasses(who.token, item, { ...ok, prescription: { ...withSph('-8.00', '+6.00'), right: { sph: '-8.00', add: '2.00' } } });
    expect(edge.status, edge.text).toBe(200);
    expect(edge.body.data[0]!.lens!.prescription!.right.sph).toBe(-8);
  });

  it("a visitor's glasses arrive in the customer's cart at sign-in with their lenses", async () => {
    const item = await testGoods(t, { price: 30, stock: 10 });
    const visitor = (await t.api<{ access_token: string }>('POST', paths.visitor)).body.data.access_token;
    const lens = { usage: 'non_prescription', index: '1.50', coatings: ['blue_light'] };
    expect((await addGlasses(visitor, item, lens)).status).toBe(200);
    const email = newEmail('lens');
    await register(t, email);
    const login = await signIn(t, email, 'secret123', visitor);
    const cart = await t.api<CartLine[]>('GET', paths.getCart, { token: login.access_token });
    expect(cart.body.data.map((l) => [l.lens?.usage, l.lens?.coatings, l.lens?.prescription])).toEqual([['non_prescription', ['blue_light'], null]]);
  });
});

describe.each(backends())('saved prescriptions: list, save, delete (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  it("a customer saves, lists (newest first) and deletes prescriptions; another customer's is a 404; a visitor may not", async () => {
    const ada = await customer(t);
    const bob = await customer(t);
    const save = (token: string, body: unknown) => t.api<SavedPrescription>('POST', paths.prescriptions, { token, body });
    const first = await save(ada.token, {
      name: ' Distance 2026 ',
      prescription: { ...progressiveRx, right: { sph: '-1.25' }, left: { sph: '-1.00' } },
    });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ name: 'Distance 2026', prescription: { right: { sph: -1.25, cyl: 0, axis: null, add: null }, pd: 63 } });
    const second = await save(ada.token, { name: 'Progressive', prescription: progressiveRx });
    const list = await t.api<SavedPrescription[]>('GET', paths.prescriptions, { token: ada.token });
    expect(list.body.data.map((p) => p.name)).toEqual(['Progressive', 'Distance 2026']);
    expect((await t.api<SavedPrescription[]>('GET', paths.prescriptions, { token: bob.token })).body.data).toEqual([]);

    expect((await t.api('DELETE', paths.prescription(second.body.data.id), { token: bob.token })).status).toBe(404);
    expect((await t.api('DELETE', paths.prescription(second.body.data.id), { token: ada.token })).status).toBe(200);
    expect((await t.api('DELETE', paths.prescription(second.body.data.id), { token: ada.token })).status).toBe(404);
    expect((await t.api<SavedPrescription[]>('GET', paths.prescriptions, { token: ada.token })).body.data.map((p) => p.name)).toEqual([
      'Distance 2026',
    ]);

    const visitor = (await t.api<{ access_token: string }>('POST', paths.visitor)).body.data.access_token;
    expect((await t.api('GET', paths.prescriptions, { token: visitor })).status).toBe(403);
  });

  it("a customer renames a saved prescription; an empty or too long name is a 422, another customer's or an unknown one a 404, nothing changed", async () => {
    const ada = await customer(t);
    const bob = await customer(t);
    const saved = (
      await t.api<SavedPrescription>('POST', paths.prescriptions, { token: ada.token, body: { name: 'Old', prescription: progressiveRx } })
    ).body.data;
    const rename = (token: string, id: number, body: unknown) => t.api<SavedPrescription>('PUT', paths.prescription(id), { token, body });
    for (const name of ['  ', 'x'.repeat(41)]) {
      const bad = await rename(ada.token, saved.id, { name });
      expect(bad.status).toBe(422);
      expect(errorsOf(bad)).toEqual({ name: messages.rxNameRequired });
    }
    expect((await rename(bob.token, saved.id, { name: 'Mine now' })).status).toBe(404);
    expect((await rename(ada.token, 2_000_000_000, { name: 'Ghost' })).status).toBe(404);
    const renamed = await rename(ada.token, saved.id, { name: ' Reading 2026 ' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data).toEqual({ ...saved, name: 'Reading 2026' });
    expect((await t.api<SavedPrescription[]>('GET', paths.prescriptions, { token: ada.token })).body.data.map((p) => p.name)).toEqual([
      'Reading 2026',
    ]);
  });

  it('refuses a prescription out of range or without a name with 422, and more than 20 with 409, storing nothing', async () => {
    const who = await customer(t);
    const bad = await t.api('POST', paths.prescriptions, {
      token: who.token,
      body: { name: '', prescription: { ...progressiveRx, left: { sph: '13' } } },
    });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad)).toEqual({ name: messages.rxNameRequired, 'prescription.left.sph': messages.rxSph });
    for (let i = 0; i < SAVED_PRESCRIPTIONS_MAX; i++) {
      expect((await t.api('POST', paths.prescriptions, { token: who.token, body: { name: `Rx ${i}`, prescription: progressiveRx } })).status).toBe(
        200,
      );
    }
    const full = await t.api('POST', paths.prescriptions, { token: who.token, body: { name: 'One more', prescription: progressiveRx } });
    expect(full.status).toBe(409);
    expect(full.body.msg).toBe(messages.rxSavedFull);
    expect((await t.api<SavedPrescription[]>('GET', paths.prescriptions, { token: who.token })).body.data).toHaveLength(SAVED_PRESCRIPTIONS_MAX);
  });
});
