import { test, expect, waitForMail, firstLink } from '../support';
import type { Page } from '@playwright/test';
import { expectSignedIn, openLoginDialog, registerCustomer, submitAuthForm, uniqueEmail } from '../support/shop';

async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await submitAuthForm(page.getByRole('tabpanel', { name: 'Sign in' }), email, password);
}

test('a shopper resets a forgotten password from the e-mailed link, once', async ({ page, pageProblems }, testInfo) => {
  // The old password and the spent link are refused with 422s, which the browser logs.
  pageProblems.allow(/status of 422/);
  const email = uniqueEmail(testInfo, 'reset');
  const oldPassword = 'old-secret1';
  const newPassword = 'new-secret2';
  await registerCustomer(page.request, email, oldPassword);

  await page.goto('/');
  const dialog = await openLoginDialog(page);
  await dialog.getByRole('link', { name: 'Forgot Your Password ?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If an account exists for this address, we have sent a link to reset the password' }),
  ).toBeVisible();

  const mail = await waitForMail(page, email, { kind: 'password-reset' });
  const link = firstLink(mail);
  expect(new URL(link).pathname).toBe('/forgot-password');
  expect(new URL(link).searchParams.get('token')).toBeTruthy();

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed' })).toBeVisible();

  // The old password no longer works...
  await signInOnPage(page, email, oldPassword);
  await expect(page.getByRole('alert').filter({ hasText: 'The email address or password is incorrect' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);

  // ...the new one does.
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await form.getByLabel('Password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);

  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-secret3');
  await page.getByLabel('Confirm new password').fill('third-secret3');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This reset link is invalid or has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});
