import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { adminPaths } from '../../../../contract/admin';
import { adminProductPaths, PRODUCT_CSV_COLUMNS, type CsvImportReport, type ProductCsvColumn } from '../../../../contract/admin-products';
import { consoleMessages } from '../../../../contract/console-messages';
import { paths } from '../../../../contract/endpoints';
import type { ListPage } from '../../../../contract/orders';
import type { AuditEntry } from '../../../../contract/staff';
import { goods, goodsVariants, stockMovements } from '../../../../server/db/schema';
import { csvLine, parseCsv } from '../../../../server/services/catalog-admin/csv';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { staffToken } from '../../helpers/staff';
import { postMultipart } from '../../helpers/uploads';

const HEADER = csvLine([...PRODUCT_CSV_COLUMNS]);

/** A 422's field messages: their texts and their references. */
const refusalOf = (res: { body: { data: unknown } }) =>
  res.body.data as { errors: Record<string, string>; field_keys: Record<string, { key: string; values?: Record<string, string> }> };

/** One line of a new product's colour: sensible values, `over` replacing some. */
function line(sku: string, colourSku: string, over: Partial<Record<ProductCsvColumn, string | number>> = {}): string {
  const cells: Record<ProductCsvColumn, string | number> = {
    sku,
    name: `Frame ${sku}`,
    description: 'A light acetate frame.',
    category: '',
    status: 'published',
    price_type: 'plain',
    price: 49.5,
    original_price: '',
    ladder: '',
    wholesale_moq: 0,
    wholesale: '',
    shape: 'round',
    rim: 'full',
    material: 'acetate',
    gender: 'unisex',
    lens_width: 50,
    bridge: 20,
    temple: 145,
    sph_min: '',
    sph_max: '',
    purchase_limit: 0,
    low_stock_threshold: 5,
    colour_sku: colourSku,
    colour: 'Black',
    colour_hex: '#111111',
    stock: 7,
    ...over,
  };
  return csvLine(PRODUCT_CSV_COLUMNS.map((c) => cells[c]));
}

describe.each(backends())('console products CSV: api/admin/products.csv and products/import (%s)', (backend) => {
  let t: TestApp;
  let catalogue: string;
  let owner: string;
  let category: { id: number; slug: string; name: string };
  beforeAll(async () => {
    t = await startTestApp(backend);
    catalogue = await staffToken(t, 'catalogue');
    owner = await staffToken(t, 'owner');
    const rows = (await t.db.execute(sql`select id, slug, name from categories order by id limit 1`)) as unknown as {
      rows: Array<{ id: number; slug: string; name: string }>;
    };
    category = rows.rows[0]!;
  }, 120_000);
  afterAll(() => t?.close());

  const exportCsv = (query: string, token = catalogue) =>
    fetch(`${t.url}/${adminProductPaths.productsCsv}?${query}`, { headers: { authorization: `Bearer ${token}` } });
  const importCsv = (text: string, dryRun: boolean, token = catalogue) =>
    postMultipart<CsvImportReport>(t, adminProductPaths.productsImport, token, {
      fields: dryRun ? { dry_run: 1 } : {},
      files: [{ name: 'products.csv', data: text, type: 'text/csv' }],
    });
  const goodsBySku = async (sku: string) => (await t.db.select().from(goods).where(eq(goods.sku, sku)))[0];
  const tag = () => `CSV${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;

  it('exports the filtered products, one line per colour, as an attachment', async () => {
    const [g] = await t.db.select().from(goods).where(eq(goods.id, 1));
    const colours = await t.db.select().from(goodsVariants).where(eq(goodsVariants.goodsId, 1));
    const res = await exportCsv(`q=${encodeURIComponent(g!.sku)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = parseCsv(await res.text());
    expect(records[0]!.cells).toEqual([...PRODUCT_CSV_COLUMNS]);
    const mine = records.slice(1).filter((r) => r.cells[0] === g!.sku);
    expect(mine.map((r) => r.cells[PRODUCT_CSV_COLUMNS.indexOf('colour_sku')]).sort()).toEqual(colours.map((c) => c.sku).sort());
    expect(mine[0]!.cells[PRODUCT_CSV_COLUMNS.indexOf('name')]).toBe(g!.name);
  });

  it('reads back its own export as unchanged, and a real run of it changes nothing', async () => {
    const text = await (await exportCsv('category_id=' + category.id)).text();
    const lines = parseCsv(text).length - 1;
    expect(lines).toBeGreaterThan(0);
    const versions = await t.db.select({ id: goods.id, version: goods.version }).from(goods).where(eq(goods.categoryId, category.id));
    const dry = await importCsv(text, true);
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.data.counts).toEqual({ created: 0, updated: 0, unchanged: lines, error: 0 });
    expect(dry.body.data.lines.every((l) => l.messages.length === 0)).toBe(true);
    const real = await importCsv(text, false);
    expect(real.status, real.text).toBe(200);
    expect(real.body.data).toMatchObject({ dry_run: false, written: true, counts: { unchanged: lines, error: 0 } });
    expect(await t.db.select({ id: goods.id, version: goods.version }).from(goods).where(eq(goods.categoryId, category.id))).toEqual(versions);
  });

  it('a dry run reports every line and writes nothing; a file with one bad line writes nothing; fixed, it imports all', async () => {
    const a = tag();
    const b = tag() + 'B';
    const good =
      line(a, `${a}-BLK`, { category: category.slug }) +
      line(a, `${a}-TOR`, { category: category.name, colour: 'Tortoise', colour_hex: '#7A4B2A', stock: 3 });
    const bad = line(b, `${b}-RED`, { category: String(category.id), price: -1, colour_hex: 'red' });
    const text = HEADER + good + bad;

    const dry = await importCsv(text, true);
    expect(dry.status, dry.text).toBe(200);
    expect(dry.body.data).toMatchObject({ dry_run: true, written: false, counts: { created: 2, updated: 0, unchanged: 0, error: 1 } });
    expect(dry.body.data.lines.map((l) => [l.line, l.sku, l.colour_sku, l.result])).toEqual([
      [2, a, `${a}-BLK`, 'created'],
      [3, a, `${a}-TOR`, 'created'],
      [4, b, `${b}-RED`, 'error'],
    ]);
    // Line 3 names the category by name, line 2 by slug: the same category, and the report notes the difference.
    expect(dry.body.data.lines[2]!.messages).toEqual(
      expect.arrayContaining([`price: ${consoleMessages.productPriceInvalid}`, `colour_hex: ${consoleMessages.productColourHexInvalid}`]),
    );
    expect(await goodsBySku(a)).toBeUndefined();

    const real = await importCsv(text, false);
    expect(real.status, real.text).toBe(422);
    expect(real.body.key).toBe('csvHasErrors');
    expect(real.body.data).toMatchObject({ written: false, counts: { error: 1 } });
    expect(await goodsBySku(a)).toBeUndefined();
    expect(await goodsBySku(b)).toBeUndefined();

    const fixed = HEADER + good + line(b, `${b}-RED`, { category: String(category.id), colour: 'Red', colour_hex: '#cc2200' });
    const done = await importCsv(fixed, false);
    expect(done.status, done.text).toBe(200);
    expect(done.body.key).toBe('csvImported');
    expect(done.body.data).toMatchObject({ written: true, counts: { created: 3, error: 0 } });
    const made = (await goodsBySku(a))!;
    expect(made).toMatchObject({ name: `Frame ${a}`, categoryId: category.id, status: 'published', price: 49.5 });
    const colours = await t.db.select().from(goodsVariants).where(eq(goodsVariants.goodsId, made.id));
    expect(colours.map((c) => [c.sku, c.colorHex, c.stockQty]).sort()).toEqual([
      [`${a}-BLK`, '#111111', 7],
      [`${a}-TOR`, '#7a4b2a', 3],
    ]);
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, made.id));
    expect(moves.map((m) => [m.reason, m.delta, m.qtyAfter]).sort()).toEqual([
      ['import', 3, 3],
      ['import', 7, 7],
    ]);
    // A shopper sees it at once (the read cache was dropped).
    const shop = await t.api('GET', paths.goodsDetail(made.id));
    expect(shop.status, shop.text).toBe(200);
    expect(JSON.stringify(shop.body.data)).toContain(`Frame ${a}`);
    // In the audit log with its counts.
    const audit = await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=product&record_id=csv`, { token: owner });
    expect(audit.body.data.items[0]).toMatchObject({
      action: 'product.import',
      after: { created: 3, updated: 0, unchanged: 0, error: 0, products: 2 },
    });

    // Again, with a new price and stock: updated, the stock change one more `import` movement.
    const again = await importCsv(
      HEADER +
        line(a, `${a}-BLK`, { category: category.slug, price: 39.5, stock: 2 }) +
        line(a, `${a}-TOR`, { category: category.slug, colour: 'Tortoise', colour_hex: '#7a4b2a', stock: 3 }),
      false,
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.lines.map((l) => l.result)).toEqual(['updated', 'updated']);
    expect(again.body.data.lines[0]!.messages[0]).toMatch(/price.*stock/);
    expect((await goodsBySku(a))!.price).toBe(39.5);
    const [black] = await t.db
      .select()
      .from(goodsVariants)
      .where(eq(goodsVariants.sku, `${a}-BLK`));
    expect(black!.stockQty).toBe(2);
    const last = await t.db
      .select()
      .from(stockMovements)
      .where(and(eq(stockMovements.variantId, black!.id), eq(stockMovements.delta, -5)));
    expect(last).toMatchObject([{ reason: 'import', qtyAfter: 2 }]);
  });

  it('keeps spreadsheet formulas out of the export, and reads them back exactly', async () => {
    const a = tag();
    const name = '=HYPERLINK("http://evil.example","x")';
    const created = await importCsv(HEADER + line(a, `${a}-1`, { category: category.slug, name, description: '@SUM(A1)' }), false);
    expect(created.status, created.text).toBe(200);
    expect((await goodsBySku(a))!.name).toBe(name);
    const text = await (await exportCsv(`q=${a}`)).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`'@SUM(A1)`);
    const back = await importCsv(text, true);
    expect(back.body.data.counts).toEqual({ created: 0, updated: 0, unchanged: 1, error: 0 });
  });

  it('refuses a colour SKU of another product, and two products with one colour SKU', async () => {
    const [taken] = await t.db.select().from(goodsVariants).where(eq(goodsVariants.goodsId, 1));
    const a = tag();
    const res = await importCsv(
      HEADER +
        line(a, taken!.sku, { category: category.slug }) +
        line(`${a}X`, `${a}-C`, { category: category.slug }) +
        line(`${a}Y`, `${a}-C`, { category: category.slug }),
      true,
    );
    expect(res.body.data.lines.map((l) => l.result)).toEqual(['error', 'created', 'error']);
    expect(res.body.data.lines[0]!.messages).toContain(`colour_sku: ${consoleMessages.productColourSkuTaken}`);
    expect(res.body.data.lines[2]!.messages).toContain(`colour_sku: ${consoleMessages.productColourSkuTaken}`);
  });

  it('refuses a file it cannot read: broken quoting, a missing column, too many lines, no file', async () => {
    const a = tag();
    const broken = await importCsv(HEADER + line(a, `${a}-1`) + `${a},"open name,x\r\n`, true);
    expect(broken.status, broken.text).toBe(422);
    expect(refusalOf(broken).errors.file).toBe('Line 3: a quoted field is not closed');
    expect(refusalOf(broken).field_keys.file).toEqual({ key: 'csvQuoting', values: { line: '3' } });

    const header = await importCsv('sku,name\r\nX,Y\r\n', true);
    expect(header.status).toBe(422);
    expect(refusalOf(header).field_keys.file?.key).toBe('csvHeaderInvalid');

    const huge = HEADER + `${a},n,,,,,1,,,,,,,,,,,,,,,,${a}-c,c,#000000,1\n`.repeat(100_000);
    const started = performance.now();
    const big = await importCsv(huge, true);
    expect(big.status, big.text.slice(0, 300)).toBe(422);
    expect(refusalOf(big).field_keys.file?.key).toBe('csvTooLarge');
    expect(performance.now() - started).toBeLessThan(5_000);

    const none = await postMultipart(t, adminProductPaths.productsImport, catalogue, { fields: { dry_run: 1 } });
    expect(none.status).toBe(422);
    expect(refusalOf(none).field_keys.file?.key).toBe('csvFileRequired');
  });

  it('is for catalogue.manage only', async () => {
    const fulfilment = await staffToken(t, 'fulfilment');
    expect((await exportCsv('', fulfilment)).status).toBe(403);
    expect((await importCsv(HEADER, true, fulfilment)).status).toBe(403);
    const all = await exportCsv('', owner);
    expect(all.status).toBe(200);
    // Read to its end: a response left unread keeps the server from closing.
    expect(parseCsv(await all.text()).length).toBeGreaterThan(100);
  });
});
