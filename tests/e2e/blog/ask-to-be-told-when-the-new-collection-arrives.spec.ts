import { test, expect, outbox, screenshot, waitForMail } from '../support';
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

test('asking too often from one address, the arrival form says so itself (429) and keeps what was typed', async ({
  page,
  pageProblems,
}, testInfo) => {
  // This journey's own client address (the server trusts its proxy's X-Forwarded-For), so its count
  // of CONTACT_RATE_MAX (5) requests per 10 minutes is its own and no other journey is refused.
  const ip = `2001:db8::${Date.now().toString(16).slice(-4)}:${Math.floor(Math.random() * 0xffff).toString(16)}:${testInfo.retry}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': ip });
  pageProblems.allow(/arrivalNotification/);
  await page.goto('/company-news');
  const form = page.getByRole('form', { name: 'Coming soon: the autumn collection' });
  const email = uniqueEmail(testInfo, 'arrival-flood');
  for (let i = 0; i < 5; i++) {
    await form.getByLabel('E-mail address').fill(email);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you! We will e-mail you when the new collection arrives.');
  }
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Notify me' }).click();
  await expect(form.getByRole('alert')).toHaveText('Too many attempts, please try again later');
  await expect(form.getByRole('status')).toHaveCount(0);
  await expect(form.getByLabel('E-mail address')).toHaveValue(email);
  await screenshot(page, testInfo, 'arrival-form-too-many');
  // Asked five times, mailed once.
  await waitForMail(page, email, { kind: 'arrival-notification' });
  expect((await outbox(page, email)).filter((m) => m.kind === 'arrival-notification')).toHaveLength(1);
});
