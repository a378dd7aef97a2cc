import { test, expect, screenshot, waitForMail } from '../support';
import { uniqueEmail } from '../support/shop';

test('a shopper asks to be e-mailed when the coming collection arrives: told what is wrong, thanked, and mailed once', async ({ page }, testInfo) => {
  await page.goto('/company-news');
  const form = page.getByRole('form', { name: 'Coming soon: the autumn collection' });
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('alert')).toHaveText('This is a required field.');
  await form.getByLabel('E-mail address').fill('ada@');
  await expect(form.getByRole('alert')).toHaveText('Please input a valid E-mail.');
  await screenshot(page, testInfo, 'arrival-form-error');
  const email = uniqueEmail(testInfo, 'arrival');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! We will e-mail you when the new collection arrives.');
  await expect(form.getByLabel('E-mail address')).toHaveValue('');
  await screenshot(page, testInfo, 'arrival-form-sent');
  const mail = await waitForMail(page, email, { kind: 'arrival-notification' });
  expect(mail.subject).toBeTruthy();
});
