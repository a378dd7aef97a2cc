import { test, expect, screenshot } from '../support';
import { newPayer, payWithCard, paymentPanel, placeOnCheckout, readyToCheckOut } from '../support/payment';
import { openOrdersTab, orderCard } from '../support/orders';
import { header } from '../support/shop';

test('an order placed but not paid waits under Unpaid with its lines still in the cart; Pay now pays it by card and the cart empties', async ({
  page,
  request,
}, testInfo) => {
  const payer = await newPayer(request, testInfo);
  const { goods } = await readyToCheckOut(request, payer);
  const orderId = await placeOnCheckout(page, payer, 'card');
  const orderNo = (await page.getByText(/^OS\d{4}-[A-Z0-9]{6}$/).textContent())!;

  // The shopper walks away from the payment: the order waits, its line stays in the cart.
  await page.goto('/account/my-orders');
  await openOrdersTab(page, 'Unpaid');
  const card = orderCard(page, orderNo);
  await expect(card.getByText('Unpaid')).toBeVisible();
  const cart = header(page).getByRole('link', { name: /^Cart/ });
  await expect(cart).toHaveAccessibleName('Cart, 1 item');
  await screenshot(page, testInfo, 'my-orders-unpaid');

  await card.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(`/payment?order_id=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your order' })).toBeVisible();
  await expect(page.getByText(orderNo, { exact: true })).toBeVisible();
  await expect(page.getByText(goods.name)).toBeVisible();
  await paymentPanel(page).getByRole('radio', { name: 'Card' }).check();
  await screenshot(page, testInfo, 'pay-now');
  await payWithCard(page);
  await expect(page).toHaveURL(`/payment-success?order_id=${orderId}`);
  await expect(page.getByText(orderNo, { exact: true })).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, empty');

  await page.goto('/account/my-orders');
  await openOrdersTab(page, 'Unpaid');
  await expect(page.getByText('No orders waiting for payment.')).toBeVisible();
  await openOrdersTab(page, 'Processing');
  await expect(card.getByText('Paid')).toBeVisible();
});
