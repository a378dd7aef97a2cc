import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminProductPaths, type AdminProductDetail } from '../../../../contract/admin-products';
import type { GoodsDetail } from '../../../../contract/catalog';
import { paths } from '../../../../contract/endpoints';
import { FIRST_SCREEN_DATA_ID, firstScreenKeys } from '../../../../contract/first-screen';
import { XSS_FORBIDDEN, XSS_PAYLOADS } from '../../../../server/services/content/xss-payloads';
import { translationsChanged } from '../../../../server/services/translate/content';
import { htmlTexts } from '../../../../server/services/translate/html';
import { contentSources, correctTranslation } from '../../../../server/services/translate/translations';
import { rowsOf } from '../../helpers/catalog';
import { staffToken } from '../../helpers/staff';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/** Markdown as a merchandiser writes it: a bold word, a list, a link of ours. */
const FORMATTED = [
  'A light **acetate** frame for every day.',
  '',
  '- Spring hinges',
  '- Adjustable nose pads',
  '',
  'See the [size guide](/pages/size-guide).',
].join('\n');

let seq = 0;
const tagOf = () => `D${process.pid.toString(36)}${Date.now().toString(36)}${++seq}`.toUpperCase();

describe.each(backends())("a product's description as shoppers get it: api/goods/{id} description_html (%s)", (backend) => {
  let t: TestApp;
  let dir: string;
  let catalogue: string;
  let categoryId: number;

  beforeAll(async () => {
    // A built app as far as the server is concerned, for the first screen.
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-description-'));
    fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(dir, 'index.html'));
    t = await startTestApp(backend, { staticDir: dir });
    catalogue = await staffToken(t, 'catalogue');
    const [c] = await rowsOf<{ id: number }>(t.db, sql`select id from categories where parent_id is not null order by id limit 1`);
    categoryId = Number(c!.id);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const input = (tag: string, description: string) => ({
    name: `Described Frame ${tag}`,
    description,
    category_id: categoryId,
    sku: tag,
    status: 'published',
    shape: 'round',
    rim: 'full',
    material: 'acetate',
    price: 30,
    colours: [{ name: 'Black', hex: '#000000', sku: `${tag}-BK`, stock: 3 }],
  });
  const publish = async (description: string) => {
    const tag = tagOf();
    const res = await t.api<AdminProductDetail>('POST', adminProductPaths.products, { token: catalogue, body: input(tag, description) });
    expect(res.status, res.text).toBe(200);
    return { tag, product: res.body.data };
  };
  const detail = async (id: number, headers: Record<string, string> = {}) => {
    const res = await t.api<GoodsDetail>('GET', paths.goodsDetail(id), { headers });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const preview = async (markdown: string) => {
    const res = await t.api<{ html: string }>('POST', adminProductPaths.markdownPreview, { token: catalogue, body: { markdown } });
    expect(res.status, res.text).toBe(200);
    return res.body.data.html;
  };

  it('answers Markdown as sanitized HTML, formatting kept, every script and event handler gone; the same HTML the console previews', async () => {
    const markdown = [FORMATTED, ...XSS_PAYLOADS].join('\n\n');
    const { product } = await publish(markdown);
    const d = await detail(product.id);
    expect(d.description_html).toContain('<p>A light <strong>acetate</strong> frame for every day.</p>');
    expect(d.description_html).toContain('<li>Spring hinges</li>');
    expect(d.description_html).toContain('<a href="/pages/size-guide">size guide</a>');
    expect(d.description_html).not.toContain('**');
    for (const forbidden of XSS_FORBIDDEN) expect(d.description_html).not.toMatch(forbidden);
    // What the member saw in the editor is what the shopper gets.
    expect(d.description_html).toBe(await preview(markdown));
    // The Markdown itself stays the console's.
    expect(d).not.toHaveProperty('description');
    expect((await t.api<AdminProductDetail>('GET', adminProductPaths.product(product.id), { token: catalogue })).body.data.description).toBe(
      markdown,
    );
  });

  it("draws the product page's first screen with the same answer, its HTML inert inside the data block", async () => {
    const { product } = await publish(`${FORMATTED}\n\n<script>alert(1)</script><img src=x onerror=alert(1)>`);
    const d = await detail(product.id);
    const res = await fetch(`${t.url}/goods-detail/${product.id}`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).not.toMatch(/alert\(1\)|onerror/);
    const block = new RegExp(`<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">([^<]*)</script>`).exec(html);
    expect(block, 'the first screen data').not.toBeNull();
    expect(JSON.parse(block![1]!).answers[firstScreenKeys.goodsDetail(product.id)]).toEqual(d);
  });

  it('a console change of the description reaches api/goods/{id} at once (the cached page is dropped)', async () => {
    const { tag, product } = await publish('Plain words before.');
    // Read (and cache) it first.
    expect((await detail(product.id)).description_html).toBe('<p>Plain words before.</p>');
    expect((await detail(product.id)).description_html).toBe('<p>Plain words before.</p>');
    const res = await t.api<AdminProductDetail>('PUT', adminProductPaths.product(product.id), {
      token: catalogue,
      body: { ...input(tag, '## Made to last\n\n1. **Titanium** hinges\n2. Ten-year warranty'), colours: product.colours, version: product.version },
    });
    expect(res.status, res.text).toBe(200);
    expect((await detail(product.id)).description_html).toBe(
      '<h2>Made to last</h2>\n<ol>\n<li><strong>Titanium</strong> hinges</li>\n<li>Ten-year warranty</li>\n</ol>',
    );
  });

  it('keeps a plain-text description readable: paragraphs, its characters as written', async () => {
    const { product } = await publish('Round frame, 52-18-140 & light.\n\nMade in Italy <3');
    expect((await detail(product.id)).description_html).toBe('<p>Round frame, 52-18-140 &amp; light.</p>\n<p>Made in Italy &lt;3</p>');
  });

  it("translates the description's text nodes, never its markup, all or nothing; the job gets those texts, not the Markdown", async () => {
    const { product } = await publish(FORMATTED);
    const english = await detail(product.id);
    const texts = htmlTexts(english.description_html);
    expect(texts).toEqual(['A light ', 'acetate', ' frame for every day.', 'Spring hinges', 'Adjustable nose pads', 'See the ', 'size guide']);
    const sources = await contentSources(t.db);
    for (const text of texts) expect(sources).toContain(text);
    expect(sources).not.toContain(FORMATTED);
    expect(sources.filter((s) => s.includes('**acetate**') || s.includes('<li>') || s.includes('- Spring'))).toEqual([]);

    const spanish = { cookie: 'lang=es' };
    const words: Record<string, string> = {
      [english.name]: `Montura descrita ${product.sku}`,
      'A light ': 'Una montura ',
      acetate: 'ligera de acetato',
      ' frame for every day.': ' para cada día.',
      'Spring hinges': 'Bisagras de muelle',
      'Adjustable nose pads': 'Plaquetas ajustables',
      'See the ': 'Vea la ',
      'size guide': 'guía de tallas',
    };
    // One text left without a translation: the description stays English, and says so.
    const [last, ...rest] = Object.entries(words).reverse();
    for (const [source, text] of rest) await correctTranslation(t.db, 'es', source, text);
    // As the operator's `npm run translate -- set` does: every process drops its translated copies.
    translationsChanged(t.app.readCache);
    const partial = await detail(product.id, spanish);
    expect(partial.description_html).toBe(english.description_html);
    expect(partial.content_lang).toBe('en');
    await correctTranslation(t.db, 'es', last![0], last![1]);
    translationsChanged(t.app.readCache);
    const es = await detail(product.id, spanish);
    expect(es.content_lang).toBe('es');
    expect(es.name).toBe(`Montura descrita ${product.sku}`);
    expect(es.description_html).toBe(
      '<p>Una montura <strong>ligera de acetato</strong> para cada día.</p>\n<ul>\n<li>Bisagras de muelle</li>\n<li>Plaquetas ajustables</li>\n</ul>\n<p>Vea la <a href="/pages/size-guide">guía de tallas</a>.</p>',
    );
    // English shoppers still get the English one.
    expect((await detail(product.id)).description_html).toBe(english.description_html);
  });
});
