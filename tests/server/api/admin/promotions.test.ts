import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  adminPromotionPaths,
  type AdminCoupon,
  type AdminCouponPage,
  type AdminCurrencies,
  type AdminSale,
} from '../../../../contract/admin-promotions';
import { adminPaths } from '../../../../contract/admin';
import type { IndexBlock } from '../../../../contract/catalog';
import type { Coupon } from '../../../../contract/checkout';
import { consoleMessages as m } from '../../../../contract/console-messages';
import { COUPON_IDS } from '../../../../contract/constants';
import { paths } from '../../../../contract/endpoints';
import type { Currency } from '../../../../contract/entities';
import type { ListPage } from '../../../../contract/orders';
import type { Sale } from '../../../../contract/sale';
import type { AuditEntry } from '../../../../contract/staff';
import { coupons, customerCoupons } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { customer } from '../../helpers/checkout';
import { visitorToken } from '../../helpers/sessions';
import { staffToken } from '../../helpers/staff';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();

/** A claimable coupon's input, over what a test says. */
const couponInput = (over: Record<string, unknown> = {}) => ({
  title: '$7 off orders from $60',
  code: '',
  discount_type: 'amount',
  discount_value: 7,
  min_amount: 60,
  valid_from: iso(-DAY),
  valid_to: iso(30 * DAY),
  claimable: true,
  quantity: null,
  offered: false,
  offer_sort: 0,
  active: true,
  ...over,
});

describe.each(backends())('console promotions: api/admin/coupons, sales, currencies (%s)', (backend) => {
  let t: TestApp;
  let catalogue: string;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp(backend, { authRateLimit: { max: 100_000, windowMs: 60_000 } });
    catalogue = await staffToken(t, 'catalogue');
    owner = await staffToken(t, 'owner');
  }, 120_000);
  afterAll(() => t?.close());

  const auditOf = async (kind: string, id: number | string) =>
    (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=${kind}&record_id=${id}`, { token: owner })).body.data.items;
  const create = (body: unknown) => t.api<AdminCoupon>('POST', adminPromotionPaths.coupons, { token: catalogue, body });
  const save = (id: number, body: unknown) => t.api<AdminCoupon>('PUT', adminPromotionPaths.coupon(id), { token: catalogue, body });
  const offeredIds = async () => {
    const res = await t.api<IndexBlock[]>('POST', `${paths.indexBlocks}?index`, { form: { type: 'wap' } });
    expect(res.status, res.text).toBe(200);
    return res.body.data.find((b) => b.kind === 'coupons')!.items.map((i) => i.id);
  };
  const fieldErrors = (res: { body: { data: unknown } }) => (res.body.data as { errors: Record<string, string> }).errors;

  describe('coupons', () => {
    it('lists the seeded coupons with their claims and redemptions counted', async () => {
      const res = await t.api<AdminCouponPage>('GET', `${adminPromotionPaths.coupons}?page_size=100`, { token: catalogue });
      expect(res.status, res.text).toBe(200);
      const byId = new Map(res.body.data.items.map((c) => [c.id, c]));
      expect(byId.get(38)).toMatchObject({ code: 'SAVE5', claimable: true, offered: true, claimed: 1, used: 0, state: 'live' });
      const [{ n }] = (await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(customerCoupons)
        .where(eq(customerCoupons.couponId, 1))) as [{ n: number }];
      expect(byId.get(1)).toMatchObject({ claimable: false, claimed: n, offered: false });
      const found = await t.api<AdminCouponPage>('GET', `${adminPromotionPaths.coupons}?q=save&state=live`, { token: catalogue });
      expect(found.body.data.items.map((c) => c.code)).toEqual(expect.arrayContaining(['SAVE5', 'SAVE15']));
      expect((await t.api('GET', `${adminPromotionPaths.coupons}?state=soon`, { token: catalogue })).status).toBe(422);
    });

    it('creates a claimable coupon, offers it, and shoppers see it in the strip (the ids come with the home blocks)', async () => {
      expect(await offeredIds()).toEqual([...COUPON_IDS]);
      const made = await create(couponInput({ title: 'Spring $7 off', quantity: 50, offered: true, offer_sort: 1 }));
      expect(made.status, made.text).toBe(200);
      const c = made.body.data;
      expect(c).toMatchObject({ title: 'Spring $7 off', quantity: 50, claimed: 0, used: 0, offered: true, version: 1, state: 'live' });
      expect(c.id).toBeGreaterThan(41);
      expect(c.code).toMatch(/^C[0-9A-F]{10}$/);
      // The home blocks were read (and cached) above: the new offer shows at once, before 38 (sort 38).
      const ids = await offeredIds();
      expect(ids[0]).toBe(c.id);
      const strip = await t.api<Coupon[]>('GET', `${paths.getCouponList}?coupon_ids=${ids.join(',')}`, { token: await visitorToken(t) });
      expect(strip.body.data.map((x) => [x.id, x.is_get])).toContainEqual([c.id, 0]);
      const shopper = await customer(t);
      expect((await t.api<Coupon>('POST', paths.setCoupon(c.id), { token: shopper.token })).body.data.is_get).toBe(1);
      expect((await t.api<AdminCoupon>('GET', adminPromotionPaths.coupon(c.id), { token: catalogue })).body.data.claimed).toBe(1);

      // No longer offered: gone from the strip's ids.
      const off = await save(c.id, { ...couponInput({ title: 'Spring $7 off', quantity: 50, offered: false }), version: 1 });
      expect(off.status, off.text).toBe(200);
      expect(off.body.data.version).toBe(2);
      expect(await offeredIds()).not.toContain(c.id);
      const log = await auditOf('coupon', c.id);
      expect(log.map((e) => e.action)).toEqual(['coupon.update', 'coupon.create']);
      expect(log[0]!.before).toMatchObject({ offered: true });
      expect(log[0]!.after).toMatchObject({ offered: false });
    });

    it('creates a code coupon typed at checkout: its code upper-cased and unique', async () => {
      const code = `SPRING${Date.now().toString(36).toUpperCase()}`;
      const made = await create(couponInput({ claimable: false, code: code.toLowerCase(), discount_type: 'percent', discount_value: 15 }));
      expect(made.status, made.text).toBe(200);
      expect(made.body.data).toMatchObject({ code, claimable: false, discount_type: 'percent', discount_value: 15 });
      const again = await create(couponInput({ claimable: false, code }));
      expect(again.status).toBe(422);
      expect(fieldErrors(again)).toEqual({ code: m.couponCodeTaken });
      // A shopper cannot claim it from the strip.
      const shopper = await customer(t);
      expect((await t.api('POST', paths.setCoupon(made.body.data.id), { token: shopper.token })).status).toBe(409);
    });

    it('refuses bad input with the message on the field, and writes nothing', async () => {
      const [{ before }] = (await t.db.select({ before: sql<number>`count(*)::int` }).from(coupons)) as [{ before: number }];
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ discount_type: 'percent', discount_value: 101 }, { discount_value: m.couponPercentInvalid }],
        [{ discount_value: -5 }, { discount_value: m.couponAmountInvalid }],
        [{ discount_value: 0 }, { discount_value: m.couponAmountInvalid }],
        [{ min_amount: -1 }, { min_amount: m.couponMinSpendInvalid }],
        [{ valid_to: iso(-2 * DAY) }, { valid_to: m.couponToBeforeFrom }],
        [{ valid_from: 'tomorrow' }, { valid_from: m.dateTimeInvalid }],
        [{ quantity: 0 }, { quantity: m.couponQuantityInvalid }],
        [{ quantity: 2.5 }, { quantity: m.couponQuantityInvalid }],
        [{ title: '' }, { title: m.couponTitleRequired }],
        [{ claimable: false, code: '' }, { code: m.couponCodeRequired }],
        [{ code: 'TWO WORDS' }, { code: m.couponCodeInvalid }],
        [{ claimable: false, code: 'X1', offered: true }, { offered: m.couponOfferNeedsClaimable }],
        [{ discount_type: 'free' }, { discount_type: m.couponKindInvalid }],
      ];
      for (const [over, errors] of cases) {
        const res = await create(couponInput(over));
        expect(res.status, JSON.stringify(over)).toBe(422);
        expect(fieldErrors(res), JSON.stringify(over)).toMatchObject(errors);
      }
      const [{ after }] = (await t.db.select({ after: sql<number>`count(*)::int` }).from(coupons)) as [{ after: number }];
      expect(after).toBe(before);
    });

    it('refuses a quantity below the claims made, a stale version (409), an unknown coupon (404); ends and enables one', async () => {
      const c = (await create(couponInput({ quantity: 5, offered: true }))).body.data;
      for (const b of await Promise.all([customer(t), customer(t), customer(t)])) {
        expect((await t.api('POST', paths.setCoupon(c.id), { token: b.token })).status).toBe(200);
      }
      const low = await save(c.id, { ...couponInput({ quantity: 2 }), version: c.version });
      expect(low.status).toBe(422);
      expect(fieldErrors(low)).toEqual({ quantity: m.couponQuantityBelowClaimed.replace('{{claimed}}', '3') });
      const ok = await save(c.id, { ...couponInput({ quantity: 3, offered: true }), version: c.version });
      expect(ok.status, ok.text).toBe(200);
      const stale = await save(c.id, { ...couponInput({ quantity: 10 }), version: c.version });
      expect([stale.status, stale.body.msg]).toEqual([409, m.couponChanged]);
      expect((await save(987_654, { ...couponInput(), version: 1 })).status).toBe(404);
      // Sold out: a fourth shopper is refused.
      expect((await t.api('POST', paths.setCoupon(c.id), { token: (await customer(t)).token })).status).toBe(409);

      const ended = await t.api<AdminCoupon>('POST', adminPromotionPaths.couponActive(c.id), {
        token: catalogue,
        body: { version: 2, active: false },
      });
      expect(ended.status, ended.text).toBe(200);
      expect(ended.body.data).toMatchObject({ active: false, state: 'disabled', version: 3 });
      expect(await offeredIds()).not.toContain(c.id);
      const again = await t.api<AdminCoupon>('POST', adminPromotionPaths.couponActive(c.id), {
        token: catalogue,
        body: { version: 3, active: true },
      });
      expect(again.body.data).toMatchObject({ active: true, state: 'live', version: 4 });
      expect(await offeredIds()).toContain(c.id);
      expect((await auditOf('coupon', c.id)).map((e) => e.action)).toEqual(['coupon.enable', 'coupon.end', 'coupon.update', 'coupon.create']);
    });

    it('is never over-claimed when 20 shoppers claim it while it is edited', async () => {
      const c = (await create(couponInput({ quantity: 15 }))).body.data;
      const shoppers = await Promise.all(Array.from({ length: 20 }, () => customer(t, 'racer')));
      const [edit, ...claims] = await Promise.all([
        (async () => {
          await new Promise((r) => setTimeout(r, 5));
          return save(c.id, { ...couponInput({ quantity: 10 }), version: c.version });
        })(),
        ...shoppers.map((s) => t.api('POST', paths.setCoupon(c.id), { token: s.token })),
      ]);
      const [row] = await t.db.select().from(coupons).where(eq(coupons.id, c.id));
      const [{ held }] = (await t.db
        .select({ held: sql<number>`count(*)::int` })
        .from(customerCoupons)
        .where(eq(customerCoupons.couponId, c.id))) as [{ held: number }];
      const won = claims.filter((r) => r.status === 200).length;
      expect(claims.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      expect(held).toBe(won);
      expect(row!.claimed).toBe(won);
      expect(row!.claimed).toBeLessThanOrEqual(row!.quantity!);
      if (edit.status === 200) {
        expect(row!.quantity).toBe(10);
        expect(won).toBeLessThanOrEqual(10);
      } else {
        // Refused because more than 10 had claimed by then: the quantity stays 15.
        expect(edit.status).toBe(422);
        expect(fieldErrors(edit).quantity).toMatch(/have already been claimed/);
        expect(row!.quantity).toBe(15);
        expect(won).toBeLessThanOrEqual(15);
      }
    });
  });

  describe('sales', () => {
    const saleBody = (s: AdminSale, over: Record<string, unknown> = {}) => ({
      title: s.title,
      subtitle: s.subtitle,
      banner_img: s.banner_img,
      banner_alt: s.banner_alt,
      starts_at: s.starts_at,
      ends_at: s.ends_at,
      active: s.active,
      category_ids: s.categories.map((c) => c.id),
      version: s.version,
      ...over,
    });

    it("lists the sales; a new end time reaches the shop's banner and countdown at once", async () => {
      const list = await t.api<AdminSale[]>('GET', adminPromotionPaths.sales, { token: catalogue });
      expect(list.status, list.text).toBe(200);
      const seeded = list.body.data.find((s) => s.id === 1)!;
      expect(seeded.categories.length).toBeGreaterThan(0);
      const before = await t.api<Sale>('GET', paths.saleBanner);
      expect(before.body.data.ends_at).toBe(seeded.ends_at);

      const ends = new Date(Date.now() + 3 * DAY + 5 * 3_600_000);
      ends.setMilliseconds(0);
      const saved = await t.api<AdminSale>('PUT', adminPromotionPaths.sale(1), {
        token: catalogue,
        body: saleBody(seeded, { ends_at: ends.toISOString(), title: 'The Spring Sale' }),
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.data).toMatchObject({ title: 'The Spring Sale', ends_at: ends.toISOString() });
      expect(saved.body.data.version).not.toBe(seeded.version);
      const banner = await t.api<Sale>('GET', paths.saleBanner);
      expect(banner.body.data).toMatchObject({ title: 'The Spring Sale', ends_at: ends.toISOString() });
      const left = await t.api<{ seconds_left: number }>('POST', paths.countDown, { form: { end_time: banner.body.data.ends_at } });
      expect(Math.abs(left.body.data.seconds_left - (ends.getTime() - Date.now()) / 1000)).toBeLessThan(5);

      const stale = await t.api('PUT', adminPromotionPaths.sale(1), { token: catalogue, body: saleBody(seeded) });
      expect([stale.status, stale.body.msg]).toEqual([409, m.saleChanged]);
      const log = await auditOf('sale', 1);
      expect(log[0]).toMatchObject({ action: 'sale.update', before: { title: seeded.title }, after: { title: 'The Spring Sale' } });
    });

    it('creates a sale; refuses an end before the start, no or unknown categories, a picture elsewhere', async () => {
      const seeded = (await t.api<AdminSale>('GET', adminPromotionPaths.sale(1), { token: catalogue })).body.data;
      const { version: _v, ...fresh } = saleBody(seeded, { title: 'Later sale', starts_at: iso(10 * DAY), ends_at: iso(12 * DAY) });
      const made = await t.api<AdminSale>('POST', adminPromotionPaths.sales, { token: catalogue, body: fresh });
      expect(made.status, made.text).toBe(200);
      expect(made.body.data.categories).toEqual(seeded.categories);
      // Not started: the shop still shows the sale on now.
      expect((await t.api<Sale>('GET', paths.saleBanner)).body.data.id).toBe(1);

      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ ends_at: iso(9 * DAY) }, { ends_at: m.saleEndBeforeStart }],
        [{ category_ids: [] }, { category_ids: m.saleCategoriesRequired }],
        [{ banner_img: 'https://elsewhere.example/x.png' }, { banner_img: m.saleBannerInvalid }],
        [{ title: ' ' }, { title: m.saleTitleRequired }],
      ];
      for (const [over, errors] of cases) {
        const res = await t.api('POST', adminPromotionPaths.sales, { token: catalogue, body: { ...fresh, ...over } });
        expect(res.status, JSON.stringify(over)).toBe(422);
        expect(fieldErrors(res)).toMatchObject(errors);
      }
      const unknown = await t.api('POST', adminPromotionPaths.sales, { token: catalogue, body: { ...fresh, category_ids: [987_654] } });
      expect([unknown.status, fieldErrors(unknown)]).toEqual([422, { category_ids: m.saleCategoryUnknownConsole }]);
      expect((await t.api('GET', adminPromotionPaths.sale(987_654), { token: catalogue })).status).toBe(404);
    });
  });

  describe('currencies', () => {
    it('edits the rates and the default: the shop lists the default first, and a rate of 0 is refused', async () => {
      const read = await t.api<AdminCurrencies>('GET', adminPromotionPaths.currencies, { token: catalogue });
      expect(read.status, read.text).toBe(200);
      const list = read.body.data.currencies;
      expect(list.filter((c) => c.is_default).map((c) => c.symbol)).toEqual(['USD']);
      const eur = list.find((c) => c.symbol === 'EUR')!;
      expect((await t.api<Currency[]>('GET', paths.allCurrency)).body.data[0]!.symbol).toBe('USD');

      const zero = await t.api('PUT', adminPromotionPaths.currencies, {
        token: catalogue,
        body: { version: read.body.data.version, default_id: eur.id, rates: [{ id: eur.id, exchange_rate: 0 }] },
      });
      expect(zero.status).toBe(422);
      expect(fieldErrors(zero)).toEqual({ 'rates[0].exchange_rate': m.currencyRateInvalid });
      const unknown = await t.api('PUT', adminPromotionPaths.currencies, {
        token: catalogue,
        body: { version: read.body.data.version, default_id: 987_654, rates: [] },
      });
      expect([unknown.status, fieldErrors(unknown)]).toEqual([422, { default_id: m.currencyDefaultInvalid }]);

      const saved = await t.api<AdminCurrencies>('PUT', adminPromotionPaths.currencies, {
        token: catalogue,
        body: { version: read.body.data.version, default_id: eur.id, rates: [{ id: eur.id, exchange_rate: 0.95 }] },
      });
      expect(saved.status, saved.text).toBe(200);
      expect(saved.body.data.currencies.filter((c) => c.is_default).map((c) => c.symbol)).toEqual(['EUR']);
      const shop = (await t.api<Currency[]>('GET', paths.allCurrency)).body.data;
      expect(shop[0]).toMatchObject({ symbol: 'EUR', exchange_rate: 0.95 });
      expect(shop.length).toBe(list.length);

      const stale = await t.api('PUT', adminPromotionPaths.currencies, {
        token: catalogue,
        body: { version: read.body.data.version, default_id: eur.id, rates: [] },
      });
      expect([stale.status, stale.body.msg]).toEqual([409, m.currenciesChanged]);
      expect((await auditOf('currency', 'all'))[0]).toMatchObject({ action: 'currency.update' });

      // Back to USD for the other suites' sake.
      const usd = list.find((c) => c.symbol === 'USD')!;
      const back = await t.api('PUT', adminPromotionPaths.currencies, {
        token: catalogue,
        body: { version: saved.body.data.version, default_id: usd.id, rates: [{ id: eur.id, exchange_rate: eur.exchange_rate }] },
      });
      expect(back.status, back.text).toBe(200);
      expect((await t.api<Currency[]>('GET', paths.allCurrency)).body.data[0]!.symbol).toBe('USD');
    });
  });

  it('refuses the roles without catalogue.manage', async () => {
    for (const role of ['fulfilment', 'support', 'content'] as const) {
      const token = await staffToken(t, role);
      expect((await t.api('GET', adminPromotionPaths.coupons, { token })).status, role).toBe(403);
      expect((await t.api('PUT', adminPromotionPaths.currencies, { token, body: {} })).status, role).toBe(403);
    }
    expect((await t.api('GET', adminPromotionPaths.sales, { token: await staffToken(t, 'manager') })).status).toBe(200);
  });
});
