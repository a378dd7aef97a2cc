import { test, expect, screenshot } from '../support';
import { waitForMail } from '../support/outbox';
import { newPayer, payOverApi, placeOverApi, signInTo } from '../support/payment';
import { operatorMoves } from '../support/orders';

test('a paid order the shop cancels is refunded to the card: the order shows the refund, the transaction history lists it and the mail says so', async ({
  page,
  request,
}, testInfo) => {
  const payer = await newPayer(request, testInfo);
  const placed = await placeOverApi(request, payer);
  await payOverApi(request, payer, placed.order_id);
  await operatorMoves(request, placed.order_id, 'cancelled');

  await signInTo(page, payer, `/account/order-detail/${placed.order_id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${placed.order_no}` })).toBeVisible();
  const rows = page.getByRole('region', { name: 'Payments' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Paid');
  await expect(rows.nth(1)).toContainText('Refund');
  await expect(rows.nth(1)).toContainText('Refunded');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Refunded');
  await expect(page.getByRole('list', { name: 'Order history' })).toContainText('Refund of');
  await screenshot(page, testInfo, 'order-detail-refunded');

  await page.goto('/account/transaction-history');
  const history = page.getByRole('list', { name: 'Transaction history' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Refund');
  await expect(history.nth(0)).toContainText('Refunded');
  await expect(history.nth(1)).toContainText('Payment');
  await screenshot(page, testInfo, 'transaction-history-refund');

  const mail = await waitForMail(page, payer.email, { kind: 'order-cancelled' });
  expect(mail.text).toContain('We are refunding');
});
