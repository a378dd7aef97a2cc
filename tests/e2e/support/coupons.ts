import type { Locator, Page } from '@playwright/test';
import { scrollUntilPresent } from './shop';

/**
 * The home page's coupon strip, scrolled to as a shopper would: it loads as it comes near
 * (below the first row of goods). `name` is its heading in the page's language. With `thenTop`,
 * back at the top of the page (the strip stays): a full-page screenshot and its accessibility
 * check then see the page as it rests, not the top banner half under the sticky header.
 */
export async function scrollToCouponStrip(page: Page, name = 'Coupons', { thenTop = false } = {}): Promise<Locator> {
  const strip = page.getByRole('region', { name, exact: true });
  await scrollUntilPresent(page, strip);
  if (thenTop) await page.evaluate(() => window.scrollTo(0, 0));
  else await strip.scrollIntoViewIfNeeded();
  return strip;
}
