import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { GoodsCard, GoodsDetail } from '../../../../contract/catalog';
import { categories, goods, goodsVariants } from '../../../../server/db/schema';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { signIn } from '../../helpers/sessions';
import { rowsOf } from '../../helpers/catalog';

describe.each(backends())('GET api/goods/:id and recommendation (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('answers the product page: card, category with parent, measurements, variants, front and side images', async () => {
    const [g] = await rowsOf<{ id: number }>(
      t.db,
      sql`select g.id from goods g join categories c on c.id = g.category_id
      where c.parent_id is not null and g.price_type = 3 and (select count(*) from goods_variants v where v.goods_id = g.id) >= 2 order by g.id limit 1`,
    );
    const id = Number(g!.id);
    const res = await t.api<GoodsDetail>('GET', paths.goodsDetail(id));
    expect(res.status).toBe(200);
    const d = res.body.data;
    const [row] = await t.db.select().from(goods).where(eq(goods.id, id));
    const [cat] = await t.db.select().from(categories).where(eq(categories.id, row!.categoryId));
    const [parent] = await t.db.select().from(categories).where(eq(categories.id, cat!.parentId!));
    const variants = await t.db.select().from(goodsVariants).where(eq(goodsVariants.goodsId, id)).orderBy(goodsVariants.sort);
    expect(d).toMatchObject({
      id,
      name: row!.name,
      sku: row!.sku,
      // The seed's plain-text description: one paragraph of its words (rendered as the console previews Markdown).
      description_html: `<p>${row!.description}</p>`,
      price_type: 3,
      price: row!.price,
      special_price: null,
      material: row!.material,
      shape: row!.shape,
      rim: row!.rim,
      gender: row!.gender,
      purchase_limit: 0,
      is_wish: false,
      rating: row!.rating,
      review_count: row!.reviewCount,
      category: { id: cat!.id, name: cat!.name, parent: { id: parent!.id, name: parent!.name } },
      measurements: { lens_width: row!.lensWidth, bridge: row!.bridge, temple: row!.temple, lens_height: row!.lensHeight, weight: row!.weight },
      variants: variants.map((v) => ({ id: v.id, color: v.color, color_hex: v.colorHex, stock_qty: v.stockQty })),
    });
    expect(d.ladder_price.map((l) => l.min_qty)).toEqual([1, 10, 50, 100].slice(0, d.ladder_price.length));
    expect(d.images).toHaveLength(variants.length * 2);
    for (const v of variants) {
      const hex = v.colorHex.slice(1);
      expect(d.images.filter((i) => i.variant_id === v.id)).toEqual([
        { url: `/api/goods/image/${id}.svg?color=${hex}`, alt: expect.stringContaining(v.color), variant_id: v.id, view: 'front' },
        { url: `/api/goods/image/${id}.svg?color=${hex}&view=side`, alt: expect.stringContaining(v.color), variant_id: v.id, view: 'side' },
      ]);
    }
    const img = await fetch(`${t.url}${d.images[1]!.url}`);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('gives a top-level category no parent, and marks a wished product for its owner only', async () => {
    const [w] = await rowsOf<{ goods_id: number }>(t.db, sql`select goods_id from wish_items where user_id = 1 order by id limit 1`);
    const id = Number(w!.goods_id);
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    expect((await t.api<GoodsDetail>('GET', paths.goodsDetail(id))).body.data.is_wish).toBe(false);
    expect((await t.api<GoodsDetail>('GET', paths.goodsDetail(id), { token: access_token })).body.data.is_wish).toBe(true);
    const [top] = await rowsOf<{ id: number }>(
      t.db,
      sql`select g.id from goods g join categories c on c.id = g.category_id where c.parent_id is null limit 1`,
    );
    expect((await t.api<GoodsDetail>('GET', paths.goodsDetail(Number(top!.id)))).body.data.category.parent).toBeNull();
  });

  it('answers 404 for an unknown or inactive product and 422 for a non-numeric id', async () => {
    expect((await t.api('GET', paths.goodsDetail(999999))).body).toEqual({
      code: 404,
      msg: messages.goodsNotFound,
      key: 'goodsNotFound',
      data: null,
    });
    expect((await t.api('GET', paths.goodsDetail(999999))).status).toBe(404);
    const res = await t.api('GET', 'api/goods/abc');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(422);
    const [g] = await rowsOf<{ id: number }>(t.db, sql`select id from goods order by id desc limit 1`);
    const id = Number(g!.id);
    expect((await t.api('GET', paths.goodsDetail(id))).status).toBe(200);
    await t.db.update(goods).set({ status: 'archived' }).where(eq(goods.id, id));
    t.app.readCache.invalidateGoods([id]);
    expect((await t.api('GET', paths.goodsDetail(id))).body).toMatchObject({ code: 404, msg: messages.goodsNotFound });
    await t.db.update(goods).set({ status: 'published' }).where(eq(goods.id, id));
    t.app.readCache.invalidateGoods([id]);
  });

  it('recommends up to 8 others: the same category first, then the same shape, never itself', async () => {
    const [g] = await rowsOf<{ id: number; category_id: number; shape: string }>(
      t.db,
      sql`select id, category_id, shape from goods
      where shape = 'aviator' and category_id in (select category_id from goods group by 1 having count(*) between 3 and 6) order by id limit 1`,
    );
    const pick =
      g ??
      (
        await rowsOf<{ id: number; category_id: number; shape: string }>(
          t.db,
          sql`select id, category_id, shape from goods where shape <> '' order by id limit 1`,
        )
      )[0]!;
    const id = Number(pick.id);
    const res = await t.api<GoodsCard[]>('GET', `${paths.recommendation}?goods_id=${id}`);
    expect(res.status).toBe(200);
    const cards = res.body.data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(8);
    expect(cards.map((c) => c.id)).not.toContain(id);
    const rows = await t.db.select({ id: goods.id, categoryId: goods.categoryId, shape: goods.shape }).from(goods);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const sameCat = cards.map((c) => byId.get(c.id)!.categoryId === Number(pick.category_id));
    // All same-category cards come before any other, and the others share the shape.
    expect(sameCat).toEqual([...sameCat].sort((a, b) => Number(b) - Number(a)));
    for (const c of cards) if (byId.get(c.id)!.categoryId !== Number(pick.category_id)) expect(byId.get(c.id)!.shape).toBe(pick.shape);
    expect((await t.api('GET', `${paths.recommendation}?goods_id=999999`)).status).toBe(404);
    expect((await t.api('GET', `${paths.recommendation}?goods_id=x`)).status).toBe(422);
  });
});
