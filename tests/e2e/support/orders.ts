import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { OrderStatus } from '../../../contract/orders';
import { paths } from '../../../contract/endpoints';
import { expect } from './fixtures';
import { operatorBearer } from './operator';

/**
 * The operator moves an order along (POST api/admin/orders/{id}/status as a signed-in fulfilment
 * member), as the warehouse would: shipped needs a carrier and a tracking number.
 */
export async function operatorMoves(
  request: APIRequestContext,
  orderId: number,
  status: OrderStatus,
  details: { carrier?: string; tracking_no?: string; location?: string } = {},
): Promise<void> {
  const res = await request.post(`/${paths.adminOrderStatus(orderId)}`, {
    headers: { authorization: `Bearer ${await operatorBearer(request)}` },
    form: { status, ...details },
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 200) throw new Error(`move ${orderId} to ${status} answered ${body.code}: ${body.msg}`);
}

/** Chooses a tab of /account/my-orders by its link, as a customer does, and waits for it to be current. */
export async function openOrdersTab(page: Page, tab: string): Promise<void> {
  const link = page.getByRole('navigation', { name: 'Orders by status' }).getByRole('link', { name: tab, exact: true });
  await link.click();
  await expect(link).toHaveAttribute('aria-current', 'page');
}

/** The card of one order in my-orders, named by its number. */
export function orderCard(page: Page, orderNo: string): Locator {
  return page.getByRole('article', { name: `Order ${orderNo}` });
}
