import { SANDBOX_CARDS } from '../../../contract/orders';
import { test, expect, screenshot } from '../support';
import { payWithCard, paymentPanel, placeNewOrder } from '../support/payment';

test('a declined card goes to /payment-failed with the reason; Try again pays the same order with 4242; both show in the transaction history, and the paid order earns points', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  const { orderId } = await placeNewOrder(page, request, testInfo, 'card');
  // The gateway's refusal is a 402 the journey expects.
  pageProblems.allow(/status of 402/);
  await payWithCard(page, SANDBOX_CARDS.declined);

  await expect(page).toHaveURL(`/payment-failed?order_id=${orderId}&reason=declined`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined');
  await expect(page.getByText('Your order is saved and nothing was charged.', { exact: false })).toBeVisible();
  const others = page.getByRole('navigation', { name: 'Or pay another way' });
  await expect(others.getByRole('link')).toHaveText(['Wallet', 'Bank transfer', 'Pay in 4']);
  await screenshot(page, testInfo, 'payment-failed-declined');

  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(`/payment?order_id=${orderId}&method=card`);
  await expect(paymentPanel(page).getByRole('radio', { name: 'Card' })).toBeChecked();
  await payWithCard(page, SANDBOX_CARDS.succeeds);
  await expect(page).toHaveURL(`/payment-success?order_id=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();

  // The transaction history has both, newest first: the payment, then the refused card.
  await page.goto('/account/my-account');
  await page.getByRole('link', { name: 'Transaction history' }).click();
  const rows = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Paid');
  await expect(rows.nth(0)).toContainText('Card');
  await expect(rows.nth(1)).toContainText('Refused');
  await rows
    .nth(0)
    .getByRole('link', { name: /^Order OS/ })
    .click();
  await expect(page).toHaveURL(`/account/order-detail/${orderId}`);

  // The paid order earned points: a point per whole dollar, in My points.
  await page.goto('/account/my-account');
  await page.getByRole('link', { name: 'My points' }).click();
  await expect(page).toHaveURL('/account/my-points');
  const earned = page.getByRole('list', { name: 'Points history' }).getByRole('listitem');
  await expect(earned).toHaveCount(1);
  await expect(earned.first()).toContainText('Order paid');
  const delta = Number((await earned.first().locator('[dir="ltr"]').textContent())!.replace('+', ''));
  expect(delta).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText(`${delta} points`);
  await screenshot(page, testInfo, 'my-points');
});
