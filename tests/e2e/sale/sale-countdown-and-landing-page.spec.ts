import type { Locator } from '@playwright/test';
import { test, expect, screenshot } from '../support';
import { scrollUntilPresent } from '../support/shop';

const TIMER = /^Time left in the sale, which ends /;

/** The digits a countdown shows now ("3days05hours12min09sec"). */
const shown = (timer: Locator) => timer.innerText().then((t) => t.replace(/\s+/g, ''));

test("the home page's sale row counts down; the sale page shows the sale, its coupons, its categories as filters and its goods", async ({
  page,
}, testInfo) => {
  test.slow();
  // Home: the sale row (below the fold) brings the countdown as the shopper scrolls to it.
  await page.goto('/');
  const timer = page.getByRole('timer', { name: TIMER });
  await scrollUntilPresent(page, timer);
  await timer.scrollIntoViewIfNeeded();
  await expect(timer).toHaveAttribute('aria-live', 'off');
  // It ticks: days left, and the seconds move on their own.
  await expect(timer).toContainText(/^3\s*days/);
  const first = await shown(timer);
  await expect.poll(() => shown(timer), { timeout: 5_000 }).not.toBe(first);
  await expect(page.getByText('Sale ends in')).toBeVisible();
  // Back at the top for the full-page picture (the top banner half under the sticky header is not the page at rest).
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'home-sale-row');

  // The sale page: its title, banner, countdown and coupons.
  await page.getByRole('link', { name: 'Shop the sale' }).click();
  await expect(page).toHaveURL(/\/sale$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Season Sale' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Frames on sale' })).toBeVisible();
  const saleTimer = page.getByRole('timer', { name: TIMER });
  await expect(saleTimer).toBeVisible();
  const before = await shown(saleTimer);
  await expect.poll(() => shown(saleTimer), { timeout: 5_000 }).not.toBe(before);
  await expect(page.getByRole('region', { name: 'Coupons' }).getByRole('button', { name: /^Get the coupon/ })).toHaveCount(4);
  const goods = page.getByRole('list', { name: 'On sale' });
  await expect(goods.getByRole('article')).toHaveCount(10);
  const filters = page.getByRole('navigation', { name: 'Sale categories' });
  await expect(filters.getByRole('link', { name: /^All \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  await screenshot(page, testInfo, 'sale-page');

  // A category: only its goods, the choice kept in the address.
  const sunglasses = filters.getByRole('link', { name: /^Sunglasses \(\d+\)$/ });
  const count = Number(/\((\d+)\)/.exec((await sunglasses.textContent())!)![1]);
  await sunglasses.click();
  await expect(page).toHaveURL(/\/sale\?category=\d+$/);
  await expect(sunglasses).toHaveAttribute('aria-current', 'page');
  await expect(goods.getByRole('article')).toHaveCount(Math.min(count, 10));
  if (count > 10) {
    await page.getByRole('navigation', { name: 'Pages of the sale' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/sale\?category=\d+&page=2$/);
    await expect(page.getByText(`Page 2 of ${Math.ceil(count / 10)}`)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/sale\?category=\d+$/);
  }
  await screenshot(page, testInfo, 'sale-page-sunglasses');

  // A product of the sale opens.
  const card = goods.getByRole('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/goods-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
