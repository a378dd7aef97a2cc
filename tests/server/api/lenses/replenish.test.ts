import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { CartLine } from '../../../../contract/entities';
import type { OrderDetail } from '../../../../contract/orders';
import type { LensCatalogue } from '../../../../contract/prescription';
import { lensOptions } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { payByCard } from '../../helpers/payments';
import { addAddress, customer, errorsOf, manyCustomers, placeOrder, testGoods } from '../../helpers/checkout';

const readingRx = { right: { sph: '+2.25', cyl: '0' }, left: { sph: '+2.00', cyl: '-0.50', axis: '170' }, pd: '62' };

describe.each(backends())('lens replenish: POST api/customer/replenish (%s)', (backend) => {
  let t: TestApp;
  let catalogue: LensCatalogue;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    catalogue = (await t.api<LensCatalogue>('POST', paths.lensList)).body.data;
  });
  afterAll(() => t?.close());

  const price = (kind: keyof LensCatalogue, code: string) => catalogue[kind].find((o) => o.code === code)!.price;

  /** A customer who bought reading glasses (paid unless `pay` is false): the order and its lens line. */
  async function boughtGlasses(pay = true, coatings = ['anti_reflective']) {
    const who = await customer(t);
    const address = await addAddress(t, who.token);
    const item = await testGoods(t, { price: 50, stock: 10 });
    const lens = {
      usage: 'reading',
      index: '1.60',
      coatings,
      prescription: readingRx,
      price: price('usages', 'reading') + price('indices', '1.60') + coatings.reduce((s, c) => s + price('coatings', c), 0),
    };
    const added = await t.api<CartLine[]>('POST', paths.addCart, {
      token: who.token,
      body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 1, lens },
    });
    expect(added.status, added.text).toBe(200);
    const placed = await placeOrder(t, who.token, { cart_ids: [added.body.data[0]!.id], address_id: address.id });
    expect(placed.status, placed.text).toBe(200);
    const orderId = placed.body.data.order_id;
    if (pay) expect((await payByCard(t, who.token, orderId)).status).toBe(200);
    const detail = await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${orderId}`, { token: who.token });
    return { who, item, orderId, line: detail.body.data.lines[0]! };
  }

  it('puts the same glasses (colour, lenses, prescription) into the cart as one pair, priced now; again adds to that line', async () => {
    const { who, item, orderId, line } = await boughtGlasses();
    expect((await t.api<CartLine[]>('GET', paths.getCart, { token: who.token })).body.data).toEqual([]);
    const res = await t.api<CartLine[]>('POST', paths.replenish, { token: who.token, body: { order_id: orderId, line_id: line.id } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toHaveLength(1);
    const glasses = res.body.data[0]!;
    expect([glasses.variant_id, glasses.qty]).toEqual([item.variantId, 1]);
    expect(glasses.lens).toMatchObject({ usage: 'reading', index: '1.60', coatings: ['anti_reflective'], prescription: line.lens!.prescription });
    expect(glasses.lens!.lens_price).toBe(line.lens!.lens_price);
    const again = await t.api<CartLine[]>('POST', paths.replenish, { token: who.token, body: { order_id: orderId, line_id: line.id } });
    expect(again.body.data.map((l) => l.qty)).toEqual([2]);
  });

  it("refuses another customer's order, an unpaid one, a line of another order and a malformed body: 404 or 422, the cart untouched", async () => {
    const { orderId, line } = await boughtGlasses();
    const other = await customer(t);
    const stranger = await t.api('POST', paths.replenish, { token: other.token, body: { order_id: orderId, line_id: line.id } });
    expect([stranger.status, stranger.body.msg]).toEqual([404, messages.replenishLineUnknown]);
    const unpaid = await boughtGlasses(false);
    const early = await t.api('POST', paths.replenish, { token: unpaid.who.token, body: { order_id: unpaid.orderId, line_id: unpaid.line.id } });
    expect(early.status).toBe(404);
    const mixed = await t.api('POST', paths.replenish, { token: unpaid.who.token, body: { order_id: unpaid.orderId, line_id: line.id } });
    expect(mixed.status).toBe(404);
    const bad = await t.api('POST', paths.replenish, { token: other.token, body: { order_id: 'x', line_id: -1 } });
    expect([bad.status, errorsOf(bad)]).toEqual([422, { order_id: messages.replenishLineUnknown, line_id: messages.replenishLineUnknown }]);
    expect((await t.api<CartLine[]>('GET', paths.getCart, { token: other.token })).body.data).toEqual([]);
  });

  it('says so when the lenses are no longer made as ordered (a withdrawn coating): 409, nothing added', async () => {
    const [withdrawn] = await t.db
      .select()
      .from(lensOptions)
      .where(and(eq(lensOptions.kind, 'coating'), eq(lensOptions.code, 'blue_light')));
    expect(withdrawn, 'the seed has a blue_light coating').toBeTruthy();
    const { who, orderId, line } = await boughtGlasses(true, ['blue_light']);
    await t.db.delete(lensOptions).where(eq(lensOptions.id, withdrawn!.id));
    try {
      const res = await t.api('POST', paths.replenish, { token: who.token, body: { order_id: orderId, line_id: line.id } });
      expect([res.status, res.body.msg]).toEqual([409, messages.replenishLensGone]);
      expect((await t.api<CartLine[]>('GET', paths.getCart, { token: who.token })).body.data).toEqual([]);
    } finally {
      await t.db.insert(lensOptions).values(withdrawn!);
    }
  });
});
