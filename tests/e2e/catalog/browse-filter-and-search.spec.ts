import { test, expect, screenshot } from '../support';
import { header, openMenu } from '../support/shop';

test('home → category → filter by shape and colour (in the URL, kept on reload) → scroll loads more → search with a typo → no results offers popular searches', async ({
  page,
}, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const categories = page.getByRole('region', { name: 'Shop by category' });
  await categories.getByRole('link', { name: 'Optical Frames' }).click();
  await expect(page).toHaveURL(/\/goods-list\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Optical Frames' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Optical Frames' });
  await expect(grid.getByRole('article')).toHaveCount(10);

  // Filters in a slide-up sheet; each change goes into the URL.
  await page.getByRole('button', { name: /^Filter/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('checkbox', { name: /^Aviator/ }).check();
  await expect(page).toHaveURL(/shape=aviator/);
  await sheet.getByRole('checkbox', { name: /^Navy Blue/ }).check();
  await expect(page).toHaveURL(/\?shape=aviator&color=Navy\+Blue$/);
  await screenshot(page, testInfo, 'filter-sheet-open');
  await sheet.getByRole('button', { name: /^Show \d+ frames?$/ }).click();
  await expect(sheet).toHaveCount(0);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Remove filter: Aviator' })).toBeVisible();
  const filtered = await grid.getByRole('article').count();
  expect(filtered).toBeGreaterThan(0);
  for (const name of await grid.getByRole('heading').allTextContents()) expect(name).toMatch(/Aviator|AV-/);

  await page.reload();
  await expect(page).toHaveURL(/\?shape=aviator&color=Navy\+Blue$/);
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Remove filter: Navy Blue' })).toBeVisible();
  await expect(grid.getByRole('article')).toHaveCount(filtered);

  // Clear all, then scrolling to the end loads the next page.
  await page.getByRole('list', { name: 'Active filters' }).getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL(/\/goods-list\/1$/);
  await expect(grid.getByRole('article')).toHaveCount(10);
  await page.mouse.wheel(0, 20000);
  await expect(grid.getByRole('article')).toHaveCount(20);

  // Search from the header, with a typo.
  await header(page).getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the shop' });
  await dialog.getByRole('searchbox', { name: 'Search' }).fill('aviatr');
  await dialog.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search-result\?keywords=aviatr$/);
  const results = page.getByRole('list', { name: /aviatr/ });
  await expect(results.getByRole('article').first()).toBeVisible();
  for (const name of (await results.getByRole('heading').allTextContents()).slice(0, 5)) expect(name).toMatch(/Aviator/);
  const box = page.getByRole('search').getByRole('searchbox', { name: 'Search' });
  await expect(box).toHaveValue('aviatr');
  await screenshot(page, testInfo, 'search-aviatr');

  // An empty search is refused; a search that finds nothing offers the popular searches.
  await box.fill('  ');
  await box.press('Enter');
  await expect(page.getByRole('search').getByRole('alert')).toHaveText('Please enter a search term');
  await box.fill('zzqqxx');
  await box.press('Enter');
  await expect(page).toHaveURL(/keywords=zzqqxx$/);
  await expect(page.getByRole('heading', { name: 'No frames match' })).toBeVisible();
  const popular = page.getByRole('region', { name: 'Popular searches' });
  await expect(popular.getByRole('link').first()).toBeVisible();
  await screenshot(page, testInfo, 'search-no-results');
  await popular.getByRole('link', { name: 'aviator', exact: true }).click();
  await expect(page).toHaveURL(/keywords=aviator$/);
  await expect(
    page
      .getByRole('list', { name: /aviator/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
});

test('the goods list reads right to left in Arabic, filter sheet included', async ({ page }, testInfo) => {
  await page.goto('/goods-list/1?sort=price_asc');
  const menu = await openMenu(page);
  await menu.getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('combobox', { name: 'ترتيب' })).toHaveValue('price_asc');
  await expect(
    page
      .getByRole('list', { name: 'الإطارات' })
      .or(page.getByRole('list', { name: 'Optical Frames' }))
      .getByRole('article'),
  ).toHaveCount(10);
  await screenshot(page, testInfo, 'arabic-goods-list');
  await page.getByRole('button', { name: /^تصفية/ }).click();
  await expect(page.getByRole('dialog', { name: 'عوامل التصفية' })).toBeVisible();
  await screenshot(page, testInfo, 'arabic-filter-sheet');
});

test('an unknown category shows a friendly not-found page with a way home', async ({ page, pageProblems }) => {
  pageProblems.allow(/goods\/list|404/);
  await page.goto('/goods-list/999999');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
});
