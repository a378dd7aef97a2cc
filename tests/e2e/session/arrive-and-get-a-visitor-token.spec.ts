import { test, expect } from '../support';
import { countRequests, storedToken, waitForToken } from '../support/shop';

test('a first visit gets a visitor token, and a reload keeps it without asking again', async ({ page }) => {
  const visitorCalls = countRequests(page, 'api/visitor');

  await page.goto('/');
  const token = await waitForToken(page);
  expect(token.length).toBeGreaterThan(10);
  expect(visitorCalls.count).toBe(1);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  // Everything the page asks for on load has been answered: no second visitor call was among it.
  await page.waitForLoadState('networkidle');
  expect(await storedToken(page)).toBe(token);
  expect(visitorCalls.count).toBe(1);
});
