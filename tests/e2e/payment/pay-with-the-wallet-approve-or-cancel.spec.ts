import { test, expect, screenshot } from '../support';
import { decideAtWallet, paymentPanel, placeNewOrder } from '../support/payment';

test('wallet: approve on the wallet page, the return executes it and shows /payment-success', async ({ page, request }, testInfo) => {
  const { orderId } = await placeNewOrder(page, request, testInfo, 'wallet');
  const panel = paymentPanel(page);
  await expect(panel.getByRole('radio', { name: 'Wallet' })).toBeChecked();
  await screenshot(page, testInfo, 'payment-wallet');
  await panel.getByRole('button', { name: 'Continue to the wallet' }).click();

  await decideAtWallet(page, 'Approve');
  await expect(page).toHaveURL(`/payment-success?order_id=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText(/^OS\d{4}-[A-Z0-9]{6}$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
});

test('wallet: cancel on the wallet page shows /payment-failed, cancelled, and the order can be paid another way', async ({
  page,
  request,
}, testInfo) => {
  const { orderId } = await placeNewOrder(page, request, testInfo, 'wallet');
  await paymentPanel(page).getByRole('button', { name: 'Continue to the wallet' }).click();

  await decideAtWallet(page, 'Cancel');
  await expect(page).toHaveURL(`/payment-failed?order_id=${orderId}&reason=cancelled`);
  await expect(page.getByRole('alert')).toHaveText("You cancelled the payment on the wallet's page.");
  await screenshot(page, testInfo, 'payment-failed-cancelled');
  await page.getByRole('navigation', { name: 'Or pay another way' }).getByRole('link', { name: 'Pay with: Card' }).click();
  await expect(page).toHaveURL(`/payment?order_id=${orderId}&method=card`);
  await expect(paymentPanel(page).getByRole('radio', { name: 'Card' })).toBeChecked();
});
