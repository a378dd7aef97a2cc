import { test, expect } from '../support';
import { header } from '../support/shop';

test('a popular search leads to its results; an empty search is refused', async ({ page }) => {
  await page.goto('/');
  await header(page).getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search the shop' });
  await expect(dialog).toBeVisible();
  const field = dialog.getByRole('searchbox', { name: 'Search' });
  await expect(field).toBeFocused();

  // Empty (or blank) text is refused with a message, and nothing navigates.
  await dialog.getByRole('button', { name: 'Show results' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a search term');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('   ');
  await field.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a search term');
  await expect(page).toHaveURL(/\/$/);

  const popular = dialog.getByRole('region', { name: 'Popular Searches' });
  await expect(popular.getByRole('heading', { name: 'Popular Searches' })).toBeVisible();
  await expect(popular.getByRole('listitem')).not.toHaveCount(0);
  const aviator = popular.getByRole('link', { name: 'aviator', exact: true });
  await expect(aviator).toHaveAttribute('href', '/search-result?keywords=aviator');

  // Listen before the click: /search-result may have no page yet and redirect on to /.
  const followed = page.waitForURL(/\/search-result\?keywords=aviator$/);
  await aviator.click();
  await followed;
  await expect(dialog).toHaveCount(0);
});
