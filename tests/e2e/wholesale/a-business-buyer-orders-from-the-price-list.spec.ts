import type { PriceListPage, PriceListRow } from '../../../contract/wholesale';
import { test, expect, screenshot } from '../support';
import { newBusinessBuyer } from '../support/business';
import { call, signInTo } from '../support/payment';

/** The colour a price list row's quantity goes on at first: the first with stock for the minimum. */
const colourOf = (r: PriceListRow) => r.colors.find((c) => c.stock >= Math.max(1, r.moq))!;

test('a business buyer enters quantities on the wholesale price list, finds them on the shopping list, changes one and removes one', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  // The quantity below the minimum: the line endpoint's 422.
  pageProblems.allow(/status of 422 .*api\/users\/shoppingList\/line/);
  const buyer = await newBusinessBuyer(request, testInfo);
  const first = await call<PriceListPage>(request, 'get', 'api/goods/priceList', { token: buyer.token, query: { kind: 'w' } });
  const [a, b] = first.rows.filter((r) => r.moq >= 5 && r.colors.some((c) => c.stock >= r.moq + 10));
  expect(a && b, 'two frames with a minimum and stock').toBeTruthy();
  const nameA = `${a!.sku} ${colourOf(a!).color}`;
  const nameB = `${b!.sku} ${colourOf(b!).color}`;

  await signInTo(page, buyer, '/catalog-price-list-w');
  const rowA = page.getByRole('form', { name: `Order ${a!.sku}` });
  const rowB = page.getByRole('form', { name: `Order ${b!.sku}` });
  await rowA.getByRole('spinbutton', { name: `Quantity of ${a!.sku}` }).fill(String(a!.moq));
  await rowA.getByRole('button', { name: 'Add to list' }).click();
  await expect(rowA.getByRole('status')).toHaveText(`On your shopping list: ${a!.moq}`);
  await expect(rowA.getByRole('button', { name: 'Update list' })).toBeVisible();

  // Below the minimum: the server's refusal beside the row, nothing listed; then enough.
  const qtyB = rowB.getByRole('spinbutton', { name: `Quantity of ${b!.sku}` });
  await qtyB.fill('2');
  await rowB.getByRole('button', { name: 'Add to list' }).click();
  await expect(rowB.getByRole('alert')).toHaveText('This quantity is below the minimum order quantity for business buyers');
  await screenshot(page, testInfo, 'price-list-quantity-refused');
  await qtyB.fill(String(b!.moq + 2));
  await rowB.getByRole('button', { name: 'Add to list' }).click();
  await expect(rowB.getByRole('status')).toHaveText(`On your shopping list: ${b!.moq + 2}`);
  await screenshot(page, testInfo, 'price-list-quantities');

  await page.getByRole('link', { name: 'Open my shopping list' }).click();
  await expect(page).toHaveURL('/catalog-shopping-list-w');
  const table = page.getByRole('table', { name: 'Shopping list' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  const stepperA = table.getByRole('spinbutton', { name: `Quantity of ${nameA}` });
  await expect(stepperA).toHaveValue(String(a!.moq));
  await expect(table.getByRole('spinbutton', { name: `Quantity of ${nameB}` })).toHaveValue(String(b!.moq + 2));
  // At the minimum, fewer is not offered.
  await expect(table.getByRole('button', { name: `Fewer ${nameA}` })).toBeDisabled();

  // Change one: typed and Enter.
  await stepperA.fill(String(a!.moq + 3));
  await stepperA.press('Enter');
  await expect(table.getByRole('status')).toHaveText('Quantity saved');
  await expect(stepperA).toHaveValue(String(a!.moq + 3));
  // Remove the other.
  await table.getByRole('button', { name: `Remove ${nameB}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The line was removed from your shopping list.' })).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await screenshot(page, testInfo, 'shopping-list-edited');

  // Kept: the list as the server has it, and the price list says what is on it.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Shopping list' }).getByRole('spinbutton', { name: `Quantity of ${nameA}` })).toHaveValue(
    String(a!.moq + 3),
  );
  await expect(page.getByRole('table', { name: 'Shopping list' }).locator('tbody tr')).toHaveCount(1);
  await page.getByRole('link', { name: 'Wholesale price list' }).click();
  await expect(page.getByRole('form', { name: `Order ${a!.sku}` }).getByText(`On your list: ${a!.moq + 3}`)).toBeVisible();
  await expect(page.getByRole('form', { name: `Order ${b!.sku}` }).getByRole('spinbutton', { name: `Quantity of ${b!.sku}` })).toHaveValue('');
});
