import { test, expect, screenshot } from '../support';
import { declareBusiness } from '../support/business';
import { newPayer, payOverApi, placeOverApi, signInTo } from '../support/payment';

test("a business buyer sees the year's purchases, tier and rebate, and accepts the agreement once", async ({ page, request }, testInfo) => {
  // An order paid before the business was declared (one frame: below a business minimum).
  const buyer = await newPayer(request, testInfo);
  const placed = await placeOverApi(request, buyer);
  await payOverApi(request, buyer, placed.order_id);
  await declareBusiness(request, buyer);
  await signInTo(page, buyer, '/Annual-Rebate-Reward-Agreement');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const card = page.getByRole('region', { name: /^Your rebate in \d{4}$/ });
  await expect(card.getByText('Purchases this year')).toBeVisible();
  // One paid order of a frame: under the first tier.
  await expect(card.getByText('No tier yet')).toBeVisible();
  await expect(card.getByText('Next tier from')).toBeVisible();
  await card.getByRole('button', { name: /^Accept the agreement \(version \d+\)$/ }).click();
  await expect(card.getByRole('status')).toContainText(/You accepted version \d+ of the agreement on/);
  await screenshot(page, testInfo, 'rebate-accepted');
  // Accepted already: no button to accept it again, after a reload too.
  await page.reload();
  await expect(card.getByRole('status')).toContainText(/You accepted version \d+ of the agreement on/);
  await expect(card.getByRole('button', { name: /^Accept the agreement/ })).toHaveCount(0);
});
