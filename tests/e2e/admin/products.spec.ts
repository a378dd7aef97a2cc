import { test, expect, screenshot } from '../support';
import { header } from '../support/shop';
import { CATALOGUE_NAVIGATION, newMember, signInAsMember } from './member';
import { JOURNEY_SKU_PREFIX } from '../support/catalog';

/**
 * The console's Products at 1280×800 (issue 25): a catalogue member creates a product with two
 * colours and publishes it; a shopper on a phone (390×844) finds it by search, sees its price,
 * adds it to the cart and reads its Markdown description formatted as the console previewed it; a
 * new price and description in the console show in the shop; a colour's stock set to 0 shows it
 * sold out. axe checks every console page the journey visits, and the shopper's product page.
 */
test('a catalogue member creates and publishes a product; a shopper finds it, buys it, reads its description, sees a new price and a sold-out colour', async ({
  page,
  browser,
  request,
  a11y,
  pageProblems,
}, testInfo) => {
  // The stock form's refusal below 0 is a 422 the page shows on its field.
  pageProblems.allow(/status of 422/);
  const tag = `${process.pid}${Date.now().toString(36)}`.toUpperCase();
  const name = `Console Frame ${tag}`;
  const sku = `${JOURNEY_SKU_PREFIX}CF-${tag}`;
  const member = await newMember(request, 'catalogue');

  await signInAsMember(page, member, '/admin/products');
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link')).toHaveText(CATALOGUE_NAVIGATION);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await screenshot(page, testInfo, 'console-products');

  // A new product: its rules are checked as the member types.
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL('/admin/products/new');
  const form = page.getByRole('form', { name: 'Product' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Please enter a name');
  await form.getByLabel('Name', { exact: true }).fill(name);
  await expect(form.getByLabel('Name', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await form.locator('input[name="sku"]').fill(sku);
  const category = form.getByLabel('Category');
  await category.selectOption({ index: 1 });
  await form.getByLabel('Description').fill('A light **acetate** frame.\n\n- Spring hinges\n- Adjustable nose pads');
  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = form.getByRole('region', { name: 'Description as shoppers see it' });
  await expect(preview.locator('strong')).toHaveText('acetate');
  await expect(preview.getByRole('listitem')).toHaveText(['Spring hinges', 'Adjustable nose pads']);
  await form.getByLabel('Price type').selectOption('special');
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('30');
  await form.getByLabel('Original price').fill('25');
  await expect(form.getByLabel('Original price')).toHaveAccessibleDescription('A special price must be below the original price');
  await form.getByLabel('Price type').selectOption('plain');
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('24.99');

  const first = form.getByRole('group', { name: 'Colour 1' });
  await first.getByLabel('Colour', { exact: true }).fill('Black');
  await first.getByLabel('SKU').fill(`${sku}-BK`);
  await first.getByLabel('Stock').fill('12');
  await form.getByRole('button', { name: 'Add a colour' }).click();
  const second = form.getByRole('group', { name: 'Colour 2' });
  await second.getByLabel('Colour', { exact: true }).fill('Tortoise');
  await second.getByLabel('Swatch').fill('#8b5a2b');
  await second.getByLabel('SKU').fill(`${sku}-TT`);
  await second.getByLabel('Stock').fill('5');
  await screenshot(page, testInfo, 'console-product-new');

  // Published: saved as Published, and its page opens with the stock panel.
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const productPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByText('Published', { exact: true }).first()).toBeVisible();
  const stock = page.getByRole('region', { name: 'Stock', exact: true });
  await expect(stock.getByRole('table', { name: 'Stock of each colour' }).getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Photos' })).toBeVisible();
  await expect(stock.getByRole('table', { name: 'Stock history' }).getByRole('row')).toHaveCount(3);
  await screenshot(page, testInfo, 'console-product');

  // A shopper on a phone finds it by search, sees its price and adds it to the cart.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  // A device that already sent its e-mail to the pop-up (as the fixtures' own pages): nothing covers the page.
  await phone.addInitScript(() => localStorage.setItem('optic:emailCatalogueSent', 'true'));
  const shopper = await phone.newPage();
  await shopper.goto(`/search-result?keywords=${encodeURIComponent(tag)}`);
  await shopper
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(shopper.getByRole('main')).toContainText('$24.99');
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shopper.getByText('Added to cart')).toBeVisible();
  await expect(header(shopper).getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 1 item');
  await screenshot(shopper, testInfo, 'shop-console-product');
  // Its description as the preview showed it: a bold word and a list, no Markdown left as text.
  const details = shopper.getByRole('region', { name: 'Frame details' });
  await expect(details.locator('strong')).toHaveText('acetate');
  await expect(details.getByRole('listitem')).toHaveText(['Spring hinges', 'Adjustable nose pads']);
  await expect(details).not.toContainText('**');
  // At the top (the fixed header covers nothing), axe checks the page with its formatted description:
  // the shopper's phone is not the test's own context, which the gate watches by itself.
  await shopper.evaluate(() => window.scrollTo(0, 0));
  await a11y.check(shopper, 'shop product with a formatted description');
  await screenshot(shopper, testInfo, 'shop-console-product-description');

  // A new price and description in the console reach the shop. Leaving with them unsaved asks first; Cancel stays.
  await form.getByRole('textbox', { name: 'Price', exact: true }).fill('19.99');
  await form.getByLabel('Description').fill('A light **titanium** frame.\n\n1. Screwless hinges');
  const asked = page.waitForEvent('dialog');
  void nav.getByRole('link', { name: 'Products' }).click();
  const dialog = await asked;
  expect(dialog.message()).toBe('This product has changes that are not saved. Leave without saving them?');
  await dialog.dismiss();
  await expect(form.getByRole('textbox', { name: 'Price', exact: true })).toHaveValue('19.99');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('The product has been saved.');
  await shopper.reload();
  await expect(shopper.getByRole('main')).toContainText('$19.99');
  await expect(shopper.getByRole('main')).not.toContainText('$24.99');
  await expect(details.locator('strong')).toHaveText('titanium');
  await expect(details.getByRole('listitem')).toHaveText(['Screwless hinges']);

  // Tortoise counted at 0: sold out in the shop.
  const change = stock.getByRole('form', { name: 'Change the stock' });
  await change.getByLabel('Colour').selectOption({ label: `Tortoise (${sku}-TT)` });
  await change.getByLabel('Change', { exact: true }).selectOption('set');
  await change.getByLabel('Quantity').fill('0');
  await change.getByLabel('Reason').selectOption('counted');
  await change.getByLabel('Note').fill('Shelf count');
  await change.getByRole('button', { name: 'Update stock' }).click();
  await expect(stock.getByRole('status')).toHaveText('The stock has been updated.');
  const history = stock.getByRole('table', { name: 'Stock history' });
  await expect(history.getByRole('row').nth(1)).toContainText('Tortoise');
  await expect(history.getByRole('row').nth(1)).toContainText('-5');
  await expect(history.getByRole('row').nth(1)).toContainText('Shelf count');
  // Below zero is refused on the field.
  await change.getByLabel('Colour').selectOption({ label: `Black (${sku}-BK)` });
  await change.getByLabel('Change', { exact: true }).selectOption('adjust');
  await change.getByLabel('Quantity').fill('-13');
  await change.getByLabel('Reason').selectOption('damaged');
  await change.getByRole('button', { name: 'Update stock' }).click();
  await expect(change.getByLabel('Quantity')).toHaveAccessibleDescription('The stock cannot go below 0 (it is 12 now)');
  await screenshot(page, testInfo, 'console-product-stock');

  await shopper.reload();
  const colours = shopper.getByRole('group', { name: /^Colour/ });
  await colours.getByRole('radio', { name: /Tortoise/ }).check();
  await expect(shopper.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  await expect(shopper.getByRole('region', { name: 'Notify me when available' })).toBeVisible();
  await screenshot(shopper, testInfo, 'shop-console-product-sold-out');

  // The list finds it by SKU, with its stock.
  await page.goto(`/admin/products?q=${encodeURIComponent(sku)}`);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('$19.99');
  await expect(row).toContainText('12');
  await expect(row).toContainText('Published');
  await a11y.check(page, 'console products search');
  await phone.close();
  expect(productPath).toMatch(/^\/admin\/products\/\d+$/);
});
