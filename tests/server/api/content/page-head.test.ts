import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('/privacy is the app\'s document with the page\'s title, description and canonical link, the shop\'s own kept as defaults', async () => {
    const { status, type, html } = await get('/privacy?utm_source=x');
    expect([status, type]).toEqual([200, 'text/html; charset=utf-8']);
    expect(html).toContain('<title data-default="Optic Shop · Eyeglasses and optical frames">Privacy Policy · Optic Shop</title>');
    expect(html).toMatch(/<meta name="description" content="Which personal data Optic Shop collects[^"]*" data-default="Optical frames[^"]*" \/>/);
    expect(html).toContain('<link rel="canonical" href="http://shop.test/privacy" />');
    expect(html).toContain('<div id="root">');
  });

  it('the operator\'s title shows at once, escaped; other paths get the document as it is', async () => {
    await setContent(t.db, 'page', 'shipping', { title: 'Shipping <now> & "fast"' });
    expect((await get('/shipping')).html).toContain('<title data-default="Optic Shop · Eyeglasses and optical frames">Shipping &lt;now&gt; &amp; &quot;fast&quot; · Optic Shop</title>');
    const agreement = await get('/Annual-Rebate-Reward-Agreement');
    expect(agreement.html).toContain('>Annual Rebate Reward Agreement · Optic Shop</title>');
    expect(agreement.html).toContain('<link rel="canonical" href="http://shop.test/Annual-Rebate-Reward-Agreement" />');
    const other = await get('/cart');
    expect(other.html).toContain('<title>Optic Shop · Eyeglasses and optical frames</title>');
    expect(other.html).not.toContain('rel="canonical"');
  });

  it('withHead leaves a template without those tags as it is but for the canonical link', () => {
    expect(withHead('<head></head>', { title: 't', description: 'd', canonical: 'http://x/y' })).toBe('<head><link rel="canonical" href="http://x/y" />\n</head>');
  });
});
