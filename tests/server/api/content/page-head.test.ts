import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { contentPages } from '../../../../server/db/schema';
import { setContent } from '../../../../server/services/content/pages';
import { withHead } from '../../../../server/services/content/page-head';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

describe.each(backends())('information pages served with their head for search engines (%s)', (backend) => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-heads-'));
    fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(dir, 'index.html'));
    t = await startTestApp(backend, { staticDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = async (p: string) => {
    const res = await fetch(`${t.url}${p}`);
    return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
  };

  it("/privacy is the app's document with the page's title, description and canonical link, the shop's own kept as defaults", async () => {
    const { status, type, html } = await get('/privacy?utm_source=x');
    expect([status, type]).toEqual([200, 'text/html; charset=utf-8']);
    expect(html).toContain('<title data-default="Optic Shop · Eyeglasses and optical frames">Privacy Policy · Optic Shop</title>');
    expect(html).toMatch(/<meta name="description" content="Which personal data Optic Shop collects[^"]*" data-default="Optical frames[^"]*" \/>/);
    expect(html).toContain('<link rel="canonical" href="http://shop.test/privacy" />');
    expect(html).toContain('<div id="root">');
  });

  it("the operator's title shows at once, escaped; other paths get the document as it is", async () => {
    await setContent(t.db, 'page', 'shipping', { title: 'Shipping <now> & "fast"' });
    expect((await get('/shipping')).html).toContain(
      '<title data-default="Optic Shop · Eyeglasses and optical frames">Shipping &lt;now&gt; &amp; &quot;fast&quot; · Optic Shop</title>',
    );
    const agreement = await get('/Annual-Rebate-Reward-Agreement');
    expect(agreement.html).toContain('>Annual Rebate Reward Agreement · Optic Shop</title>');
    expect(agreement.html).toContain('<link rel="canonical" href="http://shop.test/Annual-Rebate-Reward-Agreement" />');
    const other = await get('/cart');
    expect(other.html).toContain('<title>Optic Shop · Eyeglasses and optical frames</title>');
    expect(other.html).not.toContain('rel="canonical"');
  });

  it('a page the operator adds (as `npm run pages -- set new-slug` does) is at /pages/{slug} at once, with its head', async () => {
    const slug = `size-guide-${Date.now().toString(36)}`;
    expect((await get(`/pages/${slug}`)).status).toBe(404);
    await setContent(t.db, 'page', slug, {
      title: 'Size guide',
      description: 'How to read the three numbers on a frame.',
      body: '## Lens width\n\nThe first number.',
    });
    const { status, html } = await get(`/pages/${slug}?from=mail`);
    expect(status).toBe(200);
    expect(html).toContain('>Size guide · Optic Shop</title>');
    expect(html).toContain('<meta name="description" content="How to read the three numbers on a frame."');
    expect(html).toContain(`<link rel="canonical" href="http://shop.test/pages/${slug}" />`);
    expect((await get(`/pages/${slug}/`)).status).toBe(200);
    // The API the app asks answers it too.
    expect((await t.api('GET', `api/pages/${slug}`)).body.data).toMatchObject({ slug, title: 'Size guide' });
  });

  it("an unknown slug under /pages/, or one that cannot be a slug, is a 404 with the app's document; other unknown paths are the document (the app goes home)", async () => {
    for (const p of ['/pages/no-such-page', '/pages/Not_A_Slug', `/pages/${'a'.repeat(81)}`, '/pages/-x']) {
      const res = await fetch(`${t.url}${p}`, { headers: { cookie: 'lang=de' } });
      const html = await res.text();
      expect([p, res.status, res.headers.get('content-type')]).toEqual([p, 404, 'text/html; charset=utf-8']);
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<html lang="de" dir="ltr">');
      expect(html).not.toContain('rel="canonical"');
    }
    for (const p of ['/no-such-page', '/pages', '/pages/a/b']) {
      const res = await get(p);
      expect([p, res.status]).toEqual([p, 200]);
      expect(res.html).toContain('<div id="root">');
    }
  });

  it('a fixed page asked under /pages/ moves to its own path (301), its query kept', async () => {
    const res = await fetch(`${t.url}/pages/privacy?utm_source=x`, { redirect: 'manual' });
    expect([res.status, res.headers.get('location')]).toEqual([301, '/privacy?utm_source=x']);
    expect((await fetch(`${t.url}/pages/oem-odm`, { redirect: 'manual' })).headers.get('location')).toBe('/oem-odm');
  });

  it('a fixed page the database does not have is a 404 too', async () => {
    await t.db.delete(contentPages).where(and(eq(contentPages.kind, 'page'), eq(contentPages.slug, 'introduction')));
    expect((await get('/introduction')).status).toBe(404);
  });

  it('withHead leaves a template without those tags as it is but for the canonical link', () => {
    expect(withHead('<head></head>', { title: 't', description: 'd', canonical: 'http://x/y' })).toBe(
      '<head><link rel="canonical" href="http://x/y" />\n</head>',
    );
  });
});
