import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../contract/endpoints';
import { FIRST_SCREEN_DATA_ID, firstScreenKeys, type FirstScreenData } from '../../contract/first-screen';
import type { GoodsDetail, GoodsPage } from '../../contract/catalog';
import { goods } from '../../server/db/schema';
import { HOME_HERO_EN } from '../../server/services/catalog/first-screen';
import { addPhoto } from '../../server/services/media/product-photos';
import { PICTURE_SIZES } from '../../contract/catalog';
import sharp from 'sharp';
import { backends, startTestApp, type TestApp } from './helpers/test-app';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** A built app as far as the server is concerned: the repository's index.html. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-first-screen-'));
  fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(dir, 'index.html'));
  return dir;
}

/** The JSON data block of a page. */
function dataOf(html: string): FirstScreenData | null {
  const m = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([^<]*)</script>`).exec(html);
  return m ? (JSON.parse(m[1]!) as FirstScreenData) : null;
}

describe.each(backends())('the first screen drawn into index.html (%s)', (backend) => {
  let t: TestApp;
  let dir: string;
  const page = async (url: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${t.url}${url}`, { headers });
    return { res, html: await res.text() };
  };

  beforeAll(async () => {
    dir = fakeBuild();
    t = await startTestApp(backend, { staticDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('draws a product: its first picture and name, and its answer as the API gives it', async () => {
    const detail = (await t.api<GoodsDetail>('GET', paths.goodsDetail(10))).body.data;
    const { res, html } = await page('/goods-detail/10');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
    const inStock = detail.variants.find((v) => v.stock_qty > 0) ?? detail.variants[0]!;
    const first = detail.images.find((i) => i.variant_id === inStock.id)!;
    // The picture comes with the page, as the image route draws it.
    const svg = await (await fetch(`${t.url}${first.url}`)).text();
    expect(html).toContain(`<img src="data:image/svg+xml,${encodeURIComponent(svg).replace(/'/g, '&#39;')}" alt="${first.alt}"`);
    expect(html).toContain(`<h1>${detail.name}</h1>`);
    expect(dataOf(html)).toEqual({ path: '/goods-detail/10', answers: { [firstScreenKeys.goodsDetail(10)]: detail } });
  });

  it('draws a category: its name, its first cards, and the first page and filter values the API gives', async () => {
    const list = (await t.api<GoodsPage>('POST', paths.goodsList, { form: { category_id: 1, page: 1, page_size: 10 } })).body.data;
    const properties = (await t.api('GET', `${paths.goodsProperty}?category_id=1`)).body.data;
    const { html } = await page('/goods-list/1');
    const data = dataOf(html)!;
    expect(data.path).toBe('/goods-list/1');
    expect(data.answers[firstScreenKeys.goodsList(1)]).toEqual(list);
    expect(data.answers[firstScreenKeys.goodsProperty(1)]).toEqual(properties);
    expect(html.match(/<article class="boot-card"><img src="data:image\/svg\+xml,/g)).toHaveLength(4);
    expect(html).toContain(`<h2>${list.items[0]!.name}</h2>`);
  });

  it('draws no cards for a filtered list, whose goods differ from the first page', async () => {
    const { html } = await page('/goods-list/1?shape=round');
    const data = dataOf(html)!;
    expect(html).not.toContain('class="boot-card');
    expect(data.answers[firstScreenKeys.goodsList(1)]).toBeUndefined();
    expect(data.answers[firstScreenKeys.goodsProperty(1)]).toBeDefined();
  });

  it('draws the home hero in English, and leaves its words to the app in another language', async () => {
    const blocks = (await t.api('POST', `${paths.indexBlocks}?top`, { form: { type: 'wap' } })).body.data;
    const en = await page('/');
    expect(en.html).toContain(`<h1>${HOME_HERO_EN.title}</h1>`);
    expect(dataOf(en.html)!.answers[firstScreenKeys.indexBlocks('top')]).toEqual(blocks);
    const ar = await page('/', { cookie: 'other=1; lang=ar' });
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('class="boot-hero"');
    expect(ar.html).not.toContain(HOME_HERO_EN.title);
    expect(ar.res.headers.get('vary')).toContain('cookie');
  });

  it('serves the bare document for an unknown product or category, with a 404 (no soft 404), and index.html as it is for other pages', async () => {
    for (const [url, status] of [
      ['/goods-detail/987654', 404],
      ['/goods-list/987654', 404],
      ['/sign-in', 200],
      ['/no-such-page', 200],
    ] as const) {
      const { res, html } = await page(url, { cookie: 'lang=de' });
      expect(res.status, url).toBe(status);
      expect(html).toContain('<div id="root">');
      expect(dataOf(html)).toBeNull();
      expect(html).not.toContain('class="boot-promo');
      // The not-found page the app draws is in the shopper's language.
      if (status === 404) expect(html).toContain('<html lang="de" dir="ltr">');
    }
  });

  it('escapes what the catalogue holds: no markup and no end of the data block can come from a name', async () => {
    const [row] = await t.db.select({ name: goods.name }).from(goods).where(eq(goods.id, 11));
    const evil = `Evil </script><script>alert(1)</script> <!-- & "quoted" 'single' $& $' \u2028`;
    await t.db.update(goods).set({ name: evil }).where(eq(goods.id, 11));
    t.app.readCache.invalidateGoods([11]);
    try {
      const { html } = await page('/goods-detail/11');
      expect(html).not.toContain('<script>alert(1)');
      expect(html).not.toContain('<!-- &');
      expect(html).toContain(
        '<h1>Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &amp; &quot;quoted&quot; &#39;single&#39; $&amp; $&#39;',
      );
      // The data block holds the exact name, and only the page's own scripts are in the page.
      expect((dataOf(html)!.answers[firstScreenKeys.goodsDetail(11)] as GoodsDetail).name).toBe(evil);
      expect(html.match(/<script/g)).toHaveLength(2);
    } finally {
      await t.db.update(goods).set({ name: row!.name }).where(eq(goods.id, 11));
      t.app.readCache.invalidateGoods([11]);
    }
  });

  it("draws a photographed product's main photo as the app's <picture>, so the browser fetches from the HTML the file the app shows", async () => {
    // The first card of a category's first screen, so both its card and its page are drawn.
    const { html: before } = await page('/goods-list/1');
    const id = (dataOf(before)!.answers[firstScreenKeys.goodsList(1)] as GoodsPage).items[0]!.id;
    const jpeg = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#d8dde3' } })
      .jpeg()
      .toBuffer();
    await addPhoto(t.app, 'system', id, { variant_id: null, alt: 'Front of the frame' }, jpeg);
    const detail = (await t.api<GoodsDetail>('GET', paths.goodsDetail(id))).body.data;
    const photo = detail.images.find((i) => i.photo)!.photo!;
    const picture = (sizes: string, alt: string, eager: string) =>
      `<picture><source type="image/avif" srcset="${photo.srcset_avif}" sizes="${sizes}">` +
      `<source type="image/webp" srcset="${photo.srcset_webp}" sizes="${sizes}">` +
      `<img src="${photo.src}" alt="${alt}" width="${photo.width}" height="${photo.height}" ${eager} decoding="async"></picture>`;
    const eager = 'loading="eager" fetchpriority="high"';
    expect((await page(`/goods-detail/${id}`)).html).toContain(
      `<section class="boot-gallery">${picture(PICTURE_SIZES.gallery, 'Front of the frame', eager)}</section>`,
    );
    expect((await page('/goods-list/1')).html).toContain(`<article class="boot-card">${picture(PICTURE_SIZES.card, '', eager)}<h2>`);
  });

  it('draws a product again after a write invalidates it', async () => {
    const before = await page('/goods-detail/12');
    const [row] = await t.db.select({ name: goods.name }).from(goods).where(eq(goods.id, 12));
    expect(before.html).toContain(`<h1>${row!.name}</h1>`);
    await t.db.update(goods).set({ name: 'Renamed Frame' }).where(eq(goods.id, 12));
    t.app.readCache.invalidateGoods([12]);
    try {
      expect((await page('/goods-detail/12')).html).toContain('<h1>Renamed Frame</h1>');
    } finally {
      await t.db.update(goods).set({ name: row!.name }).where(eq(goods.id, 12));
      t.app.readCache.invalidateGoods([12]);
    }
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const plain = (await page('/goods-detail/10')).html;
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${t.url}/goods-detail/10`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(Number(res.headers.get('content-length'))).toBeLessThan(plain.length / 2);
      // fetch decodes what it is sent: the text is the same page.
      expect(await res.text()).toBe(plain);
    }
  });

  it("keeps the hero's English words equal to the app's catalogue", () => {
    const home = JSON.parse(fs.readFileSync(path.join(ROOT, 'src/i18n/locales/en/home.json'), 'utf8')) as { hero: Record<string, string> };
    expect(HOME_HERO_EN).toEqual({ eyebrow: home.hero.eyebrow, title: home.hero.title, text: home.hero.text });
  });
});
