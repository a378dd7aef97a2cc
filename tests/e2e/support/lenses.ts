import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { A11yException } from './accessibility';
import { findGoods } from './catalog';
import { addAddressOverApi, newPayer } from './payment';

/** The lens configurator's long prescription step scrolls the shell's promo ticker under the sticky header. */
export const tickerUnderHeader: A11yException = {
  rule: 'target-size',
  target: /data-back|Next message/,
  page: /\/select-lenses\//,
  reason:
    "the shell's promo ticker arrows sit under the sticky header once the long prescription form is scrolled (lead: shell issue, not this page)",
};

/** A new customer with an address in the book, and a frame (in stock) for the glasses, spread by the customer. */
export async function customerWithAFrame(request: APIRequestContext, testInfo: TestInfo) {
  const payer = await newPayer(request, testInfo);
  await addAddressOverApi(request, payer);
  const frame = await findGoods(request, (g) => g.price_type === 1 && g.colors.some((c) => c.stock_qty >= 3), { spread: payer.email });
  return { payer, frame };
}

/** The configurator's last steps: the lens index, the coatings (none for none), then its review table. */
export async function chooseIndexAndCoatings(page: Page, index: RegExp, coatings: RegExp[] = []): Promise<Locator> {
  const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByRole('radio', { name: index }).check();
  await next();
  for (const coating of coatings) await page.getByRole('checkbox', { name: coating }).check();
  await next();
  return page.getByRole('table', { name: 'Your glasses, price by price' });
}
