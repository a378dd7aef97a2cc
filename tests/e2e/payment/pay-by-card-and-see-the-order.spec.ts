import { test, expect, screenshot } from '../support';
import { payWithCard, paymentPanel, placeNewOrder } from '../support/payment';

test('pay by card: place on the checkout, pay with the 4242 test card, see the success page and the order', async ({ page, request }, testInfo) => {
  const { orderId } = await placeNewOrder(page, request, testInfo, 'card');

  const panel = paymentPanel(page);
  await expect(panel.getByRole('radio', { name: 'Card' })).toBeChecked();
  const number = panel.getByLabel('Card number');
  await expect(number).toHaveAttribute('inputmode', 'numeric');
  await expect(number).toHaveAttribute('autocomplete', 'cc-number');
  await panel.getByText('Test cards').click();
  await expect(panel.getByText('4000 0000 0000 0002')).toBeVisible();
  // The number shows in groups of 4 as it is typed.
  await number.fill('4242424242424242');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await screenshot(page, testInfo, 'payment-card-form');

  await payWithCard(page);
  await expect(page).toHaveURL(`/payment-success?order_id=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const orderNo = page.getByText(/^OS\d{4}-[A-Z0-9]{6}$/);
  await expect(orderNo).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await screenshot(page, testInfo, 'payment-success');

  // A reload still shows the order; the header's cart is empty again (paid lines left it).
  await page.reload();
  await expect(orderNo).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, empty');

  const reference = (await orderNo.textContent())!;
  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page).toHaveURL(`/account/order-detail/${orderId}`);
  await expect(page.getByText(reference).first()).toBeVisible();
});
