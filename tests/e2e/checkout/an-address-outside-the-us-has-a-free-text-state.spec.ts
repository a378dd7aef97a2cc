import { test, expect, screenshot } from '../support';
import { checkOutOneLine, checkout, chooseCountry, chooseState } from '../support/checkout';

test('the address form explains what is missing, a UK address takes a free-text state, changing country resets the state', async ({
  page,
  request,
}, testInfo) => {
  await checkOutOneLine(page, request, testInfo);
  const form = checkout.address(page).getByRole('form', { name: 'New address' });

  // The form starts with the customer's name; cleared, and saved empty, every required field says
  // what it needs, under the field.
  await expect(form.getByLabel('First name')).toHaveValue('E2E');
  await expect(form.getByLabel('Last name')).toHaveValue('Shopper');
  await form.getByLabel('First name').fill('');
  await form.getByLabel('Last name').fill('');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByLabel('First name')).toHaveAccessibleDescription('Please enter your first name');
  await expect(form.getByLabel('Last name')).toHaveAccessibleDescription('Please enter your last name');
  await expect(form.getByLabel('Phone')).toHaveAccessibleDescription('Please enter your phone number');
  await expect(form.getByRole('button', { name: /^Country/ })).toHaveAccessibleDescription('Please choose a country');
  await expect(form.getByLabel('City')).toHaveAccessibleDescription('Please enter your city');
  await expect(form.getByLabel('Street address')).toHaveAccessibleDescription('Please enter your street address');
  await expect(form.getByLabel('ZIP / Postal code')).toHaveAccessibleDescription('Please enter your ZIP or postal code');
  await screenshot(page, testInfo, 'address-messages');

  // A US address needs a state from the picker and a US ZIP code.
  await form.getByLabel('First name').fill('Grace');
  await expect(form.getByLabel('First name')).not.toHaveAttribute('aria-invalid');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Phone').fill('+44 20 7946 0958');
  await form.getByLabel('City').fill('London');
  await form.getByLabel('Street address').fill('10 Downing St');
  await form.getByLabel('ZIP / Postal code').fill('SW1A 2AA');
  await chooseCountry(form, page, 'United States');
  await expect(form.getByRole('button', { name: /^State \/ Province/ })).toHaveAccessibleDescription('Please choose a state or province');
  await expect(form.getByLabel('ZIP / Postal code')).toHaveAccessibleDescription('Please enter a valid ZIP or postal code');
  await chooseState(form, page, 'Armed Forces Europe, Canada, Africa and Middle East');
  await expect(form.getByRole('button', { name: /^State \/ Province/ })).toHaveAccessibleName(/Armed Forces Europe/);

  // Another country: the state chosen for the US is gone, and the UK's state is free text.
  await chooseCountry(form, page, 'United Kingdom');
  await expect(form.getByRole('button', { name: /^State \/ Province/ })).toHaveCount(0);
  const state = form.getByLabel('State / Province / Region (optional)');
  await expect(state).toHaveValue('');
  await expect(form.getByLabel('ZIP / Postal code')).not.toHaveAttribute('aria-invalid');
  // And back to the US: no state is chosen any more.
  await chooseCountry(form, page, 'United States');
  await expect(form.getByRole('button', { name: /^State \/ Province/ })).toHaveAccessibleName('State / Province Choose a state or province');
  await chooseCountry(form, page, 'United Kingdom');

  await state.fill('Greater London');
  await form.getByRole('button', { name: 'Save address' }).click();
  const address = checkout.address(page);
  await expect(address.getByRole('radio', { name: /Grace Hopper/ })).toBeChecked();
  await expect(address).toContainText('London, Greater London SW1A 2AA');
  await expect(address).toContainText('United Kingdom');
  await screenshot(page, testInfo, 'uk-address-saved');

  // The address book has it, and edits it with the same form.
  await page.goto('/account/my-address-book');
  const book = page.getByRole('list', { name: 'My address book' });
  await expect(book.getByRole('listitem')).toHaveCount(1);
  await expect(book).toContainText('Default address');
  await book.getByRole('link', { name: 'Edit the address of Grace Hopper, 10 Downing St' }).click();
  await expect(page).toHaveURL(/\/account\/my-address-book\/edit-\d+$/);
  const edit = page.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByLabel('State / Province / Region (optional)')).toHaveValue('Greater London');
  await edit.getByLabel('Street address').fill('11 Downing St');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(page).toHaveURL(/\/account\/my-address-book$/);
  await expect(book).toContainText('11 Downing St');
  await screenshot(page, testInfo, 'address-book');

  // Delete asks first.
  await book.getByRole('button', { name: 'Delete the address of Grace Hopper, 11 Downing St' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this address?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(book.getByRole('listitem')).toHaveCount(1);
  await book.getByRole('button', { name: 'Delete the address of Grace Hopper, 11 Downing St' }).click();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Your address book is empty.')).toBeVisible();
});
