import { test, expect } from '../support';
import { expectSignedIn, header, openLoginDialog, storedToken, submitAuthForm, waitForToken } from '../support/shop';

test('a visitor registers from the login dialog and is signed in at once', async ({ page }, testInfo) => {
  const email = `e2e-${testInfo.workerIndex}-${Date.now()}@example.com`;
  await page.goto('/');
  const visitorToken = await waitForToken(page);

  const dialog = await openLoginDialog(page);
  await expect(dialog.getByRole('tab', { name: 'Sign in' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await expect(dialog.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('link', { name: 'Forgot Your Password ?' })).toHaveCount(0);

  await submitAuthForm(dialog, email, 'secret123', 'Register');

  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page);
  expect(await storedToken(page)).not.toBe(visitorToken);
  await header(page).getByRole('button', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account\/my-account$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
});
