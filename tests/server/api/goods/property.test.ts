import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { GoodsPage, GoodsProperties } from '../../../../contract/catalog';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { rowsOf } from '../../helpers/catalog';

describe.each(backends())('GET api/goods/property and replenishProperty (%s)', (backend) => {
  let t: TestApp;
  let sunglasses: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    sunglasses = Number((await rowsOf<{ id: number }>(t.db, sql`select id from categories where slug = 'sunglasses'`))[0]!.id);
  });
  afterAll(() => t?.close());

  const total = async (form: Record<string, string | number>) =>
    (await t.api<GoodsPage>('POST', paths.goodsList, { form: { ...form, page_size: 1 } })).body.data.total;

  it('counts each filter value of a category (with its children) as the list would show it', async () => {
    const res = await t.api<GoodsProperties>('GET', `${paths.goodsProperty}?category_id=${sunglasses}`);
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(Object.keys(p).sort()).toEqual(['color', 'gender', 'material', 'price', 'rim', 'shape', 'width']);
    expect(p.shape.length).toBeGreaterThan(3);
    for (const f of [...p.shape.slice(0, 3), ...p.material.slice(0, 2), ...p.gender]) expect(f.count).toBeGreaterThan(0);
    for (const f of p.shape.slice(0, 3)) expect(f.count).toBe(await total({ category_id: sunglasses, shape: f.value }));
    for (const f of p.color.slice(0, 3)) {
      expect(f.hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(f.count).toBe(await total({ category_id: sunglasses, color: f.value }));
    }
    for (const f of p.width) expect(f.count).toBe(await total({ category_id: sunglasses, width: f.value }));
    expect(p.width.map((w) => w.value)).toEqual(expect.arrayContaining(['medium', 'wide']));
    expect(p.gender.map((g) => g.value)).toEqual(['men', 'women', 'unisex']);
    // Labels are words a person reads.
    const cat = (await t.api<GoodsProperties>('GET', paths.goodsProperty)).body.data.shape.find((s) => s.value === 'cat-eye');
    expect(cat?.label).toBe('Cat-eye');
    expect(p.rim.find((r) => r.value === 'full-rim')?.label).toBe('Full-rim');
    const all = await total({ category_id: sunglasses });
    expect(p.price.min).toBeLessThan(p.price.max);
    expect(await total({ category_id: sunglasses, price_min: p.price.min, price_max: p.price.max })).toBe(all);
    expect(await total({ category_id: sunglasses, price_max: p.price.min - 0.01 })).toBe(0);
  });

  it('counts the goods of a search', async () => {
    const res = await t.api<GoodsProperties>('GET', `${paths.replenishProperty}?keywords=aviator`);
    expect(res.status).toBe(200);
    expect(res.body.data.shape).toEqual([{ value: 'aviator', label: 'Aviator', count: await total({ keywords: 'aviator' }) }]);
    const none = (await t.api<GoodsProperties>('GET', `${paths.replenishProperty}?keywords=xyzzy`)).body.data;
    expect(none).toEqual({ shape: [], color: [], material: [], rim: [], gender: [], width: [], price: { min: 0, max: 0 } });
  });

  it('answers 404 for an unknown category and 422 for a malformed one', async () => {
    expect((await t.api('GET', `${paths.goodsProperty}?category_id=99999`)).body).toEqual({
      code: 404,
      msg: messages.notFound,
      key: 'notFound',
      data: null,
    });
    expect((await t.api('GET', `${paths.goodsProperty}?category_id=x`)).status).toBe(422);
  });
});
