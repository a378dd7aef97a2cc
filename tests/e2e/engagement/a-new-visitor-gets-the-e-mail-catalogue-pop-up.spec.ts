import { test, expect, screenshot, waitForMail } from '../support';
import { uniqueEmail } from '../support/shop';

// A device new to the shop: it has not sent its e-mail through the pop-up before.
test.use({ emailPopupSeen: false });

test('a new visitor gets the e-mail catalogue pop-up after 10 seconds, is told what is wrong, and the catalogue link arrives by mail', async ({
  page,
}, testInfo) => {
  // 26 seconds of it are the pop-up's own timing, waited for on purpose.
  test.slow();
  const email = uniqueEmail(testInfo, 'catalogue');
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Get our catalogue' });
  await expect(dialog).toHaveCount(0);
  await page.waitForTimeout(5_000);
  await expect(dialog).toHaveCount(0);
  await expect(dialog).toBeVisible({ timeout: 10_000 });

  // The spec's messages: required, then a valid address.
  await dialog.getByRole('button', { name: 'Send me the catalogue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This is a required field.');
  await dialog.getByLabel('Email').fill('not-an-email');
  await expect(dialog.getByRole('alert')).toHaveText('Please input a valid E-mail.');
  await screenshot(page, testInfo, 'email-popup-invalid');
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send me the catalogue' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thank you! The catalogue is on its way to your inbox.');
  await screenshot(page, testInfo, 'email-popup-sent');
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);

  const mail = await waitForMail(page, email, { kind: 'catalogue' });
  expect(mail.text).toContain('/goods-list/1');

  // This device sent its e-mail: a new visitor token (as after a sign-out) does not bring it back.
  await page.evaluate(() => localStorage.removeItem('optic:accessToken'));
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('optic:accessToken'))).not.toBeNull();
  await page.waitForTimeout(11_000);
  await expect(dialog).toHaveCount(0);
});
