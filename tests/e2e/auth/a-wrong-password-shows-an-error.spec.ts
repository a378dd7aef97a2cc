import { test, expect } from '../support';
import { DEMO, expectSignedOut, openLoginDialog, storedToken, submitAuthForm, waitForToken } from '../support/shop';

test('a wrong password shows the error and leaves the visitor where they were', async ({ page, pageProblems }) => {
  // The server answers wrong credentials with a 422, which the browser logs.
  pageProblems.allow(/status of 422/);
  await page.goto('/');
  const visitorToken = await waitForToken(page);

  const dialog = await openLoginDialog(page);
  await submitAuthForm(dialog, DEMO.email, 'not-the-password');

  await expect(dialog.getByRole('alert').filter({ hasText: 'The email address or password is incorrect' }).first()).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sign in', exact: true })).not.toHaveAttribute('aria-busy', 'true');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedToken(page)).toBe(visitorToken);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectSignedOut(page);
});
