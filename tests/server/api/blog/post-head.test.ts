import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

describe.each(backends())("a post's page served with its head for search engines (%s)", (backend) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-post-heads-'));
    fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(dir, 'index.html'));
    t = await startTestApp(backend, { staticDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = async (p: string) => {
    const res = await fetch(`${t.url}${p}`);
    return { status: res.status, html: await res.text() };
  };

  it("/company-news/{id} has the post's title, excerpt and canonical link", async () => {
    const [post] = await t.db.select().from(posts).where(eq(posts.slug, 'how-to-choose-frames-for-your-face-shape'));
    const { status, html } = await get(`/company-news/${post!.id}?ref=footer`);
    expect(status).toBe(200);
    expect(html).toContain('>How to choose frames for your face shape · Optic Shop</title>');
    expect(html).toContain(`<meta name="description" content="${post!.excerpt.replace(/'/g, '&#39;')}"`);
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/company-news/${post!.id}" />`);
  });

  it("a title with markup is escaped; a deleted post is a 404 with the app's document (the app draws its not-found page)", async () => {
    const [row] = await t.db
      .insert(posts)
      .values({
        slug: `head-${Date.now()}`,
        kind: 'blog',
        title: 'Frames <b>&</b> "you"',
        excerpt: 'x',
        author: 'T',
        body: 'x',
        cover: '/blog/news.svg',
        coverAlt: 'x',
        readingMinutes: 1,
        publishedAt: new Date(Date.now() - 1000),
      })
      .returning({ id: posts.id });
    const drawn = await get(`/company-news/${row!.id}`);
    expect(drawn.status).toBe(200);
    expect(drawn.html).toContain('>Frames &lt;b&gt;&amp;&lt;/b&gt; &quot;you&quot; · Optic Shop</title>');
    await t.db.delete(posts).where(eq(posts.id, row!.id));
    const gone = await get(`/company-news/${row!.id}`);
    expect(gone.status).toBe(404);
    expect(gone.html).toContain('<div id="root">');
    expect(gone.html).not.toContain('Frames &lt;b&gt;');
  });

  it("an unknown post, or an address that cannot be one, is a 404 with the app's document, never a soft 404", async () => {
    for (const p of [
      '/company-news/99999999',
      '/company-news/abc',
      '/company-news/99999999999',
      '/company-news/0',
      '/company-news/012',
      '/company-news/1e3',
      '/company-news/99999999/',
    ]) {
      const res = await fetch(`${t.url}${p}`, { headers: { cookie: 'lang=ar' } });
      const html = await res.text();
      expect([p, res.status, res.headers.get('content-type')]).toEqual([p, 404, 'text/html; charset=utf-8']);
      // The app's document (its script draws the not-found page in the shop's layout), in the shopper's language.
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<html lang="ar" dir="rtl">');
      expect(html).toContain('<title>Optic Shop · Eyeglasses and optical frames</title>');
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('class="boot-post"');
    }
    // Whatever encodings the client accepts, and for HEAD too.
    const br = await fetch(`${t.url}/company-news/99999999`, { headers: { 'accept-encoding': 'br' } });
    expect([br.status, br.headers.get('content-encoding')]).toEqual([404, 'br']);
    expect((await fetch(`${t.url}/company-news/99999999`, { method: 'HEAD' })).status).toBe(404);
    // A path the app does not route goes home (spec 2): its document, 200.
    expect((await get('/company-news/1/2')).status).toBe(200);
  });
});

describe.each(backends())("the blog's documents drawn by the server (%s)", (backend) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-post-screens-'));
    fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(dir, 'index.html'));
    fs.mkdirSync(path.join(dir, 'blog'));
    fs.copyFileSync(path.join(ROOT, 'public', 'blog', 'frames.svg'), path.join(dir, 'blog', 'frames.svg'));
    t = await startTestApp(backend, { staticDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = async (p: string, cookie?: string) => (await fetch(`${t.url}${p}`, { headers: cookie ? { cookie } : {} })).text();

  it("a post's first screen: its cover inlined and its title, after the promo strip, in the document's language", async () => {
    const [post] = await t.db.select().from(posts).where(eq(posts.slug, 'how-to-choose-frames-for-your-face-shape'));
    const html = await get(`/company-news/${post!.id}`);
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toMatch(
      /<div class="boot-promo"><\/div><article class="boot-post"><img src="(data:image\/svg\+xml,[^"]+|\/blog\/[\w-]+\.svg)" alt="[^"]+" width="800" height="400">/,
    );
    expect(html).toContain('<h1 dir="auto">How to choose frames for your face shape</h1></article>');
    // In German (no translation held): the English title marked as English.
    const de = await get(`/company-news/${post!.id}`, 'lang=de');
    expect(de).toContain('<html lang="de" dir="ltr">');
    expect(de).toContain('<h1 dir="auto" lang="en">How to choose frames for your face shape</h1>');
  });

  it("/company-news and /readers-topic have their title, description and canonical link, in the shopper's language", async () => {
    const news = await get('/company-news?tag=lenses');
    expect(news).toContain('>Company News · Optic Shop</title>');
    expect(news).toContain('<meta name="description" content="Articles about frames, lenses and eye care, and news from Optic Shop."');
    expect(news).toContain('<link rel="canonical" href="http://shop.test/company-news" />');
    const readers = await get('/readers-topic', 'lang=ar');
    expect(readers).toContain('<html lang="ar" dir="rtl">');
    expect(readers).toContain('<link rel="canonical" href="http://shop.test/readers-topic" />');
    expect(readers).toContain('>مواضيع القرّاء · Optic Shop</title>');
  });

  it("/company-news as it opens: its title, the first post's cover and title, and the page of posts for the app", async () => {
    const html = await get('/company-news');
    expect(html).toContain(
      '<div class="boot-promo"></div><section class="boot-blog"><h1>Company News</h1><div class="boot-tabs"></div><div class="boot-arrival"></div><article><img src="',
    );
    const data = JSON.parse(/<script type="application\/json" id="first-screen-data">(.*?)<\/script>/.exec(html)![1]!) as {
      path: string;
      answers: Record<string, { items: { title: string }[]; page: number }>;
    };
    expect(data.path).toBe('/company-news');
    const list = data.answers['blog-list:en']!;
    expect(list.page).toBe(1);
    expect(list.items.length).toBeGreaterThan(0);
    expect(html).toContain(`<h2 dir="auto">${list.items[0]!.title.replace(/'/g, '&#39;')}</h2></article></section>`);
    // Another tab, tag or page is drawn by the app alone.
    expect(await get('/company-news?kind=blog')).not.toContain('first-screen-data');
    expect(await get('/company-news', 'lang=ar')).toContain('"blog-list:ar"');
  });

  it('the price lists show their title and intro without the header bar (catalogue pages have none)', async () => {
    const html = await get('/catalog-price-list-w');
    expect(html).not.toContain('boot-bar"');
    expect(html).toContain(
      '<section class="boot-page"><h1>Wholesale price list</h1><p>Tier prices by quantity and minimum order quantities for business buyers.</p></section>',
    );
    expect(await get('/catalog-price-list-v', 'lang=de')).toMatch(
      /<html lang="de" dir="ltr">[\s\S]*<section class="boot-page"><h1>[^<]+<\/h1><p>[^<]+<\/p><\/section>/,
    );
  });

  it("the frames lookbook and the lens price lists show their title and intro too, in the shopper's language", async () => {
    const lookbook = await get('/optical-frames-online-catalog-z');
    expect(lookbook).not.toContain('boot-bar"');
    expect(lookbook).toContain(
      '<section class="boot-page"><h1>Frames catalogue</h1><p>Every frame we make, by collection and category.</p></section>',
    );
    expect(await get('/lenses/catalog-price-list-w')).toContain('<h1>Wholesale lens price list</h1>');
    const words = JSON.parse(fs.readFileSync(new URL('../../../../src/i18n/locales/es/catalogues.json', import.meta.url), 'utf8')) as {
      lenses: { search: { title: string } };
    };
    expect(await get('/lenses/catalog-price-list-search', 'lang=es')).toContain(`<h1>${words.lenses.search.title}</h1>`);
  });

  it('a document drawn with its head is compressed for a client that accepts it', async () => {
    const res = await fetch(`${t.url}/company-news`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('accept-encoding');
    expect(await res.text()).toContain('boot-blog');
  });
});
