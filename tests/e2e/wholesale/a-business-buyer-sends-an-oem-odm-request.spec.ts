import sharp from 'sharp';
import { test, expect, screenshot, waitForMail } from '../support';
import { newBusinessBuyer } from '../support/business';
import { signInTo } from '../support/payment';

test('a business buyer sends an OEM/ODM request with a sketch attached: told what is wrong, thanked, and mailed', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  // The forged attachment's refusal: the API's 422.
  pageProblems.allow(/status of 422 .*api\/contractUs\/odm/);
  const buyer = await newBusinessBuyer(request, testInfo);
  await signInTo(page, buyer, '/oem-odm');
  // The page's code and text load on demand: slower while the machine is busy.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: 'Send an OEM/ODM request' });
  // Signed in: the name and e-mail are the customer's already.
  await expect(form.getByLabel('E-mail address')).toHaveValue(buyer.email);

  await form.getByLabel('OEM or ODM').selectOption('oem');
  await form.getByLabel('Company (optional)').fill('Lens & Co');
  await form.getByLabel('Frames per design (at least 300)').fill('120');
  await form.getByLabel('What you need').fill('Acetate frames in our three colours, our logo on the temple.');
  // A "PNG" that is really a web page: refused by the server for what it holds.
  const picker = form.getByLabel(/^Images: sketches or your logo/);
  await picker.setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: Buffer.from('<!doctype html><script>alert(1)</script>') });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText(['OEM and ODM runs start at 300 frames per design']);
  await form.getByLabel('Frames per design (at least 300)').fill('600');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText(['Please upload a PNG, JPEG, WebP or SVG image']);
  await screenshot(page, testInfo, 'oem-odm-refused');

  const png = await sharp({ create: { width: 200, height: 80, channels: 3, background: '#1c7ed6' } })
    .png()
    .toBuffer();
  await picker.setInputFiles({ name: 'sketch.png', mimeType: 'image/png', buffer: png });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! We have received your request and will reply within two business days.');
  await expect(form.getByLabel('What you need')).toHaveValue('');
  await screenshot(page, testInfo, 'oem-odm-sent');

  const mail = await waitForMail(page, buyer.email, { kind: 'odm-received' });
  expect(mail.subject).toContain('OEM request');
  expect(mail.text).toContain('Attachments: sketch.png (image/png');
});
