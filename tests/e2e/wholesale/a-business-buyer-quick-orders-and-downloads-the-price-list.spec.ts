import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import type { PriceListPage } from '../../../contract/wholesale';
import { test, expect, screenshot } from '../support';
import { newBusinessBuyer } from '../support/business';
import { newPayer, signInTo, type Payer } from '../support/payment';

async function api<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token: string,
  data?: unknown,
  form?: Record<string, string | number>,
): Promise<T> {
  const res = await request[method](`/${path}`, { headers: { authorization: `Bearer ${token}` }, data, form });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${path} answered ${body.code}: ${body.msg}`);
  return body.data;
}

/** A customer who declared a business and has an address, over the API. */
async function businessBuyer(request: APIRequestContext, testInfo: Parameters<typeof newPayer>[1]): Promise<Payer> {
  const buyer = await newBusinessBuyer(request, testInfo);
  await api(request, 'post', 'api/users/addAddress', buyer.token, undefined, {
    firstname: 'Ada',
    lastname: 'Lovelace',
    phone: '+44 20 7946 0000',
    country_id: 'GB',
    region_id: '',
    region: 'Greater London',
    city: 'London',
    street: '1 Baker Street',
    street2: '',
    postcode: 'NW1 6XE',
    is_default: 1,
  });
  return buyer;
}

test('a business buyer pastes ten SKU lines, fixes the one refused, places the list as an order and finds it in my shopping lists', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  // The refused line: the quick order answers 422 with a message per line.
  pageProblems.allow(/shoppingList\/quickOrder/);
  const buyer = await businessBuyer(request, testInfo);
  const list = await api<PriceListPage>(request, 'get', 'api/goods/priceList?kind=w&page=2', buyer.token);
  const picks = list.rows.filter((r) => r.moq > 0 && r.stock >= 100).slice(0, 10);
  expect(picks).toHaveLength(10);
  const lines = picks.map((r) => `${r.sku}, ${r.moq}`);
  lines[3] = 'NOPE-0000, 5';

  await signInTo(page, buyer, '/catalog-shopping-list-w');
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping list' })).toBeVisible();
  const box = page.getByRole('textbox', { name: 'SKU, quantity lines' });
  await box.fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Add to list' }).click();
  await expect(page.getByRole('alert')).toContainText('Line 4: No product has this SKU');
  await screenshot(page, testInfo, 'quick-order-line-refused');

  lines[3] = `${picks[3]!.sku}, ${picks[3]!.moq}`;
  await box.fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Add to list' }).click();
  await expect(page.getByRole('table', { name: 'Shopping list' }).locator('tbody tr')).toHaveCount(10);
  await expect(box).toHaveValue('');
  await screenshot(page, testInfo, 'shopping-list-ten-lines');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/account\/shopping-order-detail\/\d+$/);
  await expect(page.getByRole('link', { name: /^Order [A-Z0-9-]+$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay this order' })).toBeVisible();

  await page.getByRole('link', { name: 'My shopping lists' }).click();
  await expect(page).toHaveURL(/\/account\/my-shopping-list$/);
  const card = page.getByRole('list', { name: 'My shopping lists' }).getByRole('listitem').first();
  await expect(card).toContainText('Ordered');
  await expect(card).toContainText(/10 lines, \d+ pieces/);
  await expect(card).toContainText(/Order [A-Z0-9]+/);
  await screenshot(page, testInfo, 'my-shopping-lists');
});

test('a business buyer sees the wholesale tiers and downloads the wholesale price list as a PDF; a visitor is told how to become one', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/catalog-price-list-w');
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale price list' })).toBeVisible();
  await expect(page.getByText('Wholesale prices and minimum quantities are shown to business buyers.')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'MOQ' })).toHaveCount(0);

  const buyer = await businessBuyer(request, testInfo);
  await signInTo(page, buyer, '/catalog-price-list-w');
  await expect(page.getByRole('columnheader', { name: 'MOQ' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search SKU or name' }).fill('aviator');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ products?$/ })).toBeVisible();
  await screenshot(page, testInfo, 'wholesale-price-list');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('wholesale-price-list.pdf');
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(bytes.length).toBeGreaterThan(20_000);
});
