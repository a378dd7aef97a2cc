import type { Locator, Page } from '@playwright/test';
import { test, expect, screenshot } from '../support';
import { header } from '../support/shop';
import { findGoods } from '../support/catalog';
import { addFromProductPage, setStock } from '../support/cart';

/** US dollars as the shop shows them (grouped, 2 decimals), from a sum worked out in cents. */
const money = (usd: number) => `$${(Math.round(usd * 100) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function line(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name });
}

function summary(page: Page): Locator {
  return page.getByRole('region', { name: 'Order summary' });
}

test('change quantities in the cart: a ladder line moves to its next tier; untick a line (kept after reload); remove a line', async ({
  page,
  request,
}, testInfo) => {
  const ladder = await findGoods(request, (g) => g.price_type === 3 && g.ladder_price.length >= 3 && g.colors.some((c) => c.stock_qty >= 20));
  const tiers = [...ladder.ladder_price].sort((a, b) => a.min_qty - b.min_qty);
  const ladderColour = ladder.variants.find((v) => v.stock_qty >= Math.max(20, tiers[1]!.min_qty))!;
  const plain = await findGoods(request, (g) => g.price_type === 1 && g.id !== ladder.id && g.colors.some((c) => c.stock_qty >= 3));
  const plainColour = plain.variants.find((v) => v.stock_qty >= 3)!;

  await addFromProductPage(page, ladder, ladderColour.color);
  await addFromProductPage(page, plain, plainColour.color, 2);
  const cartLink = header(page).getByRole('link', { name: /^Cart/ });
  await expect(cartLink).toHaveAccessibleName('Cart, 3 items');
  await cartLink.click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeVisible();

  const ladderLine = line(page, ladder.name);
  const plainLine = line(page, plain.name);
  await expect(ladderLine).toContainText(`Colour: ${ladderColour.color}`);
  // The picture of the chosen colour (decorative: the name next to it says what it is).
  await expect(ladderLine.locator('img')).toHaveAttribute(
    'src',
    new RegExp(`/api/goods/image/${ladder.id}\\.svg\\?color=${ladderColour.color_hex.slice(1).toLowerCase()}`),
  );
  await expect(ladderLine).toContainText(money(tiers[0]!.price));
  await expect(plainLine.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(summary(page)).toContainText(money(tiers[0]!.price + 2 * plain.price));
  await expect(summary(page)).toContainText('3 items selected');
  await screenshot(page, testInfo, 'cart-two-lines');

  // The stepper: one more, then type the quantity of the next tier.
  await ladderLine.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(ladderLine.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await expect(cartLink).toHaveAccessibleName('Cart, 4 items');
  const qty = ladderLine.getByRole('spinbutton', { name: 'Quantity' });
  await qty.fill(String(tiers[1]!.min_qty));
  await qty.press('Enter');
  await expect(ladderLine).toContainText(`Price for ${tiers[1]!.min_qty}+ pieces`);
  await expect(ladderLine).toContainText(money(tiers[1]!.price));
  const ladderTotal = tiers[1]!.min_qty * tiers[1]!.price;
  await expect(summary(page)).toContainText(money(ladderTotal + 2 * plain.price));
  await screenshot(page, testInfo, 'cart-ladder-tier');

  // Untick the plain line: the total is the ladder line's alone, and stays so after a reload.
  await plainLine.getByRole('checkbox', { name: `Select ${plain.name} for checkout` }).uncheck();
  await expect(summary(page)).toContainText(money(ladderTotal));
  await expect(summary(page).getByRole('checkbox', { name: 'Select all' })).not.toBeChecked();
  await page.reload();
  await expect(plainLine.getByRole('checkbox', { name: `Select ${plain.name} for checkout` })).not.toBeChecked();
  await expect(ladderLine.getByRole('checkbox')).toBeChecked();
  await expect(summary(page)).toContainText(money(ladderTotal));
  // Select all brings it back.
  await summary(page).getByRole('checkbox', { name: 'Select all' }).check();
  await expect(summary(page)).toContainText(money(ladderTotal + 2 * plain.price));

  // Remove the ladder line: asked first; keeping it changes nothing, removing takes it away.
  await ladderLine.getByRole('button', { name: `Remove ${ladder.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this item?' });
  await expect(confirm).toContainText(`${ladder.name} (${ladderColour.color}) will be removed from your cart.`);
  await expect(confirm.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(ladderLine).toBeVisible();
  await ladderLine.getByRole('button', { name: `Remove ${ladder.name}` }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(ladderLine).toHaveCount(0);
  await expect(cartLink).toHaveAccessibleName('Cart, 2 items');
  await expect(summary(page)).toContainText(money(2 * plain.price));

  // The last line gone: the empty cart offers a way to the shop.
  await plainLine.getByRole('button', { name: `Remove ${plain.name}` }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Cart, empty');
  await page.getByRole('link', { name: 'Start shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a colour that sells out after it was added shows as out of stock and cannot be selected or checked out', async ({
  page,
  request,
}, testInfo) => {
  // A frame from $40 to $60 (the checkout and payment journeys buy from $60 up, the cart's
  // short-of-stock journey takes the cheapest) and its last colour, so no other journey uses it.
  const goods = await findGoods(
    request,
    (g) => g.price_type !== 3 && g.price >= 40 && g.price < 60 && g.colors.filter((c) => c.stock_qty >= 2).length >= 2,
    { sort: 'price_asc' },
  );
  const keep = goods.variants.find((v) => v.stock_qty >= 2)!;
  const sells = [...goods.variants].reverse().find((v) => v.stock_qty >= 2 && v.id !== keep.id)!;

  await addFromProductPage(page, goods, keep.color);
  await addFromProductPage(page, goods, sells.color);
  await setStock(request, sells.id, 0);
  try {
    await page.goto('/cart');
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const soldOut = lines.filter({ hasText: `Colour: ${sells.color}` });
    const inStock = lines.filter({ hasText: `Colour: ${keep.color}` });
    await expect(soldOut).toContainText('Out of stock');
    await expect(soldOut.getByRole('checkbox')).toBeDisabled();
    await expect(soldOut.getByRole('checkbox')).not.toBeChecked();
    await expect(soldOut).toContainText('Quantity: 1');
    await expect(soldOut.getByRole('spinbutton')).toHaveCount(0);
    await expect(inStock.getByRole('checkbox')).toBeChecked();
    // The header counts items in stock only; the total is the line in stock alone.
    await expect(header(page).getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item');
    const unit = goods.price_type === 2 && goods.special_price != null ? goods.special_price : goods.price;
    await expect(summary(page)).toContainText(money(unit));
    await expect(summary(page)).toContainText('1 item selected');
    // Select all and none leave the sold-out line alone.
    await summary(page).getByRole('checkbox', { name: 'Select all' }).uncheck();
    await expect(summary(page).getByRole('button', { name: 'Checkout' })).toBeDisabled();
    await summary(page).getByRole('checkbox', { name: 'Select all' }).check();
    await expect(soldOut.getByRole('checkbox')).not.toBeChecked();
    await expect(summary(page)).toContainText('1 item selected');
    await screenshot(page, testInfo, 'cart-out-of-stock');
  } finally {
    await setStock(request, sells.id, sells.stock_qty);
  }
});
