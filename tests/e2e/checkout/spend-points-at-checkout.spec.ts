import { test, expect, screenshot } from '../support';
import { newPayer, payOverApi, placeOverApi, readyToCheckOut, signInTo } from '../support/payment';

test('a customer who earned points with a paid order spends them on the next one: the box, the summary, the order and the points history agree', async ({
  page,
  request,
}, testInfo) => {
  const payer = await newPayer(request, testInfo);
  const first = await placeOverApi(request, payer, [150, 400]);
  await payOverApi(request, payer, first.order_id);
  const earned = Math.floor(first.total);
  await readyToCheckOut(request, payer, [150, 400]);

  await signInTo(page, payer, '/cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const points = page.getByRole('region', { name: 'Points' });
  const box = points.getByRole('checkbox', { name: new RegExp(`^Use ${earned} points`) });
  await expect(box).not.toBeChecked();
  await expect(points).toContainText(`You have ${earned} points`);
  const summary = page.getByRole('region', { name: 'Order summary' });
  const totalBefore = await summary.locator('[data-total] bdi').last().textContent();

  await box.check();
  await expect(box).toBeChecked();
  const off = `-$${(earned / 100).toFixed(2)}`;
  await expect(summary).toContainText(`Points${off}`);
  await expect(summary.locator('[data-total] bdi').last()).not.toHaveText(totalBefore!);
  await screenshot(page, testInfo, 'checkout-use-points');

  await page.getByRole('region', { name: 'Payment method' }).getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment\?order_id=\d+&method=card$/);
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);

  await page.goto(`/account/order-detail/${orderId}`);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Points');
  await page.goto('/account/my-points');
  const history = page.getByRole('list', { name: 'Points history' }).getByRole('listitem');
  await expect(history.first()).toContainText('Spent on an order');
  await expect(page.getByRole('region', { name: 'Your balance' })).toContainText('0 points');
});
