import type { APIRequestContext, Page } from '@playwright/test';
import type { GoodsDetail } from '../../../contract/catalog';
import { expect } from './fixtures';

/** Adds `qty` of a colour from the product page, as a shopper does. */
export async function addFromProductPage(page: Page, goods: GoodsDetail, color: string, qty = 1) {
  await page.goto(`/goods-detail/${goods.id}`);
  await expect(page.getByRole('heading', { level: 1, name: goods.name })).toBeVisible();
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('radio', { name: new RegExp(color) })
    .check();
  for (let i = 1; i < qty; i++) await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
}

/**
 * Sets a colour's stock, as a warehouse count or a sale elsewhere would, through the dev/test-only
 * endpoint `POST /api/dev/stock` (mounted with SHOP_DEV_ENDPOINTS=1, as the e2e server runs).
 * A journey that uses it picks a product no other journey walks to, and puts the stock back.
 */
export async function setStock(request: APIRequestContext, variantId: number, stock: number) {
  const res = await request.post('/api/dev/stock', { form: { variant_id: variantId, stock_qty: stock } });
  expect(res.ok(), await res.text()).toBe(true);
}
