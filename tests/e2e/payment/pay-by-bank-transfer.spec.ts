import { test, expect, screenshot } from '../support';
import { orderDetail, paymentPanel, placeNewOrder } from '../support/payment';

test('bank transfer: the details and the order number as reference on /bank-success, copyable, kept on reload', async ({
  page,
  request,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { payer, orderId } = await placeNewOrder(page, request, testInfo, 'bank_transfer');
  const panel = paymentPanel(page);
  await expect(panel).toContainText('We keep your order for 7 days');
  await panel.getByRole('button', { name: 'Get the bank details' }).click();

  await expect(page).toHaveURL(`/bank-success?order_id=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay by bank transfer' })).toBeVisible();
  const order = await orderDetail(request, payer, orderId);
  expect(order.status).toBe('pending_payment');
  const details = page.getByRole('definition');
  for (const label of ['Beneficiary', 'Bank', 'IBAN', 'SWIFT / BIC', 'Amount', 'Reference', 'Pay by']) {
    await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label.replace('/', '\\/')}$`) })).toBeVisible();
  }
  await expect(details.filter({ hasText: order.order_no })).toBeVisible();
  await screenshot(page, testInfo, 'bank-success');

  await page.getByRole('button', { name: 'Copy Reference' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reference copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.order_no);

  await page.reload();
  await expect(details.filter({ hasText: order.order_no })).toBeVisible();
});
