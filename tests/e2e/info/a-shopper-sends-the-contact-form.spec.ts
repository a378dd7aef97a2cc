import { test, expect, screenshot, outbox, waitForMail } from '../support';
import { uniqueEmail } from '../support/shop';

test('a shopper sends the contact form: told what is missing, thanked, and both the shop and the shopper get the mail', async ({
  page,
  a11y,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'contact');
  const subject = `Loose hinge ${Date.now().toString(36)}`;
  await page.goto('/contact-us');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  // The top category bar shows on contact-us (spec section 2).
  await expect(page.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  // Checked at the top: once scrolled, the sticky header half covers the promo banner's arrows.
  await a11y.check(page);
  const form = page.getByRole('form', { name: 'Send us a message' });
  const toTop = () => page.evaluate(() => window.scrollTo(0, 0));

  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert')).toHaveText([
    'Please enter your name',
    'Please enter your email address',
    'Please enter a subject',
    'Please enter your message',
  ]);
  await form.getByLabel('Your name').fill('Ada Lovelace');
  await form.getByLabel('E-mail address').fill('ada@');
  await expect(form.getByRole('alert').first()).toHaveText('Please enter a valid email address.');
  await toTop();
  await screenshot(page, testInfo, 'contact-form-errors');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Order number (optional)').fill('OS2611-ABC123');
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Your message').fill('The left hinge of my frame is loose. Can you send a new screw?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! We have received your message and will reply within one business day.');
  await expect(form.getByLabel('Subject')).toHaveValue('');
  await toTop();
  await screenshot(page, testInfo, 'contact-form-sent');

  const confirmation = await waitForMail(page, email, { kind: 'inquiry-received' });
  expect(confirmation.text).toContain(subject);
  const shop = (await outbox(page, 'service@opticshop.example')).filter((m) => m.kind === 'inquiry-shop' && m.subject.includes(subject));
  expect(shop).toHaveLength(1);
  expect(shop[0]!.text).toContain(`From: Ada Lovelace <${email}>`);
  expect(shop[0]!.text).toContain('Order: OS2611-ABC123');
});
