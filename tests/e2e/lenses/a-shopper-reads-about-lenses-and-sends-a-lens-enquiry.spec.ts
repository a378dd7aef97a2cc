import { test, expect, screenshot, outbox, waitForMail } from '../support';
import { registerCustomer, uniqueEmail } from '../support/shop';
import { signInTo } from '../support/payment';

test('a shopper compares lens thickness for a strong prescription, sends a lens enquiry beyond the ranges, and a customer sees their enquiry', async ({
  page,
  request,
  a11y,
}, testInfo) => {
  await page.goto('/lensDetail');
  await expect(page.getByRole('heading', { level: 1, name: 'Prescription lenses' })).toBeVisible();
  await a11y.check(page);
  const toTop = () => page.evaluate(() => window.scrollTo(0, 0));

  // The lens types and the price table come from api/customer/lens_list.
  await expect(page.getByRole('heading', { name: 'Lens types' })).toBeVisible();
  const prices = page.getByRole('table', { name: 'What lenses add to the price of a frame' });
  await expect(prices.getByRole('rowheader', { name: /1\.74/ })).toBeVisible();

  // At -4.00 every index is made; at -10.00 only 1.74, and it is the thinnest.
  const power = page.getByRole('slider', { name: 'Your strongest power (SPH)' });
  await expect(power).toHaveAttribute('aria-valuetext', '-4.00');
  await expect(page.getByText('Not made for this power')).toHaveCount(0);
  await power.fill('-10');
  await expect(power).toHaveAttribute('aria-valuetext', '-10.00');
  await expect(page.getByText('Not made for this power')).toHaveCount(3);
  await expect(page.getByText('Centre 1.5 mm · edge 5.7 mm')).toBeVisible();
  await screenshot(page, testInfo, 'lens-thickness-at-minus-10');

  // The enquiry: what is missing is said; a SPH beyond even the enquiry's bounds is refused by its range.
  const form = page.getByRole('form', { name: 'Ask us about lenses' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('alert')).toHaveText([
    'Please enter your name',
    'Please enter your email address',
    'Please choose what your enquiry is about',
    'Please enter your message',
  ]);
  const email = uniqueEmail(testInfo, 'lens-enquiry');
  await form.getByLabel('Name').fill('Grace Hopper');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('What is it about?').selectOption({ label: 'My prescription is outside your ranges' });
  await form.getByLabel('Right SPH').fill('-31');
  await form.getByLabel('Your message').fill('My optician says -22.00. Can you make it in a thin lens?');
  await expect(form.getByRole('alert')).toHaveText(['SPH must be from -30.00 to +30.00 in steps of 0.25']);
  await form.getByLabel('Right SPH').fill('-22');
  await form.getByLabel('Left SPH').fill('-21.5');
  await form.getByLabel('PD').fill('63');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! We have received your lens enquiry and will reply within two business days.');
  await expect(form.getByLabel('Right SPH')).toHaveValue('');
  await toTop();

  const confirmation = await waitForMail(page, email, { kind: 'lens-inquiry-received' });
  expect(confirmation.text).toContain('Right: SPH -22.00');
  const shop = (await outbox(page, 'service@opticshop.example')).filter((m) => m.kind === 'lens-inquiry-shop' && m.text.includes(email));
  expect(shop).toHaveLength(1);
  expect(shop[0]!.text).toContain('Left: SPH -21.50');

  // A customer's enquiry is listed under the form, waiting for the optician's answer.
  const customer = { email: uniqueEmail(testInfo, 'lens-customer'), password: 'secret123' };
  await registerCustomer(request, customer.email, customer.password);
  await signInTo(page, customer, '/lensDetail');
  await expect(page.getByRole('heading', { name: 'Your lens enquiries' })).toBeVisible();
  await expect(page.getByText('You have not sent a lens enquiry yet.')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveValue(customer.email);
  await form.getByLabel('What is it about?').selectOption({ label: 'I need prism lenses' });
  await form.getByLabel('Your message').fill('3 dioptres base in, both eyes.');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toBeVisible();
  await page.reload();
  const mine = page.getByRole('region', { name: 'Your lens enquiries' }).getByRole('listitem');
  await expect(mine).toHaveCount(1);
  await expect(mine.first()).toContainText('I need prism lenses');
  await expect(mine.first()).toContainText('Waiting for an answer');
  await toTop();
  await screenshot(page, testInfo, 'lens-detail-signed-in');
});
