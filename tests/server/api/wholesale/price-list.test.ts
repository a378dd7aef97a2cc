import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { PriceListPage } from '../../../../contract/wholesale';
import { buildPriceListPdf } from '../../../../server/services/wholesale/price-list-pdf';
import { findCurrency } from '../../../../server/services/shop/currencies';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { customer, errorsOf, manyCustomers } from '../../helpers/checkout';
import { becomeBusiness } from '../../helpers/wholesale';

/** The text a PDF's uncompressed content streams show (pdfkit writes hex strings in TJ arrays). */
export function pdfText(pdf: Buffer): string {
  const out: string[] = [];
  for (const m of pdf.toString('latin1').matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    out.push([...m[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => Buffer.from(h[1]!, 'hex').toString('latin1')).join(''));
  }
  return out.join('\n');
}

describe.each(backends())('the price lists and their PDF: api/goods/priceList, priceListPdf (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const list = (query: string, token?: string) => t.api<PriceListPage>('GET', `${paths.priceList}?${query}`, { token });
  const activeGoods = async () =>
    Number(((await t.db.execute(sql`select count(*)::int as n from goods where is_active`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

  it('pages the retail list (50 rows) with collections, searches by SKU and filters by collection', async () => {
    const first = await list('kind=v');
    expect(first.body.code, first.text).toBe(200);
    expect(first.body.data.rows).toHaveLength(50);
    expect(first.body.data.total).toBe(await activeGoods());
    expect(first.body.data.collections.map((c) => c.name)).toContain('Sunglasses');
    expect(first.body.data.rows.every((r) => r.wholesale_price.length === 0 && r.moq === 0)).toBe(true);

    const sku = first.body.data.rows[7]!.sku;
    const found = await list(`kind=v&keywords=${encodeURIComponent(sku)}`);
    expect(found.body.data.rows.map((r) => r.sku)).toContain(sku);
    expect(found.body.data.total).toBeLessThan(5);

    const sun = first.body.data.collections.find((c) => c.name === 'Sunglasses')!;
    const suns = await list(`kind=v&collection=${sun.id}`);
    expect(suns.body.data.total).toBeGreaterThan(0);
    expect(suns.body.data.rows.every((r) => r.collection === 'Sunglasses')).toBe(true);
  });

  it('shows wholesale tiers and minimums to business buyers only; anyone else gets wholesale_hidden', async () => {
    const anon = await list('kind=w');
    expect(anon.body.data.wholesale_hidden).toBe(true);
    expect(anon.body.data.rows.some((r) => r.wholesale_price.length)).toBe(false);
    const retail = await customer(t);
    expect((await list('kind=w', retail.token)).body.data.wholesale_hidden).toBe(true);

    const biz = await customer(t);
    await becomeBusiness(t, biz.token);
    const w = await list('kind=w', biz.token);
    expect(w.body.data.wholesale_hidden).toBe(false);
    const withTerms = w.body.data.rows.filter((r) => r.wholesale_price.length);
    expect(withTerms.length).toBeGreaterThan(10);
    expect(withTerms.every((r) => r.moq === r.wholesale_price[0]!.min_qty && r.wholesale_price[0]!.price < r.price)).toBe(true);
    // The retail list of a business buyer is the retail list.
    expect((await list('kind=v', biz.token)).body.data.rows.some((r) => r.wholesale_price.length)).toBe(false);
  });

  it("gives a business buyer each product's colours with their stock (what a quantity goes on), and nobody else", async () => {
    const biz = await customer(t);
    await becomeBusiness(t, biz.token);
    const w = (await list('kind=w', biz.token)).body.data;
    expect(w.rows.every((r) => r.colors.length > 0 && r.colors.reduce((n, c) => n + c.stock, 0) === r.stock)).toBe(true);
    const row = w.rows[0]!;
    const variants = (await t.api('GET', paths.goodsDetail(row.goods_id))).body.data.variants as { id: number; color: string; stock_qty: number }[];
    expect(row.colors).toEqual(variants.map((v) => ({ variant_id: v.id, color: v.color, stock: v.stock_qty })));
    // The quantity typed for a colour goes on the shopping list through the line endpoint.
    const color = row.colors.find((c) => c.stock >= Math.max(1, row.moq))!;
    const put = await t.api('POST', paths.shoppingListLine, { token: biz.token, body: { variant_id: color.variant_id, qty: Math.max(1, row.moq) } });
    expect(put.body.code, put.text).toBe(200);

    const retail = await customer(t);
    for (const token of [retail.token, undefined]) {
      expect((await list('kind=w', token)).body.data.rows.every((r) => r.colors.length === 0)).toBe(true);
    }
    expect((await list('kind=v', biz.token)).body.data.rows.every((r) => r.colors.length === 0)).toBe(true);
  });

  it('refuses a bad query with its field (422)', async () => {
    const bad = await list('kind=x&page=0');
    expect(bad.status).toBe(422);
    expect(errorsOf(bad).page).toBe(messages.pageInvalid);
    const pdf = await t.api('GET', `${paths.priceListPdf}?kind=w&currency_id=999`);
    expect([pdf.status, errorsOf(pdf).currency_id]).toEqual([422, messages.currencyUnknown]);
  });

  it('answers a valid PDF of the whole list, the same bytes again from the cache, a new one after the catalogue changes', async () => {
    const biz = await customer(t);
    await becomeBusiness(t, biz.token);
    const get = () => fetch(`${t.url}/${paths.priceListPdf}?kind=w&currency_id=2`, { headers: { authorization: `Bearer ${biz.token}` } });
    const started = Date.now();
    const res = await get();
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain('wholesale-price-list.pdf');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toMatch(/%%EOF/);
    const pages = pdf.toString('latin1').match(/\/Type \/Page\n/g)?.length ?? 0;
    expect(pages).toBeGreaterThanOrEqual(Math.ceil((await activeGoods()) / 20));
    expect(Buffer.from(await (await get()).arrayBuffer()).equals(pdf)).toBe(true);
    t.app.readCache.invalidateGoods([1]);
    expect(Buffer.from(await (await get()).arrayBuffer()).equals(pdf)).toBe(false);
  });

  it("writes every active product, its tiers and minimum in the business buyer's wholesale PDF; the visitor's says how to become one", async () => {
    const currency = (await findCurrency(t.app, 1))!;
    const text = pdfText(await buildPriceListPdf(t.db, { kind: 'w', business: true, currency, at: new Date(), compress: false }));
    const skus = ((await t.db.execute(sql`select sku from goods where is_active`)) as unknown as { rows: { sku: string }[] }).rows.map((r) => r.sku);
    const missing = skus.filter((s) => !text.includes(s));
    expect(missing).toEqual([]);
    expect(text).toContain('Wholesale by quantity');
    expect(text).toMatch(/100\+: \$\d/);
    const hidden = pdfText(await buildPriceListPdf(t.db, { kind: 'w', business: false, currency, at: new Date(), compress: false }));
    expect(hidden).toContain('Declare your business');
    expect(hidden).not.toContain('Wholesale by quantity');
  });
});
