import { test, expect, screenshot } from '../support';
import { findGoods } from '../support/catalog';
import { tickerUnderHeader } from '../support/lenses';

test('a rimless frame refuses an SPH it cannot be made in on the field, naming the range it can, and takes one within it', async ({
  page,
  request,
  a11y,
}, testInfo) => {
  a11y.allow(tickerUnderHeader);
  const frame = await findGoods(request, (g) => g.colors.some((c) => c.stock_qty >= 1), { where: { 'rim[]': 'rimless' }, spread: 'rimless sph' });
  expect(frame.rim).toBe('rimless');
  await page.goto(`/goods-detail/${frame.id}`);
  await expect(page.getByRole('heading', { level: 1, name: frame.name })).toBeVisible();
  await page.getByRole('link', { name: 'Select lenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select lenses' })).toBeVisible();
  await page.getByRole('radio', { name: /Single vision: distance/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  const right = page.getByRole('group', { name: 'Right eye (OD)' });
  const left = page.getByRole('group', { name: 'Left eye (OS)' });
  await right.getByLabel('SPH').fill('-9.00');
  await left.getByLabel('SPH').fill('-6.50');
  await page.getByLabel('PD', { exact: true }).fill('63');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // Within the table's -20.00 to +12.00, but not in a rimless frame: the field says what the frame takes.
  await expect(right.getByRole('alert')).toHaveText('For this frame, SPH must be from -8.00 to +6.00');
  await expect(left.getByRole('alert')).toHaveCount(0);
  await expect(right.getByLabel('SPH')).toHaveAttribute('aria-invalid', 'true');
  await screenshot(page, testInfo, 'sph-outside-the-frame');

  await right.getByLabel('SPH').fill('-7.50');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // Made in this frame, beyond ±4.00: every index but 1.50.
  await expect(page.getByRole('group', { name: 'Lens index and material' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /1\.50/ })).toHaveCount(0);
  await expect(page.getByRole('radio')).toHaveCount(3);
});
