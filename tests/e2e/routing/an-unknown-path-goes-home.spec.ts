import { test, expect } from '../support';

test('an unknown path ends on the home page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Optic Shop home' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
