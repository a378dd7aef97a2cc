import { test, expect } from '../support';

test('a page slides forward on a link and on Forward, back on Back', async ({ page }) => {
  await page.goto('/');
  // The page's frame says how it came in: none on a first load, then forward, back or fade.
  const frame = page.locator('[data-transition]');
  await expect(frame).toHaveAttribute('data-transition', 'none');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Order Tracking' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(frame).toHaveAttribute('data-transition', 'forward');

  await page.goBack();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(frame).toHaveAttribute('data-transition', 'back');

  await page.goForward();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(frame).toHaveAttribute('data-transition', 'forward');

  // Back twice over two steps: both slide back, and Forward again slides forward.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/after-sales$/);
  await expect(frame).toHaveAttribute('data-transition', 'forward');
  await page.goBack();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(frame).toHaveAttribute('data-transition', 'back');
  await page.goBack();
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  await expect(frame).toHaveAttribute('data-transition', 'back');
  await page.goForward();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(frame).toHaveAttribute('data-transition', 'forward');
});
