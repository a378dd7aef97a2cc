import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import type { Coupon } from '../../../contract/checkout';
import { COUPON_IDS } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { Reason, reasonOf } from '../../../contract/codes';
import { coupons, customerCoupons } from '../../../server/db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../server/db/seed';
import { WELCOME_COUPON } from '../../../server/services/orders/coupons';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { signIn, visitorToken } from '../helpers/sessions';
import { customer, manyCustomers } from '../helpers/checkout';

const DAY = 86_400_000;
const listPath = (ids: readonly number[]) => `${paths.getCouponList}?coupon_ids=${ids.join(',')}`;

describe.each(backends())('coupons: getCouponList, my unused and expired coupons, limited claims (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    const now = Date.now();
    await t.db.insert(coupons).values([
      // Claimable but ended; claimable, limited to 3; claimable, limited to 1 and already taken.
      {
        id: 911,
        code: 'L-ENDED',
        title: 'Ended',
        discountType: 'amount',
        discountValue: 5,
        validFrom: new Date(now - 30 * DAY),
        validTo: new Date(now - DAY),
      },
      {
        id: 912,
        code: 'L-THREE',
        title: 'Three only',
        discountType: 'amount',
        discountValue: 5,
        validFrom: new Date(now - DAY),
        validTo: new Date(now + 30 * DAY),
        quantity: 3,
      },
      {
        id: 913,
        code: 'L-GONE',
        title: 'Gone',
        discountType: 'amount',
        discountValue: 5,
        validFrom: new Date(now - DAY),
        validTo: new Date(now + 30 * DAY),
        quantity: 1,
        claimed: 1,
      },
    ]);
  });
  afterAll(() => t?.close());

  const list = async (token: string, ids: readonly number[] = COUPON_IDS) => {
    const res = await t.api<Coupon[]>('GET', listPath(ids), { token });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };

  it("answers the spec's coupons to a visitor, in the order asked, every one to GET, live from the seed run", async () => {
    const coupons = await list(await visitorToken(t));
    expect(coupons.map((c) => [c.id, c.is_get])).toEqual(COUPON_IDS.map((id) => [id, 0]));
    for (const c of coupons) {
      expect(Date.parse(c.special_from_date)).toBeLessThan(Date.now());
      expect(Date.parse(c.special_to_date)).toBeGreaterThan(Date.now() + 300 * DAY);
    }
    expect((await list(await visitorToken(t), [41, 38])).map((c) => c.id)).toEqual([41, 38]);
  });

  it('shows SAVED (is_get 1) on the coupons the customer holds', async () => {
    const demo = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await list(demo.access_token)).map((c) => [c.id, c.is_get])).toEqual([
      [38, 1],
      [39, 0],
      [40, 0],
      [41, 0],
    ]);
  });

  it('leaves out unknown, ended, given (unless held) and sold-out coupons', async () => {
    const ids = [38, 911, 913, WELCOME_COUPON.id, 987_654, 912];
    expect((await list(await visitorToken(t), ids)).map((c) => c.id)).toEqual([38, 912]);
    // A new customer was given the welcome coupon: it is theirs, live, so it shows (SAVED).
    const { token } = await customer(t);
    expect((await list(token, ids)).map((c) => [c.id, c.is_get])).toEqual([
      [38, 0],
      [WELCOME_COUPON.id, 1],
      [912, 0],
    ]);
  });

  it('refuses a malformed id list (422) and a request without a token (401)', async () => {
    const token = await visitorToken(t);
    for (const q of ['coupon_ids=38,abc', 'coupon_ids=-1', '']) {
      const res = await t.api('GET', `${paths.getCouponList}?${q}`, { token });
      expect(res.status, q).toBe(422);
    }
    expect((await t.api('GET', listPath(COUPON_IDS))).status).toBe(401);
  });

  it('answers the claimed coupon as SAVED, then lists it under unused; ended ones under expired', async () => {
    const { token, userId } = await customer(t);
    const claim = await t.api<Coupon>('POST', paths.setCoupon(39), { token });
    expect([claim.status, claim.body.msg, claim.body.data.id, claim.body.data.is_get]).toEqual([200, messages.couponSaved, 39, 1]);
    await t.db.insert(customerCoupons).values({ userId, couponId: 911 });

    const unused = await t.api<Coupon[]>('GET', paths.myUnsedCoupons, { token });
    expect(unused.body.data.map((c) => c.id)).toEqual([WELCOME_COUPON.id, 39]);
    const expired = await t.api<Coupon[]>('GET', paths.myExpiredCoupons, { token });
    expect(expired.body.data.map((c) => c.id)).toEqual([911]);
    expect((await t.api('GET', paths.myUnsedCoupons, { token: await visitorToken(t) })).status).toBe(403);
  });

  it('never gives a limited coupon to more customers than its quantity, however many claim at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 8 }, () => customer(t, 'claimer')));
    const answers = await Promise.all(buyers.map((b) => t.api('POST', paths.setCoupon(912), { token: b.token })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.msg === messages.couponSoldOut)).toBe(true);
    // Said apart from the other refusals, so the coupon strip can show the coupon as gone.
    expect(answers.filter((a) => a.status === 409).every((a) => reasonOf(a.body.data) === Reason.soldOut)).toBe(true);
    expect(await t.db.select().from(customerCoupons).where(eq(customerCoupons.couponId, 912))).toHaveLength(3);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, 912));
    expect(row!.claimed).toBe(3);
    // A holder claiming again is still SAVED, and takes nothing more.
    const holder = buyers[answers.findIndex((a) => a.status === 200)]!;
    expect((await t.api('POST', paths.setCoupon(912), { token: holder.token })).status).toBe(200);
  });
});
