import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, screenshot } from '../support';
import { expectSignedIn, header, openLoginDialog, registerCustomer, submitAuthForm, uniqueEmail } from '../support/shop';
import { findGoods } from '../support/catalog';
import { addFromProductPage, setStock } from '../support/cart';

test('a visitor presses Checkout, signs in in the dialog and goes on to /payment with the cart merged', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'cart-checkout');
  await registerCustomer(request, email, 'secret123');
  const goods = await findGoods(request, (g) => g.colors.some((c) => c.stock_qty >= 2));
  const colour = goods.variants.find((v) => v.stock_qty >= 2)!;

  await addFromProductPage(page, goods, colour.color, 2);
  await header(page).getByRole('link', { name: /^Cart/ }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await summary.getByRole('button', { name: 'Checkout' }).click();

  // A visitor signs in first, in the dialog the header's account button opens.
  const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
  await expect(dialog).toBeVisible();
  await expect(summary).toContainText('Please sign in to check out.');
  await screenshot(page, testInfo, 'cart-sign-in-to-check-out');
  await submitAuthForm(dialog, email, 'secret123');
  await expect(page).toHaveURL(/\/payment$/);
  // The visitor's line is the customer's now (the checkout hides the header: back to the cart).
  await page.goto('/cart');
  await expectSignedIn(page);
  await expect(header(page).getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByRole('listitem', { name: goods.name })).toContainText(`Colour: ${colour.color}`);
});

/** A visitor with a line in the cart presses Checkout and picks Register in the sign-in dialog. */
async function registerAtCheckout(page: Page, request: APIRequestContext) {
  const goods = await findGoods(request, (g) => g.colors.some((c) => c.stock_qty >= 1));
  const colour = goods.variants.find((v) => v.stock_qty >= 1)!;
  await addFromProductPage(page, goods, colour.color, 1);
  await header(page).getByRole('link', { name: /^Cart/ }).click();
  await page.getByRole('region', { name: 'Order summary' }).getByRole('button', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await expect(dialog).toContainText('Already registered? The same details sign you in.');
  return dialog;
}

test('a new shopper registers on the way to paying and goes on to /payment', async ({ page, request }, testInfo) => {
  const dialog = await registerAtCheckout(page, request);
  await screenshot(page, testInfo, 'checkout-register-and-continue');
  await submitAuthForm(dialog, uniqueEmail(testInfo, 'co-new'), 'secret123', 'Register and continue');
  await expect(page).toHaveURL(/\/payment$/);
});

test('a returning shopper who picks Register at checkout with the right password is signed in, not refused', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'co-back');
  await registerCustomer(request, email, 'secret123');
  await submitAuthForm(await registerAtCheckout(page, request), email, 'secret123', 'Register and continue');
  await expect(page).toHaveURL(/\/payment$/);
  await page.goto('/cart');
  await expectSignedIn(page);
});

test('Checkout finds a line short of stock: the line says so, the shopper lowers it and goes on', async ({ page, request }, testInfo) => {
  const email = uniqueEmail(testInfo, 'cart-short');
  await registerCustomer(request, email, 'secret123');
  // Its own product (from the cheap end of the list, last colour), as the stock is changed here.
  const goods = await findGoods(request, (g) => g.price_type !== 3 && g.colors.some((c) => c.stock_qty >= 3), { sort: 'price_asc' });
  const colour = [...goods.variants].reverse().find((v) => v.stock_qty >= 3)!;

  await page.goto('/');
  await submitAuthForm(await openLoginDialog(page), email, 'secret123');
  await expectSignedIn(page);
  await addFromProductPage(page, goods, colour.color, 3);
  await page.goto('/cart');
  const row = page.getByRole('listitem', { name: goods.name });
  await expect(row.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('3');

  // Someone else buys all but one while the cart is open.
  await setStock(request, colour.id, 1);
  try {
    const summary = page.getByRole('region', { name: 'Order summary' });
    await summary.getByRole('button', { name: 'Checkout' }).click();
    await expect(row.getByRole('alert')).toHaveText('Only 1 left: please lower the quantity.');
    await expect(summary.getByRole('alert')).toHaveText('Some items need your attention before checkout.');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(row).toContainText('Only 1 left');
    await screenshot(page, testInfo, 'cart-short-of-stock');

    // Down to what is left: the problem goes, and Checkout goes on.
    await row.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(row.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    await expect(row.getByRole('alert')).toHaveCount(0);
    await summary.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/payment$/);
  } finally {
    await setStock(request, colour.id, colour.stock_qty);
  }
});
