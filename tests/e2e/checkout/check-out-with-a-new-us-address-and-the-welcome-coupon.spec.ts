import { test, expect, screenshot } from '../support';
import { addCaliforniaAddress, checkOutOneLine, checkout } from '../support/checkout';

const money = (usd: number) => `$${usd.toFixed(2)}`;

test('check out: a new US address with a state from the picker, the welcome coupon, express shipping, place the order', async ({
  page,
  request,
}, testInfo) => {
  const { goods } = await checkOutOneLine(page, request, testInfo);
  await expect(page.getByRole('banner')).toHaveCount(0);

  // A new customer has no address yet: the form is open.
  const address = checkout.address(page);
  await expect(address.getByRole('form', { name: 'New address' })).toBeVisible();
  const form = await addCaliforniaAddress(page);
  await screenshot(page, testInfo, 'checkout-new-address');
  await form.getByRole('button', { name: 'Save address' }).click();

  const saved = address.getByRole('radio', { name: /Ada Lovelace/ });
  await expect(saved).toBeChecked();
  await expect(address).toContainText('San Jose, California 95112');
  await expect(address).toContainText('United States');

  // The totals are the server's: the goods, free standard shipping over the threshold, no coupon yet.
  const totals = page.getByRole('region', { name: 'Order summary' });
  await expect(totals.getByRole('definition').last()).toHaveText(money(goods.price));
  await expect(totals).toContainText('Free');

  // The welcome coupon given at register: 10% off orders from $50.
  const coupons = checkout.coupons(page);
  await expect(coupons).toContainText('10% off');
  await coupons.getByRole('button', { name: /^Apply the coupon/ }).click();
  await expect(coupons.getByRole('button', { name: /^Remove the coupon/ })).toBeVisible();
  const discount = Math.round(goods.price * 10) / 100;
  await expect(totals).toContainText(`Coupon-${money(discount)}`);
  await expect(totals.getByRole('definition').last()).toHaveText(money(goods.price - discount));

  // Express shipping costs its carriage.
  await checkout
    .shipping(page)
    .getByRole('radio', { name: /Express shipping/ })
    .check();
  await expect(totals).toContainText('Shipping$19.95');
  const total = goods.price - discount + 19.95;
  await expect(totals.getByRole('definition').last()).toHaveText(money(total));

  // Place the order: a payment method first.
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(checkout.payment(page).getByRole('alert')).toHaveText('Please choose a payment method');
  await checkout.payment(page).getByRole('radio', { name: /^Card/ }).check();
  await screenshot(page, testInfo, 'checkout-ready');
  await page.getByRole('button', { name: 'Place order' }).click();

  // The order exists: the page pays it (a reload pays this order, it does not place another).
  await expect(page).toHaveURL(/\/payment\?order_id=\d+&method=card$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await expect(page.getByText(/^OS\d{4}-[A-Z0-9]{6}$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('definition').last()).toHaveText(money(total));
  // The payment panel takes over with the method chosen at checkout.
  await expect(page.getByRole('radio', { name: 'Card' })).toBeChecked();
  await expect(page.getByRole('button', { name: `Pay ${money(total)}` })).toBeVisible();
  await screenshot(page, testInfo, 'checkout-placed');
});
