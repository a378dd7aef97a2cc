import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { GoodsCard, GoodsPage } from '../../../../contract/catalog';
import { goods } from '../../../../server/db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { signIn, visitorToken } from '../../helpers/sessions';
import { rowsOf } from '../../helpers/catalog';

/** The price a shopper pays for one piece, as the list sorts and filters by it. */
const effective = (c: GoodsCard) =>
  c.price_type === 2 && c.special_price != null ? c.special_price : c.price_type === 3 && c.ladder_price.length ? c.ladder_price[0]!.price : c.price;

describe.each(backends())('POST api/goods/list (%s)', (backend) => {
  let t: TestApp;
  const list = async (form: Record<string, string | number | (string | number)[]>, token?: string) => {
    const res = await t.api<GoodsPage>('POST', paths.goodsList, { form, token });
    expect(res.body.code, res.text).toBe(200);
    return res.body.data;
  };
  /** Every page of a query, joined. */
  const all = async (form: Record<string, string | number | (string | number)[]>) => {
    const first = await list({ ...form, page_size: 50 });
    const items = [...first.items];
    for (let p = 2; items.length < first.total; p++) items.push(...(await list({ ...form, page_size: 50, page: p })).items);
    return { total: first.total, items };
  };
  let optical: { id: number; children: number[] };

  beforeAll(async () => {
    t = await startTestApp(backend);
    const tops = await rowsOf<{ id: number }>(t.db, sql`select id from categories where slug = 'optical-frames'`);
    const kids = await rowsOf<{ id: number }>(t.db, sql`select id from categories where parent_id = ${tops[0]!.id} order by id`);
    optical = { id: Number(tops[0]!.id), children: kids.map((k) => Number(k.id)) };
  });
  afterAll(() => t?.close());

  it('answers a page of GoodsCards with the total, newest first by default', async () => {
    const page = await list({});
    const { n } = (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from goods where is_active`))[0]!;
    expect(page).toMatchObject({ page: 1, page_size: 10, total: Number(n) });
    expect(page.items).toHaveLength(10);
    const card = page.items[0]!;
    expect(Object.keys(card).sort()).toEqual([
      'colors',
      'id',
      'img',
      'in_stock',
      'is_wish',
      'ladder_price',
      'name',
      'price',
      'price_type',
      'rating',
      'review_count',
      'sku',
      'special_price',
    ]);
    expect(card.img).toMatch(new RegExp(`^/api/goods/image/${card.id}\\.svg\\?color=[0-9a-f]{6}$`));
    expect(card.in_stock).toBe(card.colors.some((c) => c.stock_qty > 0));
    const created = await rowsOf<{ id: number }>(t.db, sql`select id from goods where is_active order by created_at desc, id desc limit 10`);
    expect(page.items.map((c) => c.id)).toEqual(created.map((r) => Number(r.id)));
  });

  it('pages without gaps or repeats, and a page past the end is empty with the total', async () => {
    const form = { category_id: optical.id, sort: 'price_asc' };
    const p1 = await list({ ...form, page_size: 7 });
    const p2 = await list({ ...form, page_size: 7, page: 2 });
    const both = await list({ ...form, page_size: 14 });
    expect([...p1.items, ...p2.items].map((c) => c.id)).toEqual(both.items.map((c) => c.id));
    const far = await list({ ...form, page: 500 });
    expect(far).toMatchObject({ items: [], page: 500, total: p1.total });
  });

  it('includes the children of a category, and accepts JSON bodies', async () => {
    const { items, total } = await all({ category_id: optical.id });
    const { n } = (
      await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from goods where is_active and category_id in (
      select id from categories where id = ${optical.id} or parent_id = ${optical.id})`,
      )
    )[0]!;
    expect(total).toBe(Number(n));
    expect(total).toBeGreaterThan(100);
    const cats = await rowsOf<{ category_id: number }>(
      t.db,
      sql`select distinct category_id from goods where id in (${sql.join(
        items.map((i) => sql`${i.id}`),
        sql`, `,
      )})`,
    );
    expect(cats.map((c) => Number(c.category_id)).sort()).toEqual([...optical.children].sort());
    const child = await t.api<GoodsPage>('POST', paths.goodsList, { body: { category_id: optical.children[0] } });
    expect(child.body.data.total).toBeLessThan(total);
    expect(child.body.data.total).toBeGreaterThan(0);
  });

  it('combines filters: any-of within a filter, all-of across (shape + colour)', async () => {
    const [pick] = await rowsOf<{ shape: string; color: string }>(
      t.db,
      sql`select g.shape, v.color from goods g join goods_variants v on v.goods_id = g.id
      where g.shape <> '' group by 1, 2 order by count(*) desc limit 1`,
    );
    const { items, total } = await all({ shape: [pick!.shape, 'oval'], color: [pick!.color] });
    expect(total).toBeGreaterThan(0);
    for (const c of items) {
      const [g] = await t.db.select({ shape: goods.shape }).from(goods).where(eq(goods.id, c.id));
      expect([pick!.shape, 'oval']).toContain(g!.shape);
      expect(c.colors.map((x) => x.color)).toContain(pick!.color);
    }
    const { n } = (
      await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from goods g where g.is_active and g.shape in (${pick!.shape}, 'oval')
      and exists (select 1 from goods_variants v where v.goods_id = g.id and v.color = ${pick!.color})`,
      )
    )[0]!;
    expect(total).toBe(Number(n));
    // Colour names match whatever their case.
    expect((await list({ shape: pick!.shape, color: pick!.color.toUpperCase() })).total).toBe(
      (await list({ shape: pick!.shape, color: pick!.color })).total,
    );
  });

  it('filters by material, rim, gender, width bucket and price range on the price paid', async () => {
    const { items } = await all({ material: 'titanium', rim: ['rimless', 'semi-rimless'], gender: 'women' });
    expect(items.length).toBeGreaterThan(0);
    for (const c of items) {
      const [g] = await t.db.select().from(goods).where(eq(goods.id, c.id));
      expect(g).toMatchObject({ material: 'titanium', gender: 'women' });
      expect(['rimless', 'semi-rimless']).toContain(g!.rim);
    }
    for (const [bucket, ok] of [
      ['narrow', (w: number) => w < 50],
      ['medium', (w: number) => w >= 50 && w <= 53],
      ['wide', (w: number) => w > 53],
    ] as const) {
      const res = await all({ width: bucket });
      expect(res.total).toBeGreaterThan(0);
      const widths = await rowsOf<{ w: number }>(
        t.db,
        sql`select lens_width as w from goods where id in (${sql.join(
          res.items.map((i) => sql`${i.id}`),
          sql`, `,
        )})`,
      );
      for (const { w } of widths) expect(ok(Number(w))).toBe(true);
    }
    const cheap = await all({ price_min: 20, price_max: 40 });
    expect(cheap.total).toBeGreaterThan(0);
    for (const c of cheap.items) {
      expect(effective(c)).toBeGreaterThanOrEqual(20);
      expect(effective(c)).toBeLessThanOrEqual(40);
    }
    expect(cheap.items.some((c) => c.price_type !== 1 && (c.price < 20 || c.price > 40))).toBe(true);
  });

  it('sorts by price both ways (the price paid), by rating and by newest', async () => {
    const asc = (await all({ category_id: optical.id, sort: 'price_asc' })).items.map(effective);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await all({ category_id: optical.id, sort: 'price_desc' })).items.map(effective);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const rated = (await all({ category_id: optical.id, sort: 'rating' })).items;
    for (let i = 1; i < rated.length; i++) {
      expect(rated[i]!.rating <= rated[i - 1]!.rating).toBe(true);
      if (rated[i]!.rating === rated[i - 1]!.rating) expect(rated[i]!.review_count <= rated[i - 1]!.review_count).toBe(true);
    }
    const ids = (await list({ category_id: optical.id, sort: 'newest', page_size: 50 })).items.map((c) => c.id);
    const rows = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from goods where id in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )}) order by created_at desc, id desc`,
    );
    expect(ids).toEqual(rows.map((r) => Number(r.id)));
  });

  it('searches name, SKU, colour, material, shape and category by word prefix, case-insensitive', async () => {
    const aviators = await rowsOf<{ id: number }>(t.db, sql`select id from goods where shape = 'aviator' and is_active`);
    const avia = await all({ keywords: 'AVIA' });
    expect(avia.items.map((c) => c.id).sort()).toEqual(aviators.map((r) => Number(r.id)).sort());
    const [one] = await t.db
      .select()
      .from(goods)
      .where(eq(goods.id, Number(aviators[0]!.id)));
    expect((await list({ keywords: one!.sku })).items.map((c) => c.id)).toEqual([one!.id]);
    expect((await list({ keywords: one!.sku.toLowerCase() })).items[0]!.id).toBe(one!.id);
    const tit = await all({ keywords: 'titan' });
    expect(tit.total).toBe(
      Number(
        (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from goods where material = 'titanium' or name ilike '%titan%'`))[0]!.n,
      ),
    );
    const gold = await all({ keywords: 'rose gold' });
    expect(gold.total).toBeGreaterThan(0);
    for (const c of gold.items) expect(c.colors.map((x) => x.color)).toContain('Rose Gold');
    const sun = await all({ keywords: 'polarized' });
    const { n } = (
      await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from goods g join categories c on c.id = g.category_id where c.slug = 'sunglasses-polarized'`,
      )
    )[0]!;
    expect(sun.total).toBeGreaterThanOrEqual(Number(n));
    expect((await list({ keywords: 'cat eye' })).total).toBe((await list({ keywords: 'cat-eye' })).total);
  });

  it('forgives small typos (aviatr, avaitor find the aviators) and finds nothing for xyzzy', async () => {
    const aviators = (await rowsOf<{ id: number }>(t.db, sql`select id from goods where shape = 'aviator' and is_active`))
      .map((r) => Number(r.id))
      .sort();
    for (const typo of ['aviatr', 'avaitor', 'Aviatro']) {
      const res = await all({ keywords: typo });
      expect(res.items.map((c) => c.id).sort(), typo).toEqual(aviators);
    }
    expect(await list({ keywords: 'xyzzy' })).toMatchObject({ items: [], total: 0 });
    expect(await list({ keywords: '!!!' })).toMatchObject({ items: [], total: 0 });
  });

  it('orders a search by relevance unless a sort is asked for, and searches within a category', async () => {
    const relevance = await list({ keywords: 'round titanium', page_size: 50 });
    expect(relevance.total).toBeGreaterThan(0);
    const sorted = await list({ keywords: 'round titanium', sort: 'price_asc', page_size: 50 });
    expect(sorted.items.map((c) => c.id).sort()).toEqual(relevance.items.map((c) => c.id).sort());
    expect(sorted.items.map(effective)).toEqual([...sorted.items.map(effective)].sort((a, b) => a - b));
    // A product named for both words ranks above one matching 'round' by a typo-free shape only.
    const first = relevance.items[0]!;
    expect(first.name.toLowerCase()).toContain('round');
    const inCat = await all({ keywords: 'aviator', category_id: optical.id });
    expect(inCat.total).toBeGreaterThan(0);
    expect(inCat.total).toBeLessThan((await list({ keywords: 'aviator' })).total);
  });

  it('refuses bad paging, filters and sorts with 422, and an unknown category with 404', async () => {
    for (const [form, field, msg] of [
      [{ page: 0 }, 'page', messages.pageInvalid],
      [{ page_size: 51 }, 'page_size', messages.pageInvalid],
      [{ page: 'x' }, 'page', messages.pageInvalid],
      [{ sort: 'cheapest' }, 'sort', messages.filterInvalid],
      [{ price_min: 'abc' }, 'price_min', messages.filterInvalid],
      [{ width: 'huge' }, 'width[0]', messages.filterInvalid],
      [{ category_id: 'abc' }, 'category_id', messages.invalidInput],
    ] as const) {
      // Twice each: a repeated body is answered from what the first one left, and must say the same.
      for (const attempt of [1, 2]) {
        const res = await t.api('POST', paths.goodsList, { form: form as Record<string, string | number> });
        expect(res.status, `${JSON.stringify(form)} #${attempt}`).toBe(422);
        expect(res.body).toMatchObject({ code: 422, msg, data: { errors: { [field]: msg } } });
      }
    }
    for (const attempt of [1, 2]) {
      const res = await t.api('POST', paths.goodsList, { form: { category_id: 99999 } });
      expect(res.status, `#${attempt}`).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: messages.notFound, key: 'notFound', data: null });
    }
    // An empty body is the first page of everything, with the default size.
    const empty = await t.api('POST', paths.goodsList, { raw: '', contentType: 'application/x-www-form-urlencoded' });
    expect(empty.status).toBe(200);
    expect(empty.body.data).toMatchObject({ page: 1, page_size: 10 });
  });

  it("marks the caller's wishes (is_wish) over cached pages, and never fails on a bad token", async () => {
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const wished = (await rowsOf<{ goods_id: number }>(t.db, sql`select goods_id from wish_items where user_id = 1`)).map((r) => Number(r.goods_id));
    const ids = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from goods where id in (${sql.join(
        wished.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    );
    const form = {
      keywords: (
        await t.db
          .select({ sku: goods.sku })
          .from(goods)
          .where(eq(goods.id, Number(ids[0]!.id)))
      )[0]!.sku,
    };
    expect((await list(form)).items[0]!.is_wish).toBe(false);
    expect((await list(form, access_token)).items[0]!.is_wish).toBe(true);
    // The cached page was not changed by the overlay.
    expect((await list(form)).items[0]!.is_wish).toBe(false);
    expect((await list(form, await visitorToken(t))).items[0]!.is_wish).toBe(false);
    expect((await list(form, 'not-a-token')).items[0]!.is_wish).toBe(false);
  });

  it('shows a catalogue write in the next read once the writer invalidates the cache', async () => {
    const first = (await list({ sort: 'newest' })).items[0]!;
    await t.db.update(goods).set({ name: 'Renamed Frame XYZ-1', price: 12.34 }).where(eq(goods.id, first.id));
    // Still cached: the write did not say so yet.
    expect((await list({ sort: 'newest' })).items[0]!.name).toBe(first.name);
    t.app.readCache.invalidateGoods([first.id]);
    expect((await list({ sort: 'newest' })).items[0]).toMatchObject({ id: first.id, name: 'Renamed Frame XYZ-1', price: 12.34 });
  });
});
