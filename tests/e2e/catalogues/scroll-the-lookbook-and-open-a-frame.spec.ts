import { test, expect, screenshot } from '../support';

test('a shopper scrolls the frames lookbook as it loads more, picks a collection to its end, and opens a frame', async ({ page }, testInfo) => {
  await page.goto('/optical-frames-online-catalog-z');
  await expect(page.getByRole('heading', { level: 1, name: 'Frames catalogue' })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(24);
  await expect(page.getByRole('heading', { level: 2, name: 'Optical Frames' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Men' })).toBeVisible();
  // Pictures reserve their box and load lazily after the first row.
  await expect(cards.nth(10).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(cards.nth(10).locator('img')).toHaveAttribute('width', '240');
  await screenshot(page, testInfo, 'lookbook-top');

  // Scrolling near the end brings the next pages by themselves, a page of 24 at a time.
  let shown = 24;
  for (let i = 0; i < 2; i++) {
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => cards.count()).toBeGreaterThan(shown);
    shown = await cards.count();
    expect(shown % 24).toBe(0);
  }
  const status = page.getByRole('status').filter({ hasText: /of \d+ frames shown/ });
  await expect(status).toHaveText(/^\d+ of \d{3} frames shown$/);

  // One collection, scrolled to its end.
  const collections = page.getByRole('navigation', { name: 'Collections' });
  const sports = collections.getByRole('button', { name: /^Sports Glasses \((\d+)\)$/ });
  const sportsCount = Number(/\((\d+)\)/.exec((await sports.textContent())!)![1]);
  await sports.click();
  await expect(sports).toHaveAttribute('aria-pressed', 'true');
  // The collection is in the address: back, forward and a shared link keep it.
  await expect(page).toHaveURL(/\/optical-frames-online-catalog-z\?collection=\d+$/);
  const sportsUrl = page.url();
  await expect(page.getByText(`You have seen all ${sportsCount} frames.`)).toBeVisible();
  await expect(cards).toHaveCount(sportsCount);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sports Glasses']);
  await screenshot(page, testInfo, 'lookbook-one-collection');

  // Open a frame: its product page.
  const first = cards.first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/goods-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Back: the lookbook of that collection; back again: every collection; forward: the collection again.
  await page.goBack();
  await expect(page).toHaveURL(sportsUrl);
  await expect(sports).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sports Glasses']);
  await page.goBack();
  await expect(page).toHaveURL(/\/optical-frames-online-catalog-z$/);
  await expect(collections.getByRole('button', { name: /^All frames/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(24);
  await page.goForward();
  await expect(sports).toHaveAttribute('aria-pressed', 'true');
  await expect(cards).toHaveCount(sportsCount);
  // A shared link opens on its collection.
  await page.goto(sportsUrl);
  await expect(sports).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sports Glasses']);
});
