import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { ReviewImage, ReviewPage } from '../../../../contract/catalog';
import { reviews } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { rowsOf } from '../../helpers/catalog';

describe.each(backends())('GET api/goods/goodComments and goodCommentImgs (%s)', (backend) => {
  let t: TestApp;
  let goodsId: number;
  let count: number;
  beforeAll(async () => {
    t = await startTestApp(backend);
    const [g] = await rowsOf<{ goods_id: number; n: number }>(
      t.db,
      sql`select goods_id, count(*)::int as n from reviews
      where goods_id in (select r.goods_id from reviews r join review_images i on i.review_id = r.id)
      group by goods_id having count(*) > 12 order by goods_id limit 1`,
    );
    goodsId = Number(g!.goods_id);
    count = Number(g!.n);
  });
  afterAll(() => t?.close());

  const page = async (p: number, id = goodsId) => (await t.api<ReviewPage>('GET', `${paths.goodComments}?goods_id=${id}&page=${p}`)).body.data;

  it('pages reviews 10 at a time, newest first, with the average and the 5..1 distribution', async () => {
    const p1 = await page(1);
    const p2 = await page(2);
    expect(p1).toMatchObject({ page: 1, page_size: 10, total: count });
    expect(p1.items).toHaveLength(10);
    expect(p2.items).toHaveLength(Math.min(10, count - 10));
    const all = [...p1.items, ...p2.items];
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const dates = all.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const r = p1.items[0]!;
    expect(Object.keys(r).sort()).toEqual(['color', 'content', 'created_at', 'id', 'images', 'name', 'rating']);
    expect(r.name).toMatch(/^\S+ [A-Z]\.$/);
    const [stats] = await rowsOf<{ avg: string; n5: number; n1: number }>(
      t.db,
      sql`select avg(rating)::float as avg,
      count(*) filter (where rating = 5)::int as n5, count(*) filter (where rating = 1)::int as n1 from reviews where goods_id = ${goodsId}`,
    );
    expect(p1.average).toBeCloseTo(Number(stats!.avg), 2);
    expect(p1.distribution).toHaveLength(5);
    expect(p1.distribution[0]).toBe(Number(stats!.n5));
    expect(p1.distribution[4]).toBe(Number(stats!.n1));
    expect(p1.distribution.reduce((a, b) => a + b, 0)).toBe(count);
    const [g] = await rowsOf<{ rating: string; review_count: number }>(t.db, sql`select rating, review_count from goods where id = ${goodsId}`);
    expect(Number(g!.review_count)).toBe(count);
    expect(Number(g!.rating)).toBeCloseTo(p1.average, 2);
    expect((await page(99)).items).toEqual([]);
  });

  it('lists every review photo with its review', async () => {
    const res = await t.api<ReviewImage[]>('GET', `${paths.goodCommentImgs}?goods_id=${goodsId}`);
    expect(res.status).toBe(200);
    const imgs = res.body.data;
    expect(imgs.length).toBeGreaterThan(0);
    const { n } = (
      await rowsOf<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from review_images i join reviews r on r.id = i.review_id where r.goods_id = ${goodsId}`,
      )
    )[0]!;
    expect(imgs).toHaveLength(Number(n));
    for (const i of imgs) expect(i.url).toMatch(new RegExp(`^/api/goods/image/${goodsId}\\.svg\\?color=[0-9a-f]{6}`));
    const onPages = [...(await page(1)).items, ...(await page(2)).items, ...(await page(3)).items].flatMap((r) =>
      r.images.map((url) => ({ review_id: r.id, url })),
    );
    expect(onPages.sort((a, b) => a.review_id - b.review_id || a.url.localeCompare(b.url))).toEqual(
      [...imgs].sort((a, b) => a.review_id - b.review_id || a.url.localeCompare(b.url)),
    );
  });

  it('shows a new review once the writer invalidates that product', async () => {
    await t.db.insert(reviews).values({ goodsId, name: 'Test R.', rating: 1, content: 'Newest of all', color: '', createdAt: new Date() });
    expect((await page(1)).items[0]!.content).not.toBe('Newest of all');
    t.app.readCache.invalidateGoods([goodsId]);
    const p1 = await page(1);
    expect(p1.items[0]).toMatchObject({ content: 'Newest of all', rating: 1 });
    expect(p1.total).toBe(count + 1);
  });

  it('answers an empty page for a product without reviews, 404 for an unknown one, 422 for bad input', async () => {
    const [none] = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from goods g where not exists (select 1 from reviews r where r.goods_id = g.id) limit 1`,
    );
    expect(await page(1, Number(none!.id))).toEqual({ items: [], page: 1, page_size: 10, total: 0, average: 0, distribution: [0, 0, 0, 0, 0] });
    expect((await t.api('GET', `${paths.goodComments}?goods_id=999999`)).body).toEqual({
      code: 404,
      msg: messages.goodsNotFound,
      key: 'goodsNotFound',
      data: null,
    });
    expect((await t.api('GET', `${paths.goodCommentImgs}?goods_id=999999`)).status).toBe(404);
    expect((await t.api('GET', `${paths.goodComments}?goods_id=${goodsId}&page=0`)).body).toMatchObject({ code: 422, msg: messages.pageInvalid });
    expect((await t.api('GET', paths.goodComments)).status).toBe(422);
  });
});
