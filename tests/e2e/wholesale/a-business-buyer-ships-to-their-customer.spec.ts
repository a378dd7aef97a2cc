import { test, expect, screenshot } from '../support';
import { declareBusiness } from '../support/business';
import { operatorMoves } from '../support/orders';
import { newPayer, placeOverApi, signInTo } from '../support/payment';

test('a business buyer sends an order to their customer in blind packaging, changes the end customer, and cannot once it has shipped', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  // The change after the order shipped: the API's 409.
  pageProblems.allow(/status of 409 .*api\/orders\/updateCustomer/);
  // An order of one frame (placed before the business was declared: business buyers meet minimum quantities).
  const buyer = await newPayer(request, testInfo);
  const placed = await placeOverApi(request, buyer);
  await declareBusiness(request, buyer);

  await signInTo(page, buyer, '/drop-shipping-service');
  // The page's code and text load on demand: slower while the machine is busy.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const form = page.getByRole('form', { name: 'Send an order to your customer' });
  await expect(form.getByRole('group', { name: 'Order to send' })).toBeVisible({ timeout: 20_000 });

  // Nothing chosen: told what is missing.
  await form.getByRole('button', { name: 'Create drop-shipping order' }).click();
  await expect(form.getByRole('group', { name: 'Order to send' }).getByRole('alert')).toHaveText('Please choose the order to send');

  await form.getByRole('radio', { name: new RegExp(placed.order_no) }).check();
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Phone').fill('+1 619 555 0100');
  await form.getByLabel("Customer's e-mail (optional)").fill('grace@example.com');
  // A country with states: the state is chosen from its list.
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await form.getByLabel('State / Province').selectOption({ label: 'California' });
  await form.getByLabel('City').fill('San Diego');
  await form.getByLabel('Street address').fill('1 Harbor Drive');
  await form.getByLabel('ZIP / Postal code').fill('92101');
  await expect(form.getByRole('checkbox', { name: /^Blind packaging/ })).toBeChecked();
  await screenshot(page, testInfo, 'drop-shipping-form');
  await form.getByRole('button', { name: 'Create drop-shipping order' }).click();

  const done = page.getByRole('status').filter({ hasText: `Drop-shipping order ${placed.order_no} is created` });
  await expect(done).toBeVisible();
  await screenshot(page, testInfo, 'drop-shipping-created');
  await done.getByRole('link', { name: `View order ${placed.order_no}` }).click();

  await expect(page).toHaveURL(`/account/order-detail/${placed.order_id}`);
  const address = page.getByRole('region', { name: 'Shipping address' });
  await expect(address).toContainText('Grace Hopper');
  await expect(address).toContainText('San Diego, California, 92101');
  const drop = page.getByRole('region', { name: 'Drop shipping' });
  await expect(drop).toContainText('Sent to your customer in blind packaging.');

  await drop.getByRole('button', { name: 'Change end customer' }).click();
  const change = drop.getByRole('form', { name: 'End customer' });
  await expect(change.getByLabel('First name')).toHaveValue('Grace');
  await expect(change.getByLabel("Customer's e-mail (optional)")).toHaveValue('grace@example.com');
  await expect(change.getByLabel('State / Province')).toHaveValue(/\d+/);
  await change.getByLabel('City').fill('Fresno');
  await change.getByLabel('ZIP / Postal code').fill('93650');
  await screenshot(page, testInfo, 'drop-shipping-change');
  await change.getByRole('button', { name: 'Save end customer' }).click();
  await expect(drop.getByRole('status')).toHaveText('Your drop-shipping order is saved');
  await expect(address).toContainText('Fresno, California, 93650');

  // The warehouse ships it while the buyer has the form open: the server refuses, and says why.
  await drop.getByRole('button', { name: 'Change end customer' }).click();
  await operatorMoves(request, placed.order_id, 'paid');
  await operatorMoves(request, placed.order_id, 'processing');
  await operatorMoves(request, placed.order_id, 'shipped', { carrier: 'UPS', tracking_no: '1Z999AA10123456784' });
  await change.getByLabel('City').fill('Oakland');
  await change.getByLabel('ZIP / Postal code').fill('94601');
  await change.getByRole('button', { name: 'Save end customer' }).click();
  await expect(change.getByRole('alert')).toHaveText('This order has shipped and can no longer be changed');
  await screenshot(page, testInfo, 'drop-shipping-refused');

  // Seen again, the shipped order offers no change.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Drop shipping' })).toContainText('This order has shipped and can no longer be changed');
  await expect(page.getByRole('button', { name: 'Change end customer' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Shipping address' })).toContainText('Fresno, California, 93650');
});
