import { test, expect, screenshot } from '../support';
import { newPayer, payOverApi, placeOverApi, signInTo } from '../support/payment';
import { openOrdersTab, operatorMoves, orderCard } from '../support/orders';

test('once delivered, the customer reviews the frame from the order and the review shows on the product page', async ({
  page,
  request,
}, testInfo) => {
  const payer = await newPayer(request, testInfo);
  const placed = await placeOverApi(request, payer);
  await payOverApi(request, payer, placed.order_id);
  await operatorMoves(request, placed.order_id, 'processing');
  await operatorMoves(request, placed.order_id, 'shipped', { carrier: 'DHL', tracking_no: 'JD014600006281234567' });
  await operatorMoves(request, placed.order_id, 'delivered', { location: 'Berlin' });

  await signInTo(page, payer, '/account/my-orders');
  await openOrdersTab(page, 'Delivered');
  const card = orderCard(page, placed.order_no);
  await card.getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(`/account/write-review?order_id=${placed.order_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();

  const form = page.getByRole('form', { name: /^Review of / });
  const frame = (await form.getAttribute('aria-label'))!.replace(/^Review of /, '');
  // Five stars to begin with; a review needs a few words.
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please write a few words about the product')).toBeVisible();
  await form.getByRole('radio', { name: '4 stars' }).check();
  const words = `Light, sturdy and true to the pictures (${testInfo.workerIndex}-${Date.now()})`;
  await form.getByLabel('Your review').fill(words);
  await screenshot(page, testInfo, 'write-review');
  await form.getByRole('button', { name: 'Submit review' }).click();

  const line = page.getByRole('region', { name: frame });
  await expect(line.getByText('Reviewed')).toBeVisible();
  await expect(line.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Every item of this order is reviewed.' })).toBeVisible();
  await screenshot(page, testInfo, 'write-review-done');

  // The product page lists it.
  await line.getByRole('link', { name: frame }).click();
  await expect(page.getByRole('heading', { level: 1, name: frame })).toBeVisible();
  const reviews = page.locator('#reviews');
  // The reviews load when scrolled into view; the page may still be replacing its first screen.
  await expect(async () => {
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByText(words)).toBeVisible({ timeout: 2_000 });
  }).toPass();

  // Back on the order, the line reads as reviewed.
  await page.goto(`/account/order-detail/${placed.order_id}`);
  await expect(page.getByRole('region', { name: '1 item' })).toContainText('Reviewed');
});
