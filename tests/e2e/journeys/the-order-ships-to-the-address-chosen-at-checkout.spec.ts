import { test, expect, screenshot } from '../support';
import { checkOutOneLine, checkout, chooseCountry, chooseState } from '../support/checkout';
import { payWithCard } from '../support/payment';

// The UK's free-text state and the reset on a change of country are the checkout's own journey
// (tests/e2e/checkout/an-address-outside-the-us-has-a-free-text-state.spec.ts); this one follows
// the address from the book through placing and paying to the order.
test('two addresses in the book (the UK with a free-text state, Canada with a province it insists on): the order ships to the one chosen', async ({
  page,
  request,
}, testInfo) => {
  // Two addresses' worth of typing, then place and pay.
  test.slow();
  await checkOutOneLine(page, request, testInfo);
  const address = checkout.address(page);

  const london = address.getByRole('form', { name: 'New address' });
  await london.getByLabel('First name').fill('Ada');
  await london.getByLabel('Last name').fill('Lovelace');
  await london.getByLabel('Phone').fill('+44 20 7946 0958');
  await chooseCountry(london, page, 'United Kingdom');
  await london.getByLabel('State / Province / Region (optional)').fill('Greater London');
  await london.getByLabel('City').fill('London');
  await london.getByLabel('Street address').fill('221B Baker Street');
  await london.getByLabel('ZIP / Postal code').fill('NW1 6XE');
  await london.getByRole('button', { name: 'Save address' }).click();
  const toLondon = address.getByRole('radio', { name: /Ada Lovelace/ });
  await expect(toLondon).toBeChecked();

  // Canada's provinces come from the picker, and one must be chosen.
  await address.getByRole('button', { name: 'Add a new address' }).click();
  const toronto = address.getByRole('form', { name: 'New address' });
  await toronto.getByLabel('First name').fill('Grace');
  await toronto.getByLabel('Last name').fill('Hopper');
  await toronto.getByLabel('Phone').fill('+1 416 555 0100');
  await chooseCountry(toronto, page, 'Canada');
  const province = toronto.getByRole('button', { name: /^State \/ Province/ });
  await expect(province).toHaveAccessibleName('State / Province Choose a state or province');
  await expect(toronto.getByLabel('State / Province / Region (optional)')).toHaveCount(0);
  await toronto.getByLabel('City').fill('Toronto');
  await toronto.getByLabel('Street address').fill('100 Queen St W');
  await toronto.getByLabel('ZIP / Postal code').fill('M5H 2N2');
  await toronto.getByRole('button', { name: 'Save address' }).click();
  await expect(province).toHaveAccessibleDescription('Please choose a state or province');
  await screenshot(page, testInfo, 'address-canada-needs-a-province');
  await chooseState(toronto, page, 'Ontario');
  await toronto.getByRole('button', { name: 'Save address' }).click();
  const toToronto = address.getByRole('radio', { name: /Grace Hopper/ });
  await expect(toToronto).toBeChecked();
  await expect(address).toContainText('Toronto, Ontario M5H 2N2');

  // Back to London: the order, paid, keeps that address.
  await toLondon.check();
  await expect(toLondon).toBeChecked();
  await checkout.payment(page).getByRole('radio', { name: /^Card/ }).check();
  await screenshot(page, testInfo, 'two-addresses-london-chosen');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment\?order_id=\d+&method=card$/);
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  await payWithCard(page);
  await expect(page).toHaveURL(`/payment-success?order_id=${orderId}`);
  await page.getByRole('link', { name: 'View your order' }).click();
  const shipTo = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipTo).toContainText('Ada Lovelace');
  await expect(shipTo).toContainText('221B Baker Street');
  await expect(shipTo).toContainText('Greater London');
  await expect(shipTo).toContainText('United Kingdom');
  await expect(shipTo).not.toContainText('Toronto');
  await screenshot(page, testInfo, 'order-to-london');
});
