import { test, expect } from '../support';
import { header } from '../support/shop';

// A device new to the shop: the e-mail pop-up would come 10 seconds after its visitor token.
test.use({ emailPopupSeen: false });

const CATALOGUE_PAGES = [
  '/optical-frames-online-catalog-z',
  '/catalog-price-list-v',
  '/catalog-price-list-w',
  '/lenses/catalog-price-list-w',
  '/lenses/catalog-price-list-z',
  '/lenses/catalog-price-list-search',
];

test('the catalogue pages show no header, no e-mail pop-up and no chat launcher, which a shop page shows', async ({ page }) => {
  // A shop page first: header and chat launcher are there (so their absence below means something).
  await page.goto('/contact-us');
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with us' })).toBeVisible();

  for (const path of CATALOGUE_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header(page), path).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chat with us' }), path).toHaveCount(0);
  }
  // Past the pop-up's 10 seconds on a catalogue page (a new visitor's token): no pop-up.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/catalog-price-list-w');
  await expect(page.getByRole('heading', { level: 1, name: 'Wholesale price list' })).toBeVisible();
  await page.waitForTimeout(12_000);
  await expect(page.getByRole('dialog', { name: 'Get our catalogue' })).toHaveCount(0);
  await expect(header(page)).toHaveCount(0);
});
