import { test, expect } from '../support';
import { DEMO, expectSignedIn, header, openLoginDialog, registerCustomer, submitAuthForm, uniqueEmail } from '../support/shop';
import { findGoods } from '../support/catalog';

test('what a visitor put in the cart is still there after signing in', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'merge');
  await registerCustomer(request, email, 'secret123');
  const goods = await findGoods(request, (g) => g.colors.some((c) => c.stock_qty >= 3));

  await page.goto(`/goods-detail/${goods.id}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  const cart = header(page).getByRole('link', { name: /^Cart/ });
  await expect(cart).toHaveAccessibleName('Cart, empty');
  const colour = goods.variants.find((v) => v.stock_qty >= 3)!;
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('radio', { name: new RegExp(colour.color) })
    .check();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(cart).toHaveAccessibleName('Cart, 2 items');

  await submitAuthForm(await openLoginDialog(page), email, 'secret123');
  await expectSignedIn(page);
  await expect(cart).toHaveAccessibleName('Cart, 2 items');
  await page.reload();
  await expect(cart).toHaveAccessibleName('Cart, 2 items');
});

test("signing in as the demo customer shows the demo's in-stock cart count", async ({ page }) => {
  await page.goto('/');
  const cart = header(page).getByRole('link', { name: /^Cart/ });
  await expect(cart).toHaveAccessibleName('Cart, empty');

  await submitAuthForm(await openLoginDialog(page), DEMO.email, DEMO.password);
  await expectSignedIn(page);

  await expect(cart).toHaveAccessibleName(/^Cart, [1-9]\d* items?$/);
  const count = Number(/(\d+)/.exec((await cart.getAttribute('aria-label'))!)![1]);
  expect(count).toBeGreaterThan(0);
  // The badge drawn beside the link (in the same slot) shows the same number.
  await expect(cart.locator('..')).toHaveText(count > 99 ? '99+' : String(count));
});
