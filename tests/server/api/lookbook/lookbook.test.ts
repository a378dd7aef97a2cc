import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import {
  LOOKBOOK_MAX_IDS,
  lookbookIdsParam,
  type CategoryBlock,
  type FrameCollectionBlock,
  type LookbookIds,
  type LookbookProducts,
} from '../../../../contract/lookbook';
import { categories, goods } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, register } from '../../helpers/sessions';

describe.each(backends())('the frames lookbook: getFrameCollectionBlocks, getCategoryBlocks, get_all_product_id, getProducts (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const allIds = async (body: object = {}) => t.api<LookbookIds & { errors: Record<string, string> }>('POST', paths.allProductIds, { body });
  const products = (ids: number[] | string, token?: string) =>
    t.api<LookbookProducts & { errors: Record<string, string> }>(
      'GET',
      `${paths.lookbookProducts}?ids=${typeof ids === 'string' ? ids : lookbookIdsParam(ids)}`,
      { token },
    );

  it('getFrameCollectionBlocks answers the collections holding frames, in menu order, with a cover and counts that add up to every frame', async () => {
    const res = await t.api<FrameCollectionBlock[]>('GET', paths.frameCollectionBlocks);
    expect(res.status, res.text).toBe(200);
    const names = res.body.data.map((c) => c.name);
    expect(names).toEqual(['Optical Frames', 'Sunglasses', 'Blue Light Glasses', 'Sports Glasses', 'Kids Glasses', 'Reading Glasses']);
    for (const c of res.body.data) {
      expect(c.img).toMatch(/^\/api\/goods\/image\/\d+\.svg/);
      expect(c.count).toBeGreaterThan(0);
    }
    const frames = (await t.db.execute(
      sql`select count(*)::int as n from goods where is_active and attrs->>'kind' in ('frame', 'sun')`,
    )) as unknown as { rows: { n: number }[] };
    expect(res.body.data.reduce((n, c) => n + c.count, 0)).toBe(Number(frames.rows[0]!.n));
    expect((await allIds()).body.data.ids).toHaveLength(Number(frames.rows[0]!.n));
  });

  it("getCategoryBlocks answers each collection's categories (the collection itself when it has none) whose counts add up to the collection's", async () => {
    const collections = (await t.api<FrameCollectionBlock[]>('GET', paths.frameCollectionBlocks)).body.data;
    const all = (await t.api<CategoryBlock[]>('GET', paths.categoryBlocks)).body.data;
    for (const c of collections) {
      const mine = all.filter((b) => b.collection_id === c.id);
      expect(
        mine.reduce((n, b) => n + b.count, 0),
        c.name,
      ).toBe(c.count);
      const one = await t.api<CategoryBlock[]>('GET', `${paths.categoryBlocks}?collection_id=${c.id}`);
      expect(one.body.data).toEqual(mine);
    }
    const optical = collections.find((c) => c.name === 'Optical Frames')!;
    expect(all.filter((b) => b.collection_id === optical.id).map((b) => b.name)).toEqual(['Men', 'Women', 'Kids/Teens', 'Unisex']);
    const blue = collections.find((c) => c.name === 'Blue Light Glasses')!;
    expect(all.filter((b) => b.collection_id === blue.id).map((b) => b.id)).toEqual([blue.id]);
  });

  it('get_all_product_id answers every frame once, grouped by collection then category, and narrows to a collection or a category', async () => {
    const ids = (await allIds()).body.data.ids;
    expect(new Set(ids).size).toBe(ids.length);
    const blocks = (await t.api<CategoryBlock[]>('GET', paths.categoryBlocks)).body.data;
    // In lookbook order the ids run category block after category block.
    const rows = await t.db.select({ id: goods.id, categoryId: goods.categoryId }).from(goods).where(inArray(goods.id, ids));
    const categoryOf = new Map(rows.map((r) => [r.id, r.categoryId]));
    const runs = ids.map((id) => categoryOf.get(id)).filter((c, i, all) => i === 0 || c !== all[i - 1]);
    expect(runs).toEqual(blocks.map((b) => b.id));

    const sun = blocks.find((b) => b.name === 'Polarized')!;
    const ofCollection = (await allIds({ collection_id: sun.collection_id })).body.data.ids;
    const ofCategory = (await allIds({ category_id: sun.id })).body.data.ids;
    expect(ofCategory).toHaveLength(sun.count);
    expect(ofCollection).toEqual(ids.filter((id) => blocks.find((b) => b.id === categoryOf.get(id))!.collection_id === sun.collection_id));
    expect(ofCollection).toEqual(expect.arrayContaining(ofCategory));
    expect((await allIds({ collection_id: sun.collection_id, category_id: sun.id })).body.data.ids).toEqual(ofCategory);
    // Form-encoded, as the app's other posts
    const form = await t.api<LookbookIds>('POST', paths.allProductIds, { form: { category_id: sun.id } });
    expect(form.body.data.ids).toEqual(ofCategory);
  });

  it('get_all_product_id refuses a collection or category without frames (404) and a malformed id (422)', async () => {
    const [lenses] = await t.db.select().from(categories).where(eq(categories.slug, 'lenses'));
    const [cases] = await t.db.select().from(categories).where(eq(categories.slug, 'accessories-cases'));
    const [men] = await t.db.select().from(categories).where(eq(categories.slug, 'optical-frames-men'));
    const [sun] = await t.db.select().from(categories).where(eq(categories.slug, 'sunglasses'));
    for (const [body, msg] of [
      [{ collection_id: lenses!.id }, messages.lookbookCollectionUnknown],
      [{ collection_id: men!.id }, messages.lookbookCollectionUnknown],
      [{ collection_id: 999_999 }, messages.lookbookCollectionUnknown],
      [{ category_id: cases!.id }, messages.lookbookCategoryUnknown],
      [{ collection_id: sun!.id, category_id: men!.id }, messages.lookbookCategoryUnknown],
    ] as const) {
      const res = await allIds(body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body.msg).toBe(msg);
    }
    expect((await t.api('GET', `${paths.categoryBlocks}?collection_id=${lenses!.id}`)).status).toBe(404);
    for (const body of [{ collection_id: 'abc' }, { category_id: -1 }, { category_id: 1.5 }, { collection_id: 9_999_999_999 }]) {
      const res = await allIds(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.data.errors)).toEqual(Object.keys(body));
    }
  });

  it('getProducts answers the cards of the ids in the order asked, each with its category, leaving out what is not a frame', async () => {
    const ids = (await allIds()).body.data.ids;
    const page = ids.slice(24, 48).reverse();
    const res = await products(page);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.items.map((c) => c.id)).toEqual(page);
    const rows = await t.db.select({ id: goods.id, categoryId: goods.categoryId }).from(goods).where(inArray(goods.id, page));
    for (const card of res.body.data.items) {
      expect(card.category_id).toBe(rows.find((r) => r.id === card.id)!.categoryId);
      expect(card.img).toMatch(/^\/api\/goods\/image\/\d+\.svg/);
      expect(card.is_wish).toBe(false);
    }
    const [lens] = await t.db
      .select()
      .from(goods)
      .where(sql`${goods.attrs}->>'kind' = 'lens'`)
      .limit(1);
    expect((await products([ids[0]!, lens!.id, 999_999])).body.data.items.map((c) => c.id)).toEqual([ids[0]]);
  });

  it("getProducts lays the caller's wishes over the cards", async () => {
    const ids = (await allIds()).body.data.ids.slice(0, 3);
    const token = (await register(t, newEmail('lookbook'))).access_token;
    expect((await t.api('POST', paths.addWish, { token, body: { goods_ids: [ids[1]] } })).status).toBe(200);
    const mine = (await products(ids, token)).body.data.items;
    expect(mine.map((c) => c.is_wish)).toEqual([false, true, false]);
    expect((await products(ids)).body.data.items.map((c) => c.is_wish)).toEqual([false, false, false]);
  });

  it('a frame taken off sale leaves the lookbook at once (its cache is dropped with the product)', async () => {
    const before = (await allIds()).body.data.ids;
    const gone = before[5]!;
    await t.db.update(goods).set({ status: 'archived' }).where(eq(goods.id, gone));
    t.app.readCache.invalidateGoods([gone]);
    const after = (await allIds()).body.data.ids;
    expect(after).toEqual(before.filter((id) => id !== gone));
    expect((await products([gone])).body.data.items).toEqual([]);
    await t.db.update(goods).set({ status: 'published' }).where(eq(goods.id, gone));
    t.app.readCache.invalidateGoods([gone]);
  });

  it('getProducts refuses no ids, more than 48, or anything but comma-separated ids (422, the message names the rule)', async () => {
    const many = Array.from({ length: LOOKBOOK_MAX_IDS + 1 }, (_, i) => i + 1).join(',');
    for (const q of ['', 'abc', '1,,2', '1;2', '-1', '0', many, '99999999999']) {
      const res = await products(q);
      expect(res.status, q).toBe(422);
      expect(res.body.data.errors).toEqual({ ids: messages.lookbookIdsInvalid });
    }
    expect((await t.api('GET', paths.lookbookProducts)).status).toBe(422);
  });

  it('every lookbook call is in the OpenAPI document', async () => {
    const doc = (await fetch(`${t.url}/docs/openapi.json`).then((r) => r.json())) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/getFrameCollectionBlocks']!)).toContain('get');
    expect(Object.keys(doc.paths['/api/getCategoryBlocks']!)).toContain('get');
    expect(Object.keys(doc.paths['/api/getProducts']!)).toContain('get');
    expect(Object.keys(doc.paths['/Product/get_all_product_id']!)).toContain('post');
  });
});
