import { test, expect, screenshot, waitForMail } from '../support';
import { expectSignedIn, header, registerCustomer, submitAuthForm, uniqueEmail } from '../support/shop';

test('a customer changes their name and e-mail, then their password, subscribes to the newsletter and leaves it by its link, and signs in again with both', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  // The wrong current password and the old password are refused on purpose (422).
  pageProblems.allow(/422.*api\/(changePassword|login)/);
  const email = uniqueEmail(testInfo, 'settings');
  const renamed = uniqueEmail(testInfo, 'renamed');
  await registerCustomer(request, email, 'secret123');
  await page.goto(`/sign-in?redirect=${encodeURIComponent('/account/my-account')}`);
  await submitAuthForm(page.getByRole('tabpanel'), email, 'secret123');
  await page.getByRole('link', { name: 'Account settings' }).click();
  await expect(page).toHaveURL(/\/account\/account-settings$/);

  // Details: a bad e-mail is refused with the spec's message; then saved, and My account greets the new name.
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('First name').fill('Ada');
  await details.getByLabel('Last name').fill('Lovelace');
  await details.getByLabel('Email').fill('not-an-email');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('alert')).toHaveText('Please enter a valid email address.');
  await details.getByLabel('Email').fill(renamed);
  await expect(details.getByRole('alert')).toHaveCount(0);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('status')).toHaveText('Your details have been saved.');

  // Password: the current one must be right; then changed.
  const password = page.getByRole('form', { name: 'Change password' });
  await password.getByLabel('Current password').fill('wrong-password');
  await password.getByLabel('New password', { exact: true }).fill('newpass12');
  await password.getByLabel('Confirm new password').fill('newpass12');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('alert')).toHaveText('Your current password is incorrect');
  await screenshot(page, testInfo, 'account-settings-refused');
  await password.getByLabel('Current password').fill('secret123');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByRole('status')).toContainText('Your password has been changed');
  await expect(password.getByLabel('Current password')).toHaveValue('');

  // Newsletter: subscribed, a welcome mail with its unsubscribe link, which works without signing in.
  const newsletter = page.getByRole('form', { name: 'Newsletter' });
  const box = newsletter.getByRole('checkbox', { name: /new frames, offers and price lists/ });
  await expect(box).not.toBeChecked();
  await box.check();
  await newsletter.getByRole('button', { name: 'Save my choice' }).click();
  await expect(newsletter.getByRole('status')).toHaveText('Your newsletter choice has been saved.');
  const welcome = await waitForMail(page, renamed, { kind: 'newsletter-welcome' });
  const unsubscribe = /https?:\/\/\S+unsubscribe\S+/.exec(welcome.text)![0];
  await page.goto(unsubscribe);
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await page.goto('/account/account-settings');
  await expect(page.getByRole('form', { name: 'Newsletter' }).getByRole('checkbox')).not.toBeChecked();

  await page.goto('/account/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeVisible();
  await expect(page.getByText(renamed)).toBeVisible();

  // Signed out, the new e-mail and password sign in; the old password does not.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await page.goto('/sign-in');
  await submitAuthForm(page.getByRole('tabpanel'), renamed, 'secret123');
  await expect(page.getByRole('tabpanel').getByRole('alert')).toContainText('The email address or password is incorrect');
  await submitAuthForm(page.getByRole('tabpanel'), renamed, 'newpass12');
  await expectSignedIn(page);
});
