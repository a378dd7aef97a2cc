import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { GoodsPage } from '../../../../contract/catalog';
import { PAGE_SIZE } from '../../../../contract/constants';
import type { Sale, SaleCategory } from '../../../../contract/sale';
import { categories, goods, saleEvents } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { visitorToken } from '../../helpers/sessions';

const DAY = 86_400_000;

describe.each(backends())('the sale: countDown, getBanner, getCategory, getProducts (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const countDown = (body: unknown, form = false) => t.api('POST', paths.countDown, form ? { form: body as Record<string, string> } : { body });

  it("countDown answers the seconds left by the server's clock, from unix seconds or an ISO date-time, form or JSON", async () => {
    const end = Date.now() + 3_600_000;
    for (const res of [
      await countDown({ end_time: Math.floor(end / 1000) }),
      await countDown({ end_time: String(Math.floor(end / 1000)) }, true),
      await countDown({ end_time: new Date(end).toISOString() }),
    ]) {
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.seconds_left).toBeGreaterThan(3_590);
      expect(res.body.data.seconds_left).toBeLessThanOrEqual(3_600);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('countDown answers 0 for a time already passed', async () => {
    expect((await countDown({ end_time: Math.floor((Date.now() - DAY) / 1000) })).body.data).toEqual({ seconds_left: 0 });
    expect((await countDown({ end_time: '2020-01-01T00:00:00Z' })).body.data).toEqual({ seconds_left: 0 });
  });

  it("countDown refuses an end time that is neither (422, the field's message)", async () => {
    for (const body of [{ end_time: 'next friday' }, { end_time: '2026-12-01T10:00:00' }, { end_time: -5 }, { end_time: true }, {}]) {
      const res = await countDown(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.data.errors).toEqual({ end_time: messages.endTimeInvalid });
    }
  });

  it('getBanner answers the seeded sale, live: started before now, ending a few days after the seed run, with its banner', async () => {
    const res = await t.api<Sale>('GET', paths.saleBanner);
    expect(res.status, res.text).toBe(200);
    const sale = res.body.data;
    expect(sale.title).toBe('The Season Sale');
    expect(Date.parse(sale.starts_at)).toBeLessThan(Date.now());
    expect(Date.parse(sale.ends_at)).toBeGreaterThan(Date.now() + 2 * DAY);
    expect(sale.banners).toHaveLength(1);
    expect(sale.banners[0]!.img).toMatch(/^\/api\/goods\/image\/\d+\.svg/);
    expect(sale.banners[0]!.alt).not.toBe('');
    const left = (await countDown({ end_time: sale.ends_at })).body.data.seconds_left;
    expect(Math.abs(left - (Date.parse(sale.ends_at) - Date.now()) / 1000)).toBeLessThan(5);
  });

  it('getCategory answers its categories in order with how many goods are on sale; getProducts pages them, cheapest first, filtered by category', async () => {
    const cats = (await t.api<SaleCategory[]>('GET', paths.saleCategories)).body.data;
    expect(cats.map((c) => c.name)).toEqual(['Optical Frames', 'Sunglasses', 'Blue Light Glasses']);
    for (const c of cats) expect(c.count).toBeGreaterThan(0);

    const all = await t.api<GoodsPage>('GET', paths.saleProducts, { token: await visitorToken(t) });
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.total).toBe(cats.reduce((n, c) => n + c.count, 0));
    expect(all.body.data.page_size).toBe(PAGE_SIZE);
    expect(all.body.data.items).toHaveLength(PAGE_SIZE);
    for (const card of all.body.data.items) {
      expect(card.price_type).toBe(2);
      expect(card.special_price!).toBeLessThan(card.price);
    }
    const prices = all.body.data.items.map((c) => c.special_price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const sun = cats.find((c) => c.name === 'Sunglasses')!;
    const first = (await t.api<GoodsPage>('GET', `${paths.saleProducts}?category_id=${sun.id}`)).body.data;
    const second = (await t.api<GoodsPage>('GET', `${paths.saleProducts}?category_id=${sun.id}&page=2`)).body.data;
    expect(first.total).toBe(sun.count);
    expect(second.page).toBe(2);
    const ids = [...first.items, ...second.items].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const sunCategories = (await t.db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, sun.id))).map((r) => r.id);
    const rows = await t.db.select({ categoryId: goods.categoryId }).from(goods).where(inArray(goods.id, ids));
    for (const r of rows) expect([sun.id, ...sunCategories]).toContain(r.categoryId);
  });

  it('getProducts refuses a category the sale does not cover (404) and a malformed one or page (422)', async () => {
    const [lenses] = await t.db.select().from(categories).where(eq(categories.slug, 'lenses'));
    const res = await t.api('GET', `${paths.saleProducts}?category_id=${lenses!.id}`);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(messages.saleCategoryUnknown);
    expect((await t.api('GET', `${paths.saleProducts}?category_id=abc`)).status).toBe(422);
    const badPage = await t.api('GET', `${paths.saleProducts}?page=0`);
    expect(badPage.status).toBe(422);
    expect(badPage.body.data.errors).toEqual({ page: messages.pageInvalid });
  });

  it('an ended sale still shows (its countdown at 0); with no sale started, 404', async () => {
    const ended = new Date(Date.now() - 60_000);
    await t.db
      .update(saleEvents)
      .set({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: ended })
      .where(eq(saleEvents.id, 1));
    t.app.readCache.invalidate('sales');
    const sale = (await t.api<Sale>('GET', paths.saleBanner)).body.data;
    expect(Date.parse(sale.ends_at)).toBe(ended.getTime());
    expect((await countDown({ end_time: sale.ends_at })).body.data).toEqual({ seconds_left: 0 });

    await t.db
      .update(saleEvents)
      .set({ startsAt: new Date(Date.now() + DAY), endsAt: new Date(Date.now() + 2 * DAY) })
      .where(eq(saleEvents.id, 1));
    t.app.readCache.invalidate('sales');
    for (const path of [paths.saleBanner, paths.saleCategories, paths.saleProducts]) {
      const res = await t.api('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.msg).toBe(messages.saleNotFound);
    }
  });
});
