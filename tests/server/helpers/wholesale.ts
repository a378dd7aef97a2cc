import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { paths } from '../../../contract/endpoints';
import type { UserInfo } from '../../../contract/entities';
import type { BusinessProfile } from '../../../contract/wholesale';
import { goods, wholesalePrices } from '../../../server/db/schema';
import type { TestApp } from './test-app';
import { customer, orderFor, testGoods } from './checkout';

export const shop = { company_name: 'Lens & Co', tax_id: 'gb123456789', business_type: 'optician', country: 'gb' };

/** Declares a business for a customer (now a business buyer). */
export async function becomeBusiness(t: TestApp, token: string) {
  const res = await t.api<{ profile: BusinessProfile; user: UserInfo }>('POST', paths.business, { token, body: shop });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data;
}

/** A test product with wholesale tiers: list 40, MOQ 5, 24 from 5, 20 from 50. */
export async function wholesaleGoods(t: TestApp, stock = 200) {
  const item = await testGoods(t, { price: 40, stock });
  await t.db.insert(wholesalePrices).values([
    { goodsId: item.goodsId, minQty: 5, price: 24 },
    { goodsId: item.goodsId, minQty: 50, price: 20 },
  ]);
  await t.db.update(goods).set({ wholesaleMoq: 5 }).where(eq(goods.id, item.goodsId));
  return item;
}

/** A new customer who declared a business (the business services are theirs). */
export async function businessCustomer(t: TestApp, prefix = 'business') {
  const who = await customer(t, prefix);
  await becomeBusiness(t, who.token);
  return who;
}

/** An order placed by a customer who then declared a business (see `orderFor`). */
export async function businessOrderFor(t: TestApp, opts: Parameters<typeof orderFor>[1] = {}) {
  const placed = await orderFor(t, opts);
  await becomeBusiness(t, placed.token);
  return placed;
}
