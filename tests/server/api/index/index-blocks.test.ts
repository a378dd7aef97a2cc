import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { COUPON_IDS } from '../../../../contract/constants';
import { paths } from '../../../../contract/endpoints';
import type { GoodsCard, IndexBlock } from '../../../../contract/catalog';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { signIn } from '../../helpers/sessions';
import { rowsOf } from '../../helpers/catalog';

describe.each(backends())('POST api/index/indexBlocks and indexGoods (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const blocks = async (query: string) => {
    const res = await t.api<IndexBlock[]>('POST', `${paths.indexBlocks}${query}`, { form: { type: 'wap' } });
    expect(res.body.code, res.text).toBe(200);
    return res.body.data;
  };

  it('answers the hero for ?top, with slides of real products', async () => {
    const top = await blocks('?top');
    expect(top).toHaveLength(1);
    expect(top[0]).toMatchObject({
      kind: 'hero',
      title: expect.any(String),
      subtitle: expect.any(String),
      link: expect.stringMatching(/^\/goods-list\/\d+$/),
      goods: [],
    });
    expect(top[0]!.items.length).toBeGreaterThanOrEqual(2);
    for (const i of top[0]!.items) {
      expect(Object.keys(i).sort()).toEqual(['alt', 'id', 'img', 'link', 'subtitle', 'title']);
      expect(i.img).toMatch(/^\/api\/goods\/image\/\d+\.svg\?color=[0-9a-f]{6}$/);
      expect((await fetch(`${t.url}${i.img}`)).status).toBe(200);
    }
  });

  it('answers the home blocks for ?index: category tiles, three goods rows, the ladder promo, the coupons offered', async () => {
    const home = await blocks('?index');
    expect(home.map((b) => b.kind)).toEqual(['category_tiles', 'goods_row', 'goods_row', 'goods_row', 'promo', 'coupons']);
    // The coupon strip's offer (the operator's, the seed's COUPON_IDS to start with), in its order.
    expect(home[5]!.items.map((i) => i.id)).toEqual([...COUPON_IDS]);
    const tops = await rowsOf<{ id: number; name: string }>(t.db, sql`select id, name from categories where parent_id is null order by sort`);
    expect(home[0]!.items.map((i) => i.title)).toEqual(tops.map((c) => c.name));
    expect(home[0]!.items.map((i) => i.link)).toEqual(tops.map((c) => `/goods-list/${c.id}`));
    for (const i of home[0]!.items) expect(i.img).toMatch(/^\/api\/goods\/image\/\d+\.svg/);
    const rows = home.filter((b) => b.kind === 'goods_row');
    expect(rows.map((b) => b.title)).toEqual(['New arrivals', 'Best sellers', 'On sale']);
    expect(rows.map((b) => b.tab)).toEqual(['new', 'best', 'sale']);
    for (const row of rows) {
      expect(row.goods).toHaveLength(10);
      const tab = await t.api<GoodsCard[]>('POST', paths.indexGoods, { form: { type: row.tab! } });
      expect(row.goods).toEqual(tab.body.data);
    }
    expect(home[4]!.title).toMatch(/pay less/i);
    expect(home[4]!.items.length).toBeGreaterThanOrEqual(3);
    expect(await blocks('')).toEqual([...(await blocks('?top')), ...home]);
  });

  it('answers 10 goods per tab: newest, most reviewed, deepest discount; all in stock', async () => {
    const tab = async (type: string) => (await t.api<GoodsCard[]>('POST', paths.indexGoods, { body: { type } })).body.data;
    const fresh = await tab('new');
    expect(fresh).toHaveLength(10);
    const newest = await rowsOf<{ id: number }>(
      t.db,
      sql`select g.id from goods g where g.is_active and exists
      (select 1 from goods_variants v where v.goods_id = g.id and v.stock_qty > 0) order by g.created_at desc, g.id desc limit 10`,
    );
    expect(fresh.map((c) => c.id)).toEqual(newest.map((r) => Number(r.id)));
    const best = await tab('best');
    const counts = best.map((c) => c.review_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const sale = await tab('sale');
    expect(sale).toHaveLength(10);
    const off = sale.map((c) => (c.price - c.special_price!) / c.price);
    for (const c of sale) expect(c.price_type).toBe(2);
    expect(off).toEqual([...off].sort((a, b) => b - a));
    for (const c of [...fresh, ...best, ...sale]) expect(c.in_stock).toBe(true);
    expect((await t.api('POST', paths.indexGoods, { body: { type: 'hot' } })).status).toBe(422);
    expect((await t.api('POST', paths.indexBlocks, { body: { type: 'tv' } })).status).toBe(422);
  });

  it("marks the caller's wishes in goods rows", async () => {
    const best = (await t.api<GoodsCard[]>('POST', paths.indexGoods, { body: { type: 'best' } })).body.data;
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const added = await t.api<number[]>('POST', paths.addWish, { form: { goods_ids: [best[0]!.id] }, token: access_token });
    expect(added.body.data).toContain(best[0]!.id);
    const mine = (await t.api<GoodsCard[]>('POST', paths.indexGoods, { body: { type: 'best' }, token: access_token })).body.data;
    expect(mine[0]!.is_wish).toBe(true);
    expect(mine.slice(1).every((c) => c.is_wish === false || c.id !== best[0]!.id)).toBe(true);
    const home = (await t.api<IndexBlock[]>('POST', `${paths.indexBlocks}?index`, { token: access_token })).body.data;
    expect(home.find((b) => b.tab === 'best')!.goods[0]!.is_wish).toBe(true);
    expect((await t.api<GoodsCard[]>('POST', paths.indexGoods, { body: { type: 'best' } })).body.data[0]!.is_wish).toBe(false);
  });
});
