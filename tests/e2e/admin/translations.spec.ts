import { test, expect, screenshot } from '../support';
import { findGoods } from '../support/catalog';
import { speak } from '../support/words';
import { PHONE } from '../../../scripts/chromium';
import { newMember, signInAsMember } from './member';

/**
 * The console's translations at 1280×800 (issue 26): a content member finds a product's name in
 * Spanish, corrects it by hand, and a Spanish shopper at 390×844 reads the correction on the
 * product page. The e2e shop translates with Apertium (Spanish only): its job's Spanish is what the
 * row shows first, and the journey puts it back at the end. The product is not the one the
 * translation journey reads (the first in stock).
 */
test('a content member corrects a Spanish product name; a Spanish shopper reads the correction', async ({ page, request, browser }, testInfo) => {
  test.slow();
  const first = await findGoods(request, (g) => g.colors.some((c) => c.stock_qty > 0));
  const goods = await findGoods(request, (g) => g.id !== first.id, { spread: 'console-translation' });
  const member = await newMember(request, 'content');
  await signInAsMember(page, member, '/admin/translations?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Translations' })).toBeVisible();
  const languages = page.getByRole('navigation', { name: 'Languages' });
  await expect(languages.getByRole('link', { name: 'Español' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('The translator is apertium.')).toBeVisible();

  // The product's name, found by its code.
  const filters = page.getByRole('search', { name: 'Filter texts' });
  await filters.getByLabel('Text').fill(goods.name);
  await filters.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: goods.name, exact: true }) });
  await expect(row).toHaveCount(1);
  await screenshot(page, testInfo, 'console-translations');
  const before = (await row.getByRole('cell').nth(1).textContent())!.trim();

  const corrected = `Gafas corregidas ${goods.sku}`;
  await row.getByText('Correct', { exact: true }).click();
  const form = row.getByRole('form', { name: /^Correct the translation of/ });
  await form.getByLabel('Español').fill(corrected);
  await form.getByRole('button', { name: 'Save correction' }).click();
  const saved = page.getByRole('row').filter({ has: page.getByRole('cell', { name: goods.name, exact: true }) });
  await expect(saved.getByText('Corrected', { exact: true })).toBeVisible();
  await expect(saved.getByRole('cell', { name: corrected })).toBeVisible();

  // A Spanish shopper on a phone reads the correction at once.
  const context = await browser.newContext({
    ...PHONE,
    viewport: { width: 390, height: 844 },
    baseURL: testInfo.project.use.baseURL,
    locale: 'es-ES',
  });
  await context.addInitScript(() => localStorage.setItem('optic:emailCatalogueSent', 'true'));
  const shopper = await context.newPage();
  await speak(shopper, 'es');
  await shopper.goto(`/goods-detail/${goods.id}`);
  await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(corrected);
  await screenshot(shopper, testInfo, 'shop-product-corrected-es');
  await context.close();

  // Put back what the row showed (the job's Spanish, kept from now on as a correction), if it had one.
  if (before && before !== 'Missing') {
    await saved.getByText('Correct', { exact: true }).click();
    const again = saved.getByRole('form', { name: /^Correct the translation of/ });
    await again.getByLabel('Español').fill(before);
    await again.getByRole('button', { name: 'Save correction' }).click();
    await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: before, exact: true }) })).toHaveCount(1);
  }
});
