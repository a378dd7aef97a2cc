import { test, expect, outbox, screenshot, waitForMail } from '../support';
import { findGoods } from '../support/catalog';
import { checkout, chooseCountry, chooseState } from '../support/checkout';
import { payWithCard, paymentLabel, paymentPanel } from '../support/payment';
import { openOrdersTab, operatorMoves, orderCard } from '../support/orders';
import { expectSignedIn, expectSignedOut, header, submitAuthForm, uniqueEmail } from '../support/shop';

/** US dollars as the shop shows them, from a sum worked out in cents. */
const money = (usd: number) => `$${(Math.round(usd * 100) / 100).toFixed(2)}`;

test('the shopper’s whole journey: find a frame, cart it as a visitor, register at checkout, new US address, welcome coupon, pay by card, see it in my orders, the operator ships it, track it publicly, and the mails', async ({
  page,
  request,
}, testInfo) => {
  // The whole shop in one go: longer than one page's journey.
  test.slow();
  // A frame over the free-shipping threshold and the welcome coupon's minimum, plenty in stock.
  const goods = await findGoods(
    request,
    (g) => g.price_type === 1 && g.price >= 80 && g.price <= 150 && / Frame /.test(g.name) && g.colors.some((c) => c.stock_qty >= 20),
    { sort: 'price_asc' },
  );
  const colour = goods.variants.find((v) => v.stock_qty >= 20)!.color;
  const email = uniqueEmail(testInfo, 'journey');

  // 1. A visitor finds the frame in the catalogue (search by its code) and opens its page.
  await page.goto('/');
  await expectSignedOut(page);
  await header(page).getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('dialog', { name: 'Search the shop' });
  await search.getByRole('searchbox', { name: 'Search' }).fill(goods.sku);
  await search.getByRole('searchbox', { name: 'Search' }).press('Enter');
  await expect(page).toHaveURL(/\/search-result\?keywords=/);
  const result = page.getByRole('article').filter({ has: page.getByRole('heading', { name: goods.name }) });
  await expect(result).toBeVisible();
  await screenshot(page, testInfo, '01-search-result');
  await result.getByRole('link', { name: goods.name }).first().click();
  await expect(page).toHaveURL(`/goods-detail/${goods.id}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();

  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('radio', { name: new RegExp(colour) })
    .check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  const cartLink = header(page).getByRole('link', { name: /^Cart/ });
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
  await screenshot(page, testInfo, '02-product-added');

  await cartLink.click();
  await expect(page).toHaveURL('/cart');
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name: goods.name });
  await expect(line).toBeVisible();
  await expect(line).toContainText(`Colour: ${colour}`);
  await expect(line).toContainText(money(goods.price));
  await expect(line.getByRole('checkbox', { name: `Select ${goods.name} for checkout` })).toBeChecked();
  await screenshot(page, testInfo, '03-cart-visitor');

  // 2. Checkout asks a visitor to sign in: a new account is made in the dialog, the checkout goes on
  //    with the visitor's line (merged into the new customer's cart).
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or register' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Register' }).click();
  await screenshot(page, testInfo, '04-register-dialog');
  await submitAuthForm(dialog, email, 'secret123', 'Register and continue');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  const items = page.getByRole('region', { name: '1 item' });
  await expect(items).toContainText(goods.name);
  await expect(items).toContainText(`Colour: ${colour}`);

  // The merged line is in the customer's own cart too.
  await page.getByRole('link', { name: 'Back to cart' }).click();
  await expect(page).toHaveURL('/cart');
  await expectSignedIn(page);
  await expect(line).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Cart, 1 item');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL('/payment');

  // 3. A new address in the United States, its state from the picker.
  const address = checkout.address(page);
  const form = address.getByRole('form', { name: 'New address' });
  await expect(form).toBeVisible();
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Phone').fill('+1 212 555 0199');
  await chooseCountry(form, page, 'United States');
  await chooseState(form, page, 'New York');
  await form.getByLabel('City').fill('New York');
  await form.getByLabel('Street address').fill('350 Fifth Avenue');
  await form.getByLabel('ZIP / Postal code').fill('10118');
  await screenshot(page, testInfo, '05-checkout-new-address');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(address.getByRole('radio', { name: /Grace Hopper/ })).toBeChecked();
  await expect(address).toContainText('New York, New York 10118');
  await expect(address).toContainText('United States');

  // The welcome coupon every new customer gets: 10% off, shown in the server's totals.
  const totals = page.getByRole('region', { name: 'Order summary' });
  await expect(totals.getByRole('definition').last()).toHaveText(money(goods.price));
  const coupons = checkout.coupons(page);
  await expect(coupons).toContainText('10% off');
  await coupons.getByRole('button', { name: /^Apply the coupon/ }).click();
  await expect(coupons.getByRole('button', { name: /^Remove the coupon/ })).toBeVisible();
  const discount = Math.round(goods.price * 10) / 100;
  const total = goods.price - discount;
  await expect(totals).toContainText(`Coupon-${money(discount)}`);
  await expect(totals).toContainText('ShippingFree');
  await expect(totals.getByRole('definition').last()).toHaveText(money(total));

  await checkout
    .payment(page)
    .getByRole('radio', { name: new RegExp(`^${paymentLabel.card}`) })
    .check();
  await screenshot(page, testInfo, '06-checkout-ready');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment\?order_id=\d+&method=card$/);
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('definition').last()).toHaveText(money(total));
  await expect(paymentPanel(page).getByRole('radio', { name: 'Card' })).toBeChecked();
  await screenshot(page, testInfo, '07-pay-by-card');

  await payWithCard(page);
  await expect(page).toHaveURL(`/payment-success?order_id=${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible();
  const orderNoText = page.getByText(/^OS\d{4}-[A-Z0-9]{6}$/);
  await expect(orderNoText).toBeVisible();
  const orderNo = (await orderNoText.textContent())!;
  await expect(page.getByText(money(total), { exact: true })).toBeVisible();
  await expect(header(page).getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, empty');
  await screenshot(page, testInfo, '08-payment-success');

  // 4. My orders: the paid order under Processing.
  await page.goto('/account/my-orders');
  await openOrdersTab(page, 'Processing');
  const card = orderCard(page, orderNo);
  await expect(card.getByText('Paid')).toBeVisible();
  await expect(card).toContainText(money(total));
  await screenshot(page, testInfo, '09-my-orders-processing');

  // 5. The operator prepares and ships it: the order shows Shipped with its tracking number.
  await operatorMoves(page.request, orderId, 'processing');
  await operatorMoves(page.request, orderId, 'shipped', { carrier: 'USPS', tracking_no: '9400111899223197428490', location: 'Newark, NJ' });
  await page.reload();
  await openOrdersTab(page, 'Shipped');
  await expect(card.getByText('Shipped')).toBeVisible();
  await card.getByRole('link', { name: `Order ${orderNo}` }).click();
  await expect(page).toHaveURL(`/account/order-detail/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNo}` })).toBeVisible();
  const shipment = page.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText('USPS');
  await expect(shipment).toContainText('9400111899223197428490');
  await screenshot(page, testInfo, '10-order-detail-shipped');

  // 6. Signed out, anyone with the number and the e-mail tracks it.
  await header(page).getByRole('button', { name: 'My account' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectSignedOut(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Order Tracking' }).click();
  await expect(page).toHaveURL('/track-order');
  // The new page opens at its top, not scrolled down where the footer link was.
  await expect(page.getByRole('heading', { level: 1, name: 'Track your order' })).toBeInViewport();
  await page.getByLabel('Order number').fill(orderNo);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  const tracked = page.getByRole('region', { name: 'Shipment' });
  await expect(tracked).toContainText('USPS');
  await expect(tracked).toContainText('9400111899223197428490');
  const steps = page.getByRole('list', { name: 'Order history' }).getByRole('listitem');
  await expect(steps.first()).toContainText('Shipped');
  await expect(steps.first()).toContainText('Newark, NJ');
  await screenshot(page, testInfo, '11-track-order-public');

  // The mails of the order: placed, paid, shipped (with the tracking number).
  await waitForMail(page, email, { kind: 'order-shipped' });
  const mails = (await outbox(page, email)).filter((m) => m.kind.startsWith('order-'));
  expect(mails.map((m) => m.kind)).toEqual(['order-placed', 'order-paid', 'order-shipped']);
  for (const mail of mails) expect(mail.subject).toContain(orderNo);
  expect(mails[2]!.text).toContain('USPS, tracking number 9400111899223197428490');
});
