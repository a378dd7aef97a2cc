import { test, expect } from '../support';
import { addCaliforniaAddress, checkOutOneLine, checkout } from '../support/checkout';

test('a colour that sells out while the shopper checks out: placing the order goes back to the cart with the reason', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  const { goods, variantId } = await checkOutOneLine(
    page,
    request,
    testInfo,
    (g) => g.price_type === 1 && g.price >= 40 && g.colors.some((c) => c.stock_qty >= 5),
  );
  const form = await addCaliforniaAddress(page);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(checkout.address(page).getByRole('radio', { name: /Ada Lovelace/ })).toBeChecked();
  await checkout
    .payment(page)
    .getByRole('radio', { name: /^Bank transfer/ })
    .check();

  // Sold elsewhere meanwhile (as a warehouse count would say).
  const res = await request.post('/api/dev/stock', { form: { variant_id: variantId, stock_qty: 0 } });
  expect(res.ok(), await res.text()).toBe(true);
  // The refusal is the point of this journey: the browser logs the 409 as a failed resource.
  pageProblems.allow(/status of 409/);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('This colour is out of stock');
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem', { name: goods.name })).toBeVisible();
});
