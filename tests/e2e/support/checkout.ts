import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { GoodsCard, GoodsDetail } from '../../../contract/catalog';
import { expect } from './fixtures';
import { findGoods } from './catalog';
import { registerCustomer, submitAuthForm, uniqueEmail } from './shop';

export interface CheckoutShopper {
  email: string;
  password: string;
  goods: GoodsDetail;
  colour: string;
  variantId: number;
}

/**
 * A new customer (registered over the API, so it holds the welcome coupon) signs in on the
 * sign-in page, puts one colour of a product in the cart from its page, and checks out from the
 * cart: the journey stands on /payment.
 */
export async function checkOutOneLine(
  page: Page,
  request: APIRequestContext,
  testInfo: TestInfo,
  pick: (g: GoodsCard) => boolean = (g) => g.price_type === 1 && g.price >= 100 && g.price <= 400 && g.colors.some((c) => c.stock_qty >= 5),
): Promise<CheckoutShopper> {
  const email = uniqueEmail(testInfo, 'checkout');
  const password = 'secret123';
  await registerCustomer(request, email, password);
  const goods = await findGoods(request, pick, { sort: 'price_desc', spread: testInfo.titlePath.join(' / ') });
  const variant = [...goods.variants].sort((a, b) => b.stock_qty - a.stock_qty)[0]!;
  const colour = variant.color;

  await page.goto(`/sign-in?redirect=${encodeURIComponent(`/goods-detail/${goods.id}`)}`);
  await submitAuthForm(page.getByRole('tabpanel'), email, password);
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('radio', { name: new RegExp(colour) })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  return { email, password, goods, colour, variantId: variant.id };
}

/** The checkout's sections, as a shopper finds them. */
export const checkout = {
  address: (page: Page): Locator => page.getByRole('region', { name: 'Shipping address' }),
  shipping: (page: Page): Locator => page.getByRole('region', { name: 'Shipping method' }),
  coupons: (page: Page): Locator => page.getByRole('region', { name: 'Coupons' }),
  payment: (page: Page): Locator => page.getByRole('region', { name: 'Payment method' }),
  totals: (page: Page): Locator => page.getByRole('definition').and(page.locator('[data-total]')),
};

/** Chooses a country in the country picker (a slide-up sheet with a search field). */
export async function chooseCountry(form: Locator, page: Page, name: string) {
  await form.getByRole('button', { name: /^Country/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a country' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('searchbox', { name: 'Search countries' }).fill(name);
  await sheet.getByRole('button', { name, exact: true }).click();
  await expect(sheet).toBeHidden();
}

/** Chooses a state in the state picker. */
export async function chooseState(form: Locator, page: Page, name: string) {
  await form.getByRole('button', { name: /^State \/ Province/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a state or province' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('searchbox', { name: 'Search states or provinces' }).fill(name);
  await sheet.getByRole('button', { name, exact: true }).click();
  await expect(sheet).toBeHidden();
}

/** Fills the open new-address form with a California address (the state from the picker) and saves it. */
export async function addCaliforniaAddress(page: Page): Promise<Locator> {
  const form = checkout.address(page).getByRole('form', { name: 'New address' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Phone').fill('+1 408 555 0100');
  await chooseCountry(form, page, 'United States');
  await chooseState(form, page, 'California');
  await expect(form.getByRole('button', { name: /^State \/ Province/ })).toHaveAccessibleName('State / Province California');
  await form.getByLabel('City').fill('San Jose');
  await form.getByLabel('Street address').fill('1 Main St');
  await form.getByLabel('ZIP / Postal code').fill('95112');
  return form;
}
