import { PRODUCT_CSV_COLUMNS, type ProductCsvColumn } from '../../../contract/admin-products';
import { paths } from '../../../contract/endpoints';
import { test, expect, screenshot } from '../support';
import { call } from '../support/payment';
import { newMember, signInAsMember } from './member';
import { JOURNEY_SKU_PREFIX } from '../support/catalog';

/** One CSV line of PRODUCT_CSV_COLUMNS (no cell here needs quoting). */
function csvLineOf(cells: Partial<Record<ProductCsvColumn, string | number>>): string {
  return PRODUCT_CSV_COLUMNS.map((c) => String(cells[c] ?? '')).join(',') + '\r\n';
}

/**
 * The catalogue's CSV import at 1280×800 (issue 25): a catalogue member imports a file with one bad
 * line (Check shows it, Import CSV writes nothing), fixes it and imports it; the product is in the
 * console's list and, published, on the shop's api/goods.
 */
test('a catalogue member imports a CSV: the bad line is shown and nothing written, then the fixed file is imported', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  // Import CSV of the bad file is refused (422 csvHasErrors), as the page shows.
  pageProblems.allow(/status of 422.*products\/import/);
  const sku = `${JOURNEY_SKU_PREFIX}CSV-${Date.now().toString(36).toUpperCase()}`;
  const product = {
    sku,
    name: `Import Frame ${sku}`,
    description: 'A frame from a CSV.',
    category: 'optical-frames-unisex',
    status: 'published',
    price_type: 'plain',
    price: 59,
    shape: 'round',
    rim: 'full',
    material: 'acetate',
    low_stock_threshold: 2,
  };
  const black = { ...product, colour_sku: `${sku}-BLK`, colour: 'Black', colour_hex: '#111111', stock: 9 };
  const header = PRODUCT_CSV_COLUMNS.join(',') + '\r\n';
  const bad = header + csvLineOf(black) + csvLineOf({ ...product, colour_sku: `${sku}-RED`, colour: 'Red', colour_hex: 'red', stock: -3 });
  const fixed = header + csvLineOf(black) + csvLineOf({ ...product, colour_sku: `${sku}-RED`, colour: 'Red', colour_hex: '#cc2200', stock: 3 });

  const member = await newMember(request, 'catalogue');
  await signInAsMember(page, member, '/admin/products');
  await page.getByRole('link', { name: 'Import CSV' }).click();
  await expect(page).toHaveURL('/admin/products/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import CSV' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Check' })).toBeDisabled();

  // Check: every line's result; the bad one says why; nothing is written.
  const picker = page.getByLabel('Choose a CSV file');
  await picker.setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await page.getByRole('button', { name: 'Check' }).click();
  const report = page.getByRole('table', { name: "The file's lines and their results" });
  await expect(report.getByRole('row')).toHaveCount(3);
  // The product's good line is not written either (all of a product, or none of it), and says why.
  await expect(report.getByRole('row').nth(1)).toContainText('Not written: this product has an error on line 3');
  const badRow = report.getByRole('row').nth(2);
  await expect(badRow).toContainText('Error');
  await expect(badRow).toContainText('colour_hex: Please give the swatch as #rrggbb');
  await expect(badRow).toContainText('stock: Please enter a whole number of 0 or more');
  await expect(page.getByText('0 created, 0 updated, 0 unchanged, 2 with errors. Nothing has been written.')).toBeVisible();
  await screenshot(page, testInfo, 'console-products-import-check');

  // Import CSV anyway: refused whole, the report still shows the line to fix.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('alert')).toHaveText('Nothing was written: fix the lines with errors and import again');
  await expect(badRow).toContainText('Error');
  await page.goto(`/admin/products?q=${sku}`);
  await expect(page.getByText('No products match these filters.')).toBeVisible({ timeout: 20_000 });

  // Fixed: checked, then imported.
  await page.goto('/admin/products/import');
  await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByText('2 created, 0 updated, 0 unchanged, 0 with errors. Nothing has been written.')).toBeVisible();
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The CSV has been imported (2 lines).' })).toBeVisible();
  await screenshot(page, testInfo, 'console-products-import-done');

  // In the console's list, and for shoppers.
  await page.goto(`/admin/products?q=${sku}`);
  const row = page.getByRole('row', { name: new RegExp(`Import Frame ${sku}`) });
  await expect(row).toBeVisible({ timeout: 20_000 });
  const href = await row.getByRole('link').first().getAttribute('href');
  const id = Number(/\/admin\/products\/(\d+)/.exec(href ?? '')?.[1]);
  expect(id).toBeGreaterThan(0);
  const shop = await call<{ name?: string; goods_name?: string }>(request, 'get', paths.goodsDetail(id));
  expect(JSON.stringify(shop)).toContain(`Import Frame ${sku}`);
});
