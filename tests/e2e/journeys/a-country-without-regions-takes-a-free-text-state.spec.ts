import { test, expect, screenshot } from '../support';
import { checkOutOneLine, checkout, chooseCountry, chooseState } from '../support/checkout';
import { payWithCard } from '../support/payment';

test('a country without regions takes a free-text state, a country with regions asks for one from its picker; the order ships to the chosen address', async ({ page, request }, testInfo) => {
  // Three addresses' worth of typing, then place and pay.
  test.slow();
  await checkOutOneLine(page, request, testInfo);
  const address = checkout.address(page);
  const form = address.getByRole('form', { name: 'New address' });
  const statePicker = form.getByRole('button', { name: /^State \/ Province/ });
  const stateText = form.getByLabel('State / Province / Region (optional)');

  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Phone').fill('+44 20 7946 0958');
  await chooseCountry(form, page, 'United States');
  await chooseState(form, page, 'California');
  await expect(statePicker).toHaveAccessibleName('State / Province California');
  await expect(stateText).toHaveCount(0);

  // The United Kingdom has no regions in the dataset: the picker gives way to an empty text field.
  await chooseCountry(form, page, 'United Kingdom');
  await expect(statePicker).toHaveCount(0);
  await expect(stateText).toBeVisible();
  await expect(stateText).toHaveValue('');
  await stateText.fill('Greater London');
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Street address').fill('221B Baker Street');
  await form.getByLabel('ZIP / Postal code').fill('NW1 6XE');
  await screenshot(page, testInfo, 'address-uk-free-text-state');
  await form.getByRole('button', { name: 'Save address' }).click();
  const london = address.getByRole('radio', { name: /Ada Lovelace/ });
  await expect(london).toBeChecked();
  await expect(address).toContainText('Greater London');
  await expect(address).toContainText('United Kingdom');

  // A second address in Canada: its provinces come from the picker, and one must be chosen.
  await address.getByRole('button', { name: 'Add a new address' }).click();
  const second = address.getByRole('form', { name: 'New address' });
  await second.getByLabel('First name').fill('Grace');
  await second.getByLabel('Last name').fill('Hopper');
  await second.getByLabel('Phone').fill('+1 416 555 0100');
  await chooseCountry(second, page, 'Canada');
  await expect(second.getByRole('button', { name: /^State \/ Province/ })).toHaveAccessibleName('State / Province Choose a state or province');
  await expect(second.getByLabel('State / Province / Region (optional)')).toHaveCount(0);
  await second.getByLabel('City').fill('Toronto');
  await second.getByLabel('Street address').fill('100 Queen St W');
  await second.getByLabel('ZIP / Postal code').fill('M5H 2N2');
  await second.getByRole('button', { name: 'Save address' }).click();
  await expect(second.getByRole('button', { name: /^State \/ Province/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(second.getByRole('alert')).toHaveText('Please choose a state or province');
  await screenshot(page, testInfo, 'address-canada-needs-a-province');
  await chooseState(second, page, 'Ontario');
  await second.getByRole('button', { name: 'Save address' }).click();
  const toronto = address.getByRole('radio', { name: /Grace Hopper/ });
  await expect(toronto).toBeChecked();
  await expect(address).toContainText('Ontario');

  // Back to the London address, and the order goes there.
  await london.check();
  await expect(london).toBeChecked();
  await checkout.payment(page).getByRole('radio', { name: /^Card/ }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment\?order_id=\d+&method=card$/);
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  await payWithCard(page);
  await expect(page).toHaveURL(`/payment-success?order_id=${orderId}`);
  await page.getByRole('link', { name: 'View your order' }).click();
  const shipTo = page.getByRole('region', { name: 'Shipping address' });
  await expect(shipTo).toContainText('221B Baker Street');
  await expect(shipTo).toContainText('Greater London');
  await expect(shipTo).toContainText('United Kingdom');
  await screenshot(page, testInfo, 'order-to-london');
});
