import { test, expect, screenshot } from '../support';
import { adjustTotal, decideAtWallet, newPayer, orderDetail, payOverApi, placeOverApi, signInTo } from '../support/payment';

test('price difference: the operator raises a paid order’s total, /price-difference pays it with the wallet', async ({ page, request }, testInfo) => {
  const payer = await newPayer(request, testInfo);
  const placed = await placeOverApi(request, payer);
  await payOverApi(request, payer, placed.order_id);
  await adjustTotal(request, placed.order_id, Math.round((placed.total + 12.5) * 100) / 100);
  expect((await orderDetail(request, payer, placed.order_id)).difference_due).toBeCloseTo(12.5, 2);

  await signInTo(page, payer, `/account/order-detail/${placed.order_id}`);
  await page
    .getByRole('link', { name: /difference/i })
    .first()
    .click();
  await expect(page).toHaveURL(`/price-difference?order_id=${placed.order_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay the price difference' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '$12.50' })).toBeVisible();
  await screenshot(page, testInfo, 'price-difference');

  await page.getByRole('button', { name: 'Pay $12.50 with the wallet' }).click();
  await decideAtWallet(page, 'Approve');
  await expect(page).toHaveURL(`/price-difference-payment-successful?order_id=${placed.order_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Price difference paid' })).toBeVisible();
  await screenshot(page, testInfo, 'price-difference-paid');
  expect((await orderDetail(request, payer, placed.order_id)).difference_due).toBe(0);

  // Nothing is due any more.
  await page.goto(`/price-difference?order_id=${placed.order_id}`);
  await expect(page.getByText('There is no price difference to pay on this order')).toBeVisible();
});

test('price difference: cancelling at the wallet shows the failed page with Try again', async ({ page, request }, testInfo) => {
  const payer = await newPayer(request, testInfo);
  const placed = await placeOverApi(request, payer);
  await payOverApi(request, payer, placed.order_id);
  await adjustTotal(request, placed.order_id, placed.total + 5);

  await signInTo(page, payer, `/price-difference?order_id=${placed.order_id}`);
  await page.getByRole('button', { name: 'Pay $5.00 with the wallet' }).click();
  await decideAtWallet(page, 'Cancel');
  await expect(page).toHaveURL(`/price-difference-payment-failed?order_id=${placed.order_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'The price difference is not paid' })).toBeVisible();
  await screenshot(page, testInfo, 'price-difference-failed');
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(`/price-difference?order_id=${placed.order_id}`);
  await expect(page.getByRole('button', { name: 'Pay $5.00 with the wallet' })).toBeVisible();
});
