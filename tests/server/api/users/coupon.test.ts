import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { UsableCoupon } from '../../../../contract/checkout';
import { COUPON_IDS } from '../../../../contract/constants';
import { messages } from '../../../../contract/messages';
import { coupons, customerCoupons } from '../../../../server/db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { WELCOME_COUPON } from '../../../../server/services/orders/coupons';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { signIn, visitorToken } from '../../helpers/sessions';
import { addLine, customer, errorsOf, getPrice, manyCustomers, testGoods } from '../../helpers/checkout';

const DAY = 86_400_000;

describe.each(backends())('coupons: setCoupon, getUsableCoupon and the rules getPrice applies (%s)', (backend) => {
  let t: TestApp;
  let item: { goodsId: number; variantId: number };
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    item = await testGoods(t, { price: 30, stock: 100 });
    const now = Date.now();
    // A claimable coupon that ended, one that has not started, and one given (not claimable) that ended.
    await t.db.insert(coupons).values([
      {
        id: 901,
        code: 'ENDED',
        title: 'Ended',
        discountType: 'amount',
        discountValue: 5,
        minAmount: 0,
        validFrom: new Date(now - 30 * DAY),
        validTo: new Date(now - DAY),
      },
      {
        id: 902,
        code: 'LATER',
        title: 'Later',
        discountType: 'amount',
        discountValue: 5,
        minAmount: 0,
        validFrom: new Date(now + DAY),
        validTo: new Date(now + 30 * DAY),
      },
    ]);
  });
  afterAll(() => t?.close());

  const usable = async (token: string, cartIds: number[]) =>
    (await t.api<UsableCoupon[]>('POST', paths.getUsableCoupon, { token, body: { cart_ids: cartIds } })).body.data;
  const hold = (userId: number, couponId: number, extra: Partial<typeof customerCoupons.$inferInsert> = {}) =>
    t.db.insert(customerCoupons).values({ userId, couponId, ...extra });

  it('seeds coupons 38-41 and the welcome coupon; the demo customer holds the welcome coupon and 38', async () => {
    const ids = (await t.db.select({ id: coupons.id }).from(coupons)).map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([WELCOME_COUPON.id, ...COUPON_IDS]));
    const demo = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const held = (await t.db.select().from(customerCoupons).where(eq(customerCoupons.userId, demo.user.id)))
      .map((c) => c.couponId)
      .sort((a, b) => a - b);
    expect(held).toEqual([WELCOME_COUPON.id, 38]);
  });

  it('gives a new customer the welcome coupon: 10% off from $50, valid 30 days', async () => {
    const { token } = await customer(t);
    const cartId = await addLine(t, token, item, 2); // $60
    const [welcome] = await usable(token, [cartId]);
    expect(welcome).toMatchObject({
      id: WELCOME_COUPON.id,
      is_get: 1,
      discount_type: 'percent',
      discount_value: 10,
      min_amount: 50,
      usable: true,
      reason: '',
    });
    const days = (Date.parse(welcome!.special_to_date) - Date.now()) / DAY;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('claims a claimable coupon once (claiming again changes nothing), and lists it with its threshold', async () => {
    const { token, userId } = await customer(t);
    const claim = await t.api('POST', paths.setCoupon(38), { token });
    expect(claim.status).toBe(200);
    expect(claim.body.msg).toBe(messages.couponSaved);
    expect((await t.api('POST', paths.setCoupon(38), { token })).status).toBe(200);
    expect(
      await t.db
        .select()
        .from(customerCoupons)
        .where(and(eq(customerCoupons.userId, userId), eq(customerCoupons.couponId, 38))),
    ).toHaveLength(1);
    await t.api('POST', paths.setCoupon(39), { token });

    const cartId = await addLine(t, token, item, 2); // $60: 38 (from $39) and the welcome one (from $50) apply, 39 (from $79) does not
    const list = await usable(token, [cartId]);
    expect(list.map((c) => [c.id, c.usable, c.reason])).toEqual([
      [WELCOME_COUPON.id, true, ''],
      [38, true, ''],
      [39, false, messages.couponBelowThreshold],
    ]);
  });

  it('refuses to claim a given coupon (409), an ended one (409) and an unknown one (404); visitors 403', async () => {
    const { token } = await customer(t);
    const given = await t.api('POST', paths.setCoupon(WELCOME_COUPON.id), { token });
    expect([given.status, given.body.msg]).toEqual([409, messages.couponNotClaimable]);
    const ended = await t.api('POST', paths.setCoupon(901), { token });
    expect([ended.status, ended.body.msg]).toEqual([409, messages.couponExpired]);
    const unknown = await t.api('POST', paths.setCoupon(987_654), { token });
    expect([unknown.status, unknown.body.msg]).toEqual([404, messages.couponNotClaimable]);
    expect((await t.api('POST', paths.setCoupon(38), { token: await visitorToken(t) })).status).toBe(403);
  });

  it('refuses at getPrice, with the reason on coupon_id: not owned, used, not started, expired, below the threshold', async () => {
    const { token, userId } = await customer(t);
    const cartId = await addLine(t, token, item, 1); // $30
    const reasonFor = async (couponId: number) => {
      const res = await getPrice(t, token, { cart_ids: [cartId], coupon_id: couponId });
      expect(res.status, res.text).toBe(422);
      return errorsOf(res).coupon_id;
    };
    expect(await reasonFor(40)).toBe(messages.couponNotOwned);
    expect(await reasonFor(987_654)).toBe(messages.couponNotOwned);
    await hold(userId, 38, { usedOrderId: 123_456, usedAt: new Date() });
    expect(await reasonFor(38)).toBe(messages.couponUsed);
    await hold(userId, 902);
    expect(await reasonFor(902)).toBe(messages.couponNotStarted);
    await hold(userId, 901);
    expect(await reasonFor(901)).toBe(messages.couponExpired);
    expect(await reasonFor(WELCOME_COUPON.id)).toBe(messages.couponBelowThreshold);
    // The welcome coupon ends 30 days after it was given.
    await t.db
      .update(customerCoupons)
      .set({ claimedAt: new Date(Date.now() - 31 * DAY) })
      .where(and(eq(customerCoupons.userId, userId), eq(customerCoupons.couponId, WELCOME_COUPON.id)));
    await addLine(t, token, item, 1); // $60 now
    expect(await reasonFor(WELCOME_COUPON.id)).toBe(messages.couponExpired);
  });

  it("lists only the customer's own cart lines: another owner's line is a 404", async () => {
    const a = await customer(t);
    const b = await customer(t);
    const theirs = await addLine(t, a.token, item, 1);
    const res = await t.api('POST', paths.getUsableCoupon, { token: b.token, body: { cart_ids: [theirs] } });
    expect([res.status, res.body.msg]).toEqual([404, messages.cartLineNotFound]);
    const empty = await t.api('POST', paths.getUsableCoupon, { token: b.token, body: { cart_ids: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors.cart_ids).toBe(messages.cartSelectionEmpty);
  });
});
