import { test, expect } from '../support';
import {
  expectSignedIn,
  expectSignedOut,
  header,
  openLoginDialog,
  registerCustomer,
  submitAuthForm,
  uniqueEmail,
  waitForToken,
} from '../support/shop';

test('signing out gets a fresh visitor token and locks my account again', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'logout');
  await registerCustomer(page.request, email, 'secret123');

  await page.goto('/');
  const firstVisitorToken = await waitForToken(page);
  await submitAuthForm(await openLoginDialog(page), email, 'secret123');
  await expectSignedIn(page);
  const customerToken = await waitForToken(page, [firstVisitorToken]);

  await header(page).getByRole('button', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/account\/my-account$/);
  const logout = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/users/logout');
  const visitor = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/visitor');
  await page.getByRole('button', { name: 'Sign out' }).click();
  expect((await logout).ok()).toBe(true);
  expect((await visitor).ok()).toBe(true);

  await expect(page).toHaveURL(/\/$/);
  await expectSignedOut(page);
  const newVisitorToken = await waitForToken(page, [firstVisitorToken, customerToken]);
  expect(newVisitorToken).not.toBe(customerToken);
  expect(newVisitorToken).not.toBe(firstVisitorToken);
  await expect(header(page).getByRole('link', { name: 'Cart, empty' })).toBeVisible();

  await page.goto('/account/my-account');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Faccount%2Fmy-account$/);
  await expectSignedOut(page);
});
