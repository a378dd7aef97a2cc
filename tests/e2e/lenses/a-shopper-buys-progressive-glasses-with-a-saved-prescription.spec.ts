import { test, expect, screenshot, waitForMail } from '../support';
import { chooseIndexAndCoatings, customerWithAFrame, tickerUnderHeader } from '../support/lenses';
import { checkOutAndPayByCard, signInTo } from '../support/payment';

test('a signed-in shopper saves a progressive prescription, buys glasses with it and sees the lens lines in the order and its mail', async ({
  page,
  request,
  a11y,
}, testInfo) => {
  a11y.allow(tickerUnderHeader);
  const { payer, frame } = await customerWithAFrame(request, testInfo);

  // The prescription, saved in the account.
  await signInTo(page, payer, '/account/my-prescriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'My prescriptions' })).toBeVisible();
  await expect(page.getByText('You have not saved a prescription yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a prescription' }).click();
  const form = page.getByRole('form', { name: 'New prescription' });
  await form.getByLabel('Name').fill('Progressive 2026');
  const right = form.getByRole('group', { name: 'Right eye (OD)' });
  const left = form.getByRole('group', { name: 'Left eye (OS)' });
  await right.getByLabel('SPH').fill('-2.25');
  await right.getByLabel('CYL').fill('-0.50');
  await right.getByLabel('AXIS').fill('180');
  await right.getByLabel('ADD').fill('2.00');
  await left.getByLabel('SPH').fill('-1.75');
  await left.getByLabel('ADD').fill('2.00');
  await form.getByLabel('PD', { exact: true }).fill('64');
  await form.getByRole('button', { name: 'Save' }).click();
  const saved = page.getByRole('list', { name: 'My prescriptions' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved.first()).toContainText('Progressive 2026');
  await expect(saved.first()).toContainText('R SPH -2.25 CYL -0.50 AXIS 180 ADD +2.00');
  await screenshot(page, testInfo, 'saved-prescription');

  // The frame, with progressive lenses for the saved prescription.
  await page.goto(`/goods-detail/${frame.id}`);
  await expect(page.getByRole('heading', { level: 1, name: frame.name })).toBeVisible();
  await page.getByRole('link', { name: 'Select lenses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select lenses' })).toBeVisible();
  await page.getByRole('radio', { name: /Progressive/ }).check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Use a saved prescription').selectOption({ label: 'Progressive 2026' });
  await expect(page.getByText('Using your saved prescription “Progressive 2026”.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Right eye (OD)' }).getByLabel('SPH')).toHaveValue('-2.25');
  await expect(page.getByRole('group', { name: 'Left eye (OS)' }).getByLabel('ADD')).toHaveValue('+2.00');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  // Within ±4.00 every index is made; the thinner 1.60 is chosen.
  await expect(page.getByRole('radio', { name: /1\.50/ })).toBeVisible();
  const review = await chooseIndexAndCoatings(page, /1\.60/, [/Anti-reflective/, /Blue-light/]);
  // Frame, progressive, index, two coatings, and the total.
  await expect(review.getByRole('row')).toHaveCount(6);
  await expect(review).toContainText(`Frame: ${frame.name}`);
  await expect(review).toContainText('Progressive');
  await expect(review).toContainText('Anti-reflective');
  await expect(review).toContainText('Blue-light filter');
  await screenshot(page, testInfo, 'review');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name: frame.name });
  await expect(line).toContainText('R SPH -2.25 CYL -0.50 AXIS 180 ADD +2.00');

  // Checkout and pay with the sandbox card.
  const orderId = await checkOutAndPayByCard(page);
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(`/account/order-detail/${orderId}`);

  // The order shows the glasses price by price and the prescription.
  const lensBlock = page.getByLabel('Glasses price by price');
  await expect(lensBlock).toContainText('Frame');
  await expect(lensBlock).toContainText('Progressive');
  await expect(lensBlock).toContainText('1.60');
  await expect(lensBlock).toContainText('Anti-reflective');
  await expect(lensBlock).toContainText('Blue-light filter');
  await expect(page.getByText('R SPH -2.25 CYL -0.50 AXIS 180 ADD +2.00 · L SPH -1.75 ADD +2.00 · PD 64')).toBeVisible();
  await screenshot(page, testInfo, 'order-detail-with-lenses');

  // The order-placed mail lists the lens lines and the prescription.
  const mail = await waitForMail(page, payer.email, { kind: 'order-placed' });
  expect(mail.text).toContain(frame.name);
  expect(mail.text).toMatch(/Progressive \+\d+\.\d\d/);
  expect(mail.text).toContain('Anti-reflective');
  expect(mail.text).toContain('R SPH -2.25 CYL -0.50 AXIS 180 ADD +2.00');
  expect(mail.text).toContain('L SPH -1.75 ADD +2.00');
  expect(mail.text).toContain('PD 64');
});
