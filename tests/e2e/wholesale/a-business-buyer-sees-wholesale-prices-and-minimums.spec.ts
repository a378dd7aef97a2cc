import type { GoodsDetail } from '../../../contract/catalog';
import type { PriceListPage } from '../../../contract/wholesale';
import { test, expect, screenshot } from '../support';
import { newBusinessBuyer } from '../support/business';
import { call, signInTo } from '../support/payment';

test('a business buyer sees the wholesale tiers and the minimum on the product page, cannot go below it, and finds both on the cart line; a visitor sees retail', async ({
  page,
  request,
}, testInfo) => {
  const buyer = await newBusinessBuyer(request, testInfo);
  // A plain-priced frame with a minimum of 5 and a colour with stock for it (the wholesale list, as the buyer sees it).
  const list = await call<PriceListPage>(request, 'get', 'api/goods/priceList', { token: buyer.token, query: { kind: 'w', page: 3 } });
  let pick: { id: number; moq: number } | undefined;
  for (const row of list.rows.filter((r) => r.moq === 5 && r.price_type === 1 && r.wholesale_price.length > 0)) {
    const detail = await call<GoodsDetail>(request, 'get', `api/goods/${row.goods_id}`);
    if (detail.variants[0]!.stock_qty >= 20) {
      pick = { id: row.goods_id, moq: row.moq };
      break;
    }
  }
  expect(pick, 'a frame with a minimum of 5 in stock').toBeDefined();
  const { id, moq } = pick!;

  // A visitor: retail only, the quantity from 1.
  await page.goto(`/goods-detail/${id}`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
  await expect(page.getByRole('region', { name: 'Your wholesale prices' })).toHaveCount(0);

  await signInTo(page, buyer, `/goods-detail/${id}`);
  const terms = page.getByRole('region', { name: 'Your wholesale prices' });
  await expect(terms.getByRole('table', { name: 'Wholesale prices' })).toBeVisible();
  await expect(terms.getByRole('rowheader', { name: `${moq}+` })).toBeVisible();
  await expect(terms.getByText(`Minimum order: ${moq}`)).toBeVisible();
  const qty = page.getByRole('spinbutton', { name: 'Quantity' });
  await expect(qty).toHaveValue(String(moq));
  await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  // Below the minimum: refused, said, and the minimum kept.
  await qty.fill('2');
  await expect(page.getByRole('alert')).toHaveText(`Minimum order: ${moq}. The quantity cannot be lower.`);
  await expect(qty).toHaveValue(String(moq));
  await screenshot(page, testInfo, 'product-wholesale-terms');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(qty).toHaveValue(String(moq + 1));
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();

  // The cards beside it say the buyer's wholesale price and minimum too.
  const recommendations = page.getByRole('region', { name: 'You may also like' });
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(recommendations).toBeVisible({ timeout: 1000 });
  }).toPass();
  await recommendations.scrollIntoViewIfNeeded();
  await expect(recommendations.getByText(/^Wholesale from .+ · Min\. order \d+$/).first()).toBeVisible();

  await page.goto('/cart');
  const line = page.getByRole('listitem').filter({ hasText: `Minimum order: ${moq}` });
  await expect(line).toHaveCount(1);
  await expect(line.getByText(`Wholesale price for ${moq}+ pieces`)).toBeVisible();
  await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(moq + 1));
  await line.getByRole('button', { name: 'Decrease quantity' }).click();
  await expect(line.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(String(moq));
  await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
  await expect(page.getByText(`${moq} items selected`)).toBeVisible();
  await screenshot(page, testInfo, 'cart-line-wholesale');
});
