import { test, expect, screenshot } from '../support';
import { adminPromotionPaths, type AdminCoupon } from '../../../contract/admin-promotions';
import type { Envelope } from '../../../contract/codes';
import { operatorBearer } from '../support/operator';
import { checkout } from '../support/checkout';
import { newPayer, readyToCheckOut, signInTo } from '../support/payment';

const DAY = 86_400_000;
const money = (usd: number) => `$${usd.toFixed(2)}`;

test('a code coupon made in the console is typed at checkout: a wrong code says so, the right one takes its amount off the total', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  // The wrong code's refusal is a 422 the browser logs.
  pageProblems.allow(/422.*api\/users\/redeemCoupon/);
  // The operator makes a code coupon (not claimable: only its code gives it), $12 off any order.
  const code = `SPRING-${Date.now().toString(36).toUpperCase()}-${testInfo.workerIndex}`;
  const made = await request.post(`/${adminPromotionPaths.coupons}`, {
    headers: { authorization: `Bearer ${await operatorBearer(request, 'catalogue')}` },
    data: {
      title: '$12 off with a code',
      code: code.toLowerCase(),
      discount_type: 'amount',
      discount_value: 12,
      min_amount: 0,
      valid_from: new Date(Date.now() - DAY).toISOString(),
      valid_to: new Date(Date.now() + 30 * DAY).toISOString(),
      claimable: false,
      quantity: null,
      offered: false,
      offer_sort: 0,
      active: true,
    },
  });
  const coupon = (await made.json()) as Envelope<AdminCoupon>;
  expect(coupon.code, JSON.stringify(coupon)).toBe(200);
  expect(coupon.data.code).toBe(code);

  // A shopper with an address and a frame in the cart checks out.
  const payer = await newPayer(request, testInfo);
  await readyToCheckOut(request, payer, [60, 400]);
  await signInTo(page, payer, '/cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const coupons = checkout.coupons(page);
  const total = checkout.totals(page);
  await expect(total).toHaveText(/^\$\d/);
  const before = Number((await total.textContent())!.replace(/[^\d.]/g, ''));

  // A wrong code: the message under the field, tied to it; nothing changes.
  const field = coupons.getByRole('textbox', { name: 'Coupon code' });
  await field.fill('NOT-A-REAL-CODE');
  await coupons.getByRole('button', { name: 'Apply', exact: true }).click();
  const refusal = coupons.getByRole('alert');
  await expect(refusal).toHaveText('No coupon has this code');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription('No coupon has this code');
  await expect(total).toHaveText(money(before));
  await screenshot(page, testInfo, 'checkout-coupon-code-refused');

  // The right code, typed in lower case with a space: the coupon joins the list, applied, and the total drops by $12.
  await field.fill(` ${code.toLowerCase()}`);
  await expect(refusal).toHaveCount(0);
  await field.press('Enter');
  await expect(coupons.getByRole('button', { name: 'Remove the coupon $12 off with a code' })).toBeVisible();
  await expect(coupons.getByRole('status')).toHaveText('$12 off with a code is now in your coupons.');
  await expect(field).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(`Coupon-${money(12)}`);
  await expect(total).toHaveText(money(before - 12));
  await screenshot(page, testInfo, 'checkout-coupon-code-applied');

  // The same code again is no error: the coupon stays applied, listed once.
  await field.fill(code);
  await coupons.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(coupons.getByRole('status')).toHaveText('$12 off with a code is now in your coupons.');
  await expect(coupons.getByText('$12 off with a code', { exact: true })).toHaveCount(1);
  await expect(total).toHaveText(money(before - 12));
});
