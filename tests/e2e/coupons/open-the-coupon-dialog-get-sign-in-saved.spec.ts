import { test, expect, screenshot } from '../support';
import { scrollToCouponStrip } from '../support/coupons';
import { openMenu, registerCustomer, submitAuthForm, uniqueEmail } from '../support/shop';

const TEN_OFF = '10% off orders from $79';

test('a visitor opens the coupon dialog, presses GET, signs in, and the coupon shows SAVED there and in the strip', async ({
  page,
  request,
}, testInfo) => {
  // Registers, signs in and has the accessibility gate check four states: more than the default time.
  test.slow();
  const email = uniqueEmail(testInfo, 'coupon-dialog');
  const password = 'secret123';
  await registerCustomer(request, email, password);

  // From the home page's coupon strip: See all opens the dialog with every coupon and its terms.
  await page.goto('/');
  const strip = await scrollToCouponStrip(page);
  await strip.getByRole('button', { name: 'See all' }).click();
  const coupons = page.getByRole('dialog', { name: 'Coupons' });
  await expect(coupons).toBeVisible();
  await expect(coupons.getByRole('listitem')).toHaveCount(4);
  await expect(coupons.getByRole('button', { name: /^Get the coupon/ })).toHaveCount(4);
  await expect(coupons.getByRole('button', { name: 'Close' })).toBeFocused();
  await screenshot(page, testInfo, 'coupon-dialog');

  // Signed out, GET asks to sign in first (the sign-in dialog takes the coupon dialog's place).
  await coupons.getByRole('button', { name: `Get the coupon ${TEN_OFF}` }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in or register' });
  await expect(signIn).toBeVisible();
  await expect(coupons).toHaveCount(0);

  // Signed in, the coupon dialog opens again and the pressed coupon is claimed: SAVED, the toast.
  await submitAuthForm(signIn, email, password);
  await expect(coupons).toBeVisible();
  const saved = coupons.getByRole('button', { name: `Coupon ${TEN_OFF}: saved` });
  await expect(saved).toHaveText('SAVED');
  await expect(saved).toBeDisabled();
  await expect(page.getByText('Coupon saved')).toBeVisible();
  await expect(coupons.getByRole('button', { name: /^Get the coupon/ })).toHaveCount(3);
  await screenshot(page, testInfo, 'coupon-dialog-saved');

  // Closed, the strip behind shows it SAVED too (the claim had the list read again).
  await coupons.getByRole('button', { name: 'Close' }).click();
  await expect(coupons).toHaveCount(0);
  await expect(strip.getByRole('button', { name: `Coupon ${TEN_OFF}: saved` })).toHaveText('SAVED');

  // The menu's Coupons entry opens the same dialog, which still says SAVED.
  const menu = await openMenu(page);
  await menu.getByRole('button', { name: 'Coupons' }).click();
  await expect(coupons).toBeVisible();
  await expect(coupons.getByRole('button', { name: `Coupon ${TEN_OFF}: saved` })).toHaveText('SAVED');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
