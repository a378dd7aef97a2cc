import { test, expect, screenshot } from '../support';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expectSignedIn, openLoginDialog } from '../support/shop';

const EMAIL_REQUIRED = 'Please enter your email address';
const EMAIL_INVALID = 'Please enter a valid email address.';
const PASSWORD_REQUIRED = 'Please enter your password';
const PASSWORD_LENGTH = 'Your password must be between 6-25 characters';

/** Walks one form (sign-in or register) through every message of spec section 5. */
async function expectEveryMessage(form: Locator, submitName: 'Sign in' | 'Register', page: Page) {
  const email = form.getByLabel('Email');
  const password = form.getByLabel('Password', { exact: true });
  const submit = form.getByRole('button', { name: submitName, exact: true });
  const requests: string[] = [];
  const onRequest = (r: { url(): string }) => {
    if (/\/api\/(login|register)$/.test(new URL(r.url()).pathname)) requests.push(r.url());
  };
  page.on('request', onRequest);

  await expect(email).toHaveAttribute('maxlength', '50');
  await expect(password).toHaveAttribute('maxlength', '25');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');

  await submit.click();
  await expect(email).toHaveAccessibleDescription(EMAIL_REQUIRED);
  await expect(password).toHaveAccessibleDescription(PASSWORD_REQUIRED);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAttribute('aria-invalid', 'true');

  await email.fill('a@b');
  await password.fill('12345');
  await submit.click();
  await expect(email).toHaveAccessibleDescription(EMAIL_INVALID);
  await expect(password).toHaveAccessibleDescription(PASSWORD_LENGTH);

  for (const bad of ['no-at-sign.example.com', 'two@@example.com', 'spaces in@example.com', 'shopper@example']) {
    await email.fill(bad);
    await submit.click();
    await expect(email, bad).toHaveAccessibleDescription(EMAIL_INVALID);
  }

  // Typing past the limits stops at them.
  await email.fill(`${'a'.repeat(38)}@example.co`);
  await email.pressSequentially('mmm');
  await expect(email).toHaveValue(`${'a'.repeat(38)}@example.com`);
  await password.fill('p'.repeat(24));
  await password.pressSequentially('qrs');
  await expect(password).toHaveValue(`${'p'.repeat(24)}q`);

  // Valid values clear the messages; nothing was sent while the form was invalid.
  await email.fill('someone@example.com');
  await password.fill('123456');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
  await expect(password).not.toHaveAttribute('aria-invalid', 'true');
  expect(requests).toEqual([]);
  page.off('request', onRequest);
}

test('the sign-in page shows every validation message and trims the e-mail', async ({ page }) => {
  await page.goto('/sign-in');
  const form = page.getByRole('tabpanel', { name: 'Sign in' });
  await expectEveryMessage(form, 'Sign in', page);

  // The e-mail is trimmed: spaces typed around it still sign in. (Chromium's type=email input
  // already drops them from its value; the form trims too.)
  await form.getByLabel('Email').fill('');
  await form.getByLabel('Email').pressSequentially(`  ${DEMO.email}  `);
  await form.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page);
});

test('the register tab of the login dialog shows every validation message', async ({ page }, testInfo) => {
  await page.goto('/');
  const dialog = await openLoginDialog(page);

  // The sign-in tab first: empty submit, as a person would try it.
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog.getByLabel('Email')).toHaveAccessibleDescription(EMAIL_REQUIRED);
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(PASSWORD_REQUIRED);
  await screenshot(page, testInfo, 'login-dialog-with-errors');

  await dialog.getByRole('tab', { name: 'Register' }).click();
  const form = dialog.getByRole('tabpanel', { name: 'Register' });
  await expect(form).toBeVisible();
  await form.getByLabel('Email').fill('');
  await form.getByLabel('Password', { exact: true }).fill('');
  await expectEveryMessage(form, 'Register', page);
  await screenshot(page, testInfo, 'register-dialog-filled');
});
