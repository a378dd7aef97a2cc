import { test, expect, screenshot } from '../support';

test('a shopper searches the lens price list for an index and a coating, and finds the business prices are for business buyers', async ({
  page,
}, testInfo) => {
  await page.goto('/lenses/catalog-price-list-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search the lens price list' })).toBeVisible();
  await expect(page.getByText('Type what you are looking for to see the matching lenses.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  const search = page.getByRole('searchbox', { name: 'Search lenses' });
  await search.fill('progressive 1.74');
  const table = page.getByRole('table', { name: /^Progressive/ });
  await expect(table).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(1);
  await expect(table.getByRole('row')).toHaveCount(2);
  // Progressive $119 + 1.74 index $119, a pair.
  await expect(table.getByRole('row', { name: /1\.74 Super-thin/ })).toContainText('$238.00');
  await expect(page.getByRole('status').filter({ hasText: /lens/ })).toHaveText('1 lens');
  await screenshot(page, testInfo, 'lens-search-progressive');

  await search.fill('blue');
  await expect(page.getByRole('table', { name: 'Coatings and tints' }).getByRole('row', { name: /Blue-light filter/ })).toContainText('+$25.00');
  await search.fill('nothing like this');
  await expect(page.getByText('No lenses match.')).toBeVisible();

  // The whole list by series, and the wholesale one telling a visitor how to see business prices.
  await page.getByRole('link', { name: 'Lens price list', exact: true }).click();
  await expect(page).toHaveURL(/\/lenses\/catalog-price-list-z$/);
  await expect(page.getByRole('table')).toHaveCount(5);
  await page.getByRole('link', { name: 'Wholesale lens price list' }).click();
  await expect(page.getByText('Business prices are shown to business buyers.')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Business price by pairs' })).toHaveCount(0);
  await screenshot(page, testInfo, 'lens-price-list-w');
});
