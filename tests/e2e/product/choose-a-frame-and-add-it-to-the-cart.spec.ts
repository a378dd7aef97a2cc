import { test, expect } from '../support';
import { header, openMenu, uniqueEmail } from '../support/shop';
import { findGoods } from '../support/catalog';

test('a ladder price shows its tiers, prices follow the currency, a special price shows the original struck', async ({ page, request }) => {
  const ladder = await findGoods(request, (g) => g.price_type === 3 && g.ladder_price.length >= 3);
  const special = await findGoods(request, (g) => g.price_type === 2 && g.special_price != null && g.special_price < g.price);

  await page.goto(`/goods-detail/${ladder.id}`);
  await expect(page.getByRole('heading', { level: 1, name: ladder.name })).toBeVisible();
  const tiers = page.getByRole('table', { name: 'Quantity pricing' });
  await expect(tiers.getByRole('row')).toHaveCount(ladder.ladder_price.length + 1);
  await expect(tiers.getByRole('row').nth(1)).toContainText(/1\+\s*\$\d/);
  await expect(page.getByText(/or 4 interest-free payments of \$\d/)).toBeVisible();

  // Euros from the menu: every price on the page follows.
  const menu = await openMenu(page);
  const eur = menu.getByRole('radio', { name: 'Euro (EUR)' });
  await eur.click();
  await expect(eur).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(tiers.getByRole('row').nth(1)).toContainText(/1\+\s*€\d/);
  await expect(page.getByText(/or 4 interest-free payments of €\d/)).toBeVisible();

  // The instalment plan explained, then closed.
  await page.getByRole('button', { name: 'About interest-free payments' }).click();
  const plan = page.getByRole('dialog', { name: 'Pay in 4 interest-free payments' });
  await expect(plan).toContainText('The first payment is taken when your order is processed.');
  await plan.getByRole('button', { name: 'Close' }).last().click();
  await expect(plan).toHaveCount(0);

  await page.goto(`/goods-detail/${special.id}`);
  await expect(page.getByRole('heading', { level: 1, name: special.name })).toBeVisible();
  const percent = Math.round((1 - special.special_price! / special.price) * 100);
  await expect(page.locator('main s').first()).toContainText('€');
  await expect(page.getByText(`-${percent}%`, { exact: true }).first()).toBeVisible();
});

test('change colour, add two to the cart, and ask to be told when a sold-out colour is back', async ({ page, request }, testInfo) => {
  const goods = await findGoods(request, (g) => g.colors.filter((c) => c.stock_qty >= 2).length >= 2 && g.colors.some((c) => c.stock_qty === 0));
  const inStock = goods.variants.filter((v) => v.stock_qty >= 2);
  const soldOut = goods.variants.find((v) => v.stock_qty === 0)!;

  await page.goto(`/goods-detail/${goods.id}`);
  const cart = header(page).getByRole('link', { name: /^Cart/ });
  await expect(cart).toHaveAccessibleName('Cart, empty');
  const colours = page.getByRole('group', { name: /^Colour/ });
  await expect(colours.getByRole('radio', { name: new RegExp(inStock[0]!.color) })).toBeChecked();

  // Another colour: chosen, named, and its picture first in the gallery.
  await colours.getByRole('radio', { name: new RegExp(inStock[1]!.color) }).check();
  await expect(colours).toHaveAccessibleName(`Colour: ${inStock[1]!.color}`);
  await expect(page.getByRole('img', { name: `${goods.name} in ${inStock[1]!.color}, front view` })).toBeVisible();

  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(cart).toHaveAccessibleName('Cart, 2 items');

  // A sold-out colour: no add, a "notify me" form instead.
  await colours.getByRole('radio', { name: new RegExp(soldOut.color) }).check();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  const notify = page.getByRole('region', { name: 'Notify me when available' });
  await notify.getByLabel('E-mail').fill('not-an-email');
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByText('Please input a valid E-mail.')).toBeVisible();
  await notify.getByLabel('E-mail').fill(uniqueEmail(testInfo, 'notify'));
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByRole('status')).toHaveText('We will e-mail you when it is back in stock');
});

test('an unknown product shows a friendly page with a way home, answered with a 404 for search engines', async ({ page, pageProblems }) => {
  pageProblems.allow(/status of 404/);
  const document = await page.goto('/goods-detail/99999999');
  expect(document?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'This product is not available' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
