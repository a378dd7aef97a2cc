import { test, expect, screenshot } from '../support';
import { orderDetail, payWithCard, paymentPanel, placeNewOrder } from '../support/payment';

test('pay in 4: the schedule of 4 shows, the card pays the first, success, and the order keeps the schedule', async ({ page, request }, testInfo) => {
  const { payer, orderId } = await placeNewOrder(page, request, testInfo, 'pay_in_4', [80, 400]);
  const panel = paymentPanel(page);
  const schedule = panel.getByRole('list', { name: '4 interest-free payments' });
  await expect(schedule.getByRole('listitem')).toHaveCount(4);
  await expect(schedule.getByRole('listitem').first()).toContainText('When your order is processed');
  await expect(schedule.getByRole('listitem').nth(1)).toContainText('14 days later');

  await panel.getByRole('button', { name: 'How it works' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay in 4 interest-free payments' });
  await expect(dialog).toBeVisible();
  await screenshot(page, testInfo, 'pay-in-4-dialog');
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await screenshot(page, testInfo, 'pay-in-4');

  await payWithCard(page);
  await expect(page).toHaveURL(`/payment-success?order_id=${orderId}`);
  await expect(page.getByText('The other 3 payments are taken every two weeks after the first one.')).toBeVisible();

  const order = await orderDetail(request, payer, orderId);
  expect(order.instalments).toHaveLength(4);
  await page.getByRole('link', { name: 'View your order' }).click();
  const stored = page.getByRole('region', { name: 'Pay in 4 schedule' });
  await expect(stored.getByText(/^Payment [1-4] of 4/)).toHaveCount(4);
});
