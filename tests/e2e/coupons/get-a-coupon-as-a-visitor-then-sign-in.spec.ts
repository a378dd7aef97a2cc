import { test, expect, screenshot } from '../support';
import { findGoods } from '../support/catalog';
import { checkout } from '../support/checkout';
import { scrollToCouponStrip } from '../support/coupons';
import { registerCustomer, submitAuthForm, uniqueEmail } from '../support/shop';

const FIVE_OFF = '$5 off orders from $39';

test('a visitor presses GET on a coupon, signs in, sees it SAVED, finds it in My coupons and can use it at checkout', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'coupon');
  const password = 'secret123';
  await registerCustomer(request, email, password);

  // Home, signed out: every coupon shows GET; pressing one asks to sign in first.
  await page.goto('/');
  const strip = await scrollToCouponStrip(page);
  await expect(strip.getByRole('button', { name: /^Get the coupon/ })).toHaveCount(4);
  await strip.getByRole('button', { name: `Get the coupon ${FIVE_OFF}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
  await expect(dialog).toBeVisible();
  await screenshot(page, testInfo, 'coupon-asks-to-sign-in');

  // Signing in goes on with the claim: SAVED, and the call's success toast.
  await submitAuthForm(dialog, email, password);
  const saved = strip.getByRole('button', { name: `Coupon ${FIVE_OFF}: saved` });
  await expect(saved).toHaveText('SAVED');
  await expect(saved).toBeDisabled();
  await expect(page.getByText('Coupon saved')).toBeVisible();
  await expect(strip.getByRole('button', { name: /^Get the coupon/ })).toHaveCount(3);

  // The server keeps it: after a reload it is still SAVED.
  await page.reload();
  await expect((await scrollToCouponStrip(page, 'Coupons', { thenTop: true })).getByRole('button', { name: `Coupon ${FIVE_OFF}: saved` })).toHaveText(
    'SAVED',
  );
  await screenshot(page, testInfo, 'coupon-saved');

  // My coupons: under Unused with the welcome coupon given at register; nothing expired.
  await page.goto('/account/my-account');
  await page.getByRole('link', { name: 'My coupons' }).click();
  await expect(page).toHaveURL(/\/account\/my-coupons$/);
  const unused = page.getByRole('list', { name: 'Unused' });
  await expect(unused.getByRole('listitem')).toHaveCount(2);
  await expect(unused.getByRole('listitem').filter({ hasText: 'SAVE5' })).toContainText(/\$5\.00\W* off/);
  await expect(unused.getByRole('listitem').filter({ hasText: 'SAVE5' })).toContainText(/On orders from \W*\$39\.00/);
  await screenshot(page, testInfo, 'my-coupons');
  await page.getByRole('link', { name: 'Expired' }).click();
  await expect(page).toHaveURL(/\/account\/my-coupons\?tab=expired$/);
  await expect(page.getByText('You have no expired coupons.')).toBeVisible();

  // At checkout it is one of the customer's coupons, and applies to goods over $39.
  const goods = await findGoods(request, (g) => g.price_type === 1 && g.price >= 60 && g.price <= 300 && g.colors.some((c) => c.stock_qty >= 3), {
    spread: testInfo.titlePath.join(' / '),
  });
  const variant = [...goods.variants].sort((a, b) => b.stock_qty - a.stock_qty)[0]!;
  await page.goto(`/goods-detail/${goods.id}`);
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('radio', { name: new RegExp(variant.color) })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('region', { name: 'Coupons' }).getByRole('button', { name: `Coupon ${FIVE_OFF}: saved` })).toBeVisible();
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const coupons = checkout.coupons(page);
  await coupons.getByRole('button', { name: 'Apply the coupon $5 off orders from $39' }).click();
  await expect(coupons.getByRole('button', { name: 'Remove the coupon $5 off orders from $39' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Coupon-$5.00');
});
