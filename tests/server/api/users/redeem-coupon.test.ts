import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { UsableCoupon } from '../../../../contract/checkout';
import type { FieldKeys } from '../../../../contract/codes';
import { messages } from '../../../../contract/messages';
import { coupons, customerCoupons } from '../../../../server/db/schema';
import { WELCOME_COUPON } from '../../../../server/services/orders/coupons';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { visitorToken } from '../../helpers/sessions';
import { addLine, customer, errorsOf, getPrice, manyCustomers, placeOrder, readyToOrder, testGoods } from '../../helpers/checkout';

const DAY = 86_400_000;
let seq = 0;

describe.each(backends())('api/users/redeemCoupon: a code coupon typed at checkout (%s)', (backend) => {
  let t: TestApp;
  let item: { goodsId: number; variantId: number };
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    item = await testGoods(t, { price: 30, stock: 1000 });
  }, 120_000);
  afterAll(() => t?.close());

  /** A code coupon as the console makes it (claimable false, the code upper-cased): $5 off from $50 unless told. */
  async function codeCoupon(over: Partial<typeof coupons.$inferInsert> = {}) {
    const code = `CODE-${process.pid}-${++seq}`;
    const [row] = await t.db
      .insert(coupons)
      .values({
        code,
        title: `$5 off ${code}`,
        discountType: 'amount',
        discountValue: 5,
        minAmount: 50,
        validFrom: new Date(Date.now() - DAY),
        validTo: new Date(Date.now() + 30 * DAY),
        claimable: false,
        ...over,
      })
      .returning();
    return row!;
  }
  const redeem = (token: string, body: unknown) => t.api<UsableCoupon>('POST', paths.redeemCoupon, { token, body });
  const coupon = async (id: number) => (await t.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
  const holders = async (couponId: number) =>
    (
      (await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(customerCoupons)
        .where(eq(customerCoupons.couponId, couponId))) as [{ n: number }]
    )[0].n;
  const holds = async (userId: number, couponId: number) =>
    t.db
      .select()
      .from(customerCoupons)
      .where(and(eq(customerCoupons.userId, userId), eq(customerCoupons.couponId, couponId)));
  /** A 422 on `code`: its text, and the key the app translates it by. */
  const refusal = (res: Awaited<ReturnType<typeof redeem>>) => {
    expect(res.status, res.text).toBe(422);
    expect(res.body.code).toBe(422);
    const keys = (res.body.data as unknown as { field_keys?: FieldKeys }).field_keys;
    return { text: errorsOf(res).code, key: keys?.code?.key };
  };

  it('redeems a code typed in any case with spaces: held, counted once, answered as the checkout lists it, and it takes its amount off', async () => {
    const c = await codeCoupon({ quantity: 10 });
    const { token, userId } = await customer(t);
    const cartId = await addLine(t, token, item, 2); // $60: the $50 threshold is reached

    const res = await redeem(token, { code: `  ${c.code.toLowerCase()} \n`, cart_ids: [cartId] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      id: c.id,
      title: c.title,
      code: c.code,
      is_get: 1,
      discount_type: 'amount',
      discount_value: 5,
      min_amount: 50,
      usable: true,
      reason: '',
    });
    expect(await holds(userId, c.id)).toHaveLength(1);
    expect((await coupon(c.id)).claimed).toBe(1);

    // Typing it again is no error: the same coupon, nothing written.
    const again = await redeem(token, { code: c.code, cart_ids: [cartId] });
    expect(again.status, again.text).toBe(200);
    expect(again.body.data).toEqual(res.body.data);
    expect(await holds(userId, c.id)).toHaveLength(1);
    expect((await coupon(c.id)).claimed).toBe(1);

    // The checkout lists it among the customer's coupons, and the quote takes $5 off.
    const listed = (await t.api<UsableCoupon[]>('POST', paths.getUsableCoupon, { token, body: { cart_ids: [cartId] } })).body.data;
    expect(listed.find((l) => l.id === c.id)).toEqual(res.body.data);
    const without = (await getPrice(t, token, { cart_ids: [cartId] })).body.data;
    const quote = await getPrice(t, token, { cart_ids: [cartId], coupon_id: c.id });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.body.data).toMatchObject({ goods_amount: 60, coupon_amount: 5, total: without.total - 5 });
  });

  it('judges the coupon for the selection: below its threshold it is held but not usable, with why; without cart_ids the threshold is not judged', async () => {
    const c = await codeCoupon();
    const { token, userId } = await customer(t);
    const cartId = await addLine(t, token, item, 1); // $30, below $50
    const res = await redeem(token, { code: c.code, cart_ids: [cartId] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ id: c.id, usable: false, reason: messages.couponBelowThreshold });
    expect(await holds(userId, c.id)).toHaveLength(1);

    const alone = await redeem(token, { code: c.code });
    expect(alone.status, alone.text).toBe(200);
    expect(alone.body.data).toMatchObject({ id: c.id, usable: true, reason: '' });
  });

  it('redeems any active coupon in its dates by its code, claimable ones too; a coupon already held is answered as it is', async () => {
    const { token, userId } = await customer(t);
    const before = (await coupon(38)).claimed;
    const save5 = await redeem(token, { code: 'save5' });
    expect(save5.status, save5.text).toBe(200);
    expect(save5.body.data).toMatchObject({ id: 38, is_get: 1 });
    expect((await coupon(38)).claimed).toBe(before + 1);

    // The welcome coupon was given at register: its code answers it, counted nowhere.
    const welcome = await redeem(token, { code: WELCOME_COUPON.code });
    expect(welcome.status, welcome.text).toBe(200);
    expect(welcome.body.data).toMatchObject({ id: WELCOME_COUPON.id, is_get: 1, usable: true });
    expect(await holds(userId, WELCOME_COUPON.id)).toHaveLength(1);
  });

  it('refuses with a 422 on code, writing nothing: empty, unknown, too long or odd characters, not started, ended, withdrawn, all claimed', async () => {
    const { token, userId } = await customer(t);
    const later = await codeCoupon({ validFrom: new Date(Date.now() + DAY), validTo: new Date(Date.now() + 30 * DAY) });
    const ended = await codeCoupon({ validFrom: new Date(Date.now() - 30 * DAY), validTo: new Date(Date.now() - DAY) });
    const withdrawn = await codeCoupon({ isActive: false });
    const gone = await codeCoupon({ quantity: 1 });
    expect((await redeem((await customer(t)).token, { code: gone.code })).status).toBe(200);

    const cases: [unknown, string, string][] = [
      [{}, messages.couponCodeEmpty, 'couponCodeEmpty'],
      [{ code: '' }, messages.couponCodeEmpty, 'couponCodeEmpty'],
      [{ code: '   ' }, messages.couponCodeEmpty, 'couponCodeEmpty'],
      [{ code: null }, messages.couponCodeEmpty, 'couponCodeEmpty'],
      [{ code: 'NO-SUCH-CODE' }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: 12345 }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: { $ne: '' } }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: ['SAVE5'] }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: 'A'.repeat(41) }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: 'X'.repeat(100_000) }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: 'SAVE 5' }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: "SAVE5'; drop table coupons; --" }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: 'SAVE5\u0000' }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: 'SAVE%' }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: 'ÇA-VA-🎟️' }, messages.couponCodeUnknown, 'couponCodeUnknown'],
      [{ code: later.code }, messages.couponNotStarted, 'couponNotStarted'],
      [{ code: ended.code }, messages.couponExpired, 'couponExpired'],
      [{ code: withdrawn.code }, messages.couponExpired, 'couponExpired'],
      [{ code: gone.code }, messages.couponSoldOut, 'couponSoldOut'],
    ];
    for (const [body, text, key] of cases) {
      const res = await redeem(token, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(refusal(res), JSON.stringify(body).slice(0, 80)).toEqual({ text, key });
    }
    expect(await t.db.select().from(customerCoupons).where(eq(customerCoupons.userId, userId))).toHaveLength(1); // the welcome coupon
    for (const c of [later, ended, withdrawn]) expect((await coupon(c.id)).claimed).toBe(0);
    expect((await coupon(gone.id)).claimed).toBe(1);
    expect(await holders(gone.id)).toBe(1);
  });

  it('refuses a coupon this customer used on an order; another customer may still redeem it', async () => {
    const c = await codeCoupon({ minAmount: 0 });
    const who = await readyToOrder(t, item, 1);
    expect((await redeem(who.token, { code: c.code, cart_ids: [who.cartId] })).body.data).toMatchObject({ usable: true });
    const without = (await getPrice(t, who.token, { cart_ids: [who.cartId] })).body.data;
    const placed = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id, coupon_id: c.id });
    expect(placed.status, placed.text).toBe(200);
    expect(placed.body.data.total).toBeCloseTo(without.total - 5, 2);

    expect(refusal(await redeem(who.token, { code: c.code }))).toEqual({ text: messages.couponUsed, key: 'couponUsed' });
    expect(await holds(who.userId, c.id)).toHaveLength(1);
    expect((await redeem((await customer(t)).token, { code: c.code })).status).toBe(200);
    expect((await coupon(c.id)).claimed).toBe(2);
  });

  it("is for customers: a visitor is refused (403), as is a selection that is not the customer's (404, nothing redeemed)", async () => {
    const c = await codeCoupon();
    expect((await redeem(await visitorToken(t), { code: c.code })).status).toBe(403);
    expect((await t.api('POST', paths.redeemCoupon, { body: { code: c.code } })).status).toBe(401);
    const a = await customer(t);
    const b = await customer(t);
    const theirs = await addLine(t, a.token, item, 1);
    const res = await redeem(b.token, { code: c.code, cart_ids: [theirs] });
    expect([res.status, res.body.msg]).toEqual([404, messages.cartLineNotFound]);
    expect(await holds(b.userId, c.id)).toHaveLength(0);
    const empty = await redeem(b.token, { code: c.code, cart_ids: [] });
    expect(empty.status).toBe(422);
    expect(errorsOf(empty).cart_ids).toBe(messages.cartSelectionEmpty);
    expect((await coupon(c.id)).claimed).toBe(0);
  });

  it('is never over-claimed: 20 customers redeem a coupon of 5 at once, exactly 5 hold it', async () => {
    const c = await codeCoupon({ quantity: 5 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => customer(t, 'racer')));
    const answers = await Promise.all(shoppers.map((s) => redeem(s.token, { code: c.code.toLowerCase() })));
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(5);
    for (const r of answers.filter((a) => a.status !== 200)) expect(refusal(r)).toEqual({ text: messages.couponSoldOut, key: 'couponSoldOut' });
    expect((await coupon(c.id)).claimed).toBe(5);
    expect(await holders(c.id)).toBe(5);

    // One customer typing it twice at once holds it once and counts once.
    const d = await codeCoupon({ quantity: 5 });
    const { token, userId } = await customer(t);
    const twice = await Promise.all([redeem(token, { code: d.code }), redeem(token, { code: d.code }), redeem(token, { code: d.code })]);
    expect(twice.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await holds(userId, d.id)).toHaveLength(1);
    expect((await coupon(d.id)).claimed).toBe(1);
  });
});
