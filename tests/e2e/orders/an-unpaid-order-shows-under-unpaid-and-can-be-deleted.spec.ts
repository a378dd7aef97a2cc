import { test, expect, screenshot } from '../support';
import { newPayer, placeOverApi, signInTo } from '../support/payment';
import { openOrdersTab, orderCard } from '../support/orders';

test('an unpaid order shows under Unpaid with Pay now, and deleting it (after confirming) cancels it', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  // The deleted order's own page: the API's 404 for it.
  pageProblems.allow(/status of 404 .*api\/users\/orderDetail/);
  const payer = await newPayer(request, testInfo);
  const placed = await placeOverApi(request, payer);

  // My account leads to My orders.
  await signInTo(page, payer, '/account/my-account');
  await page.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL('/account/my-orders');
  const card = orderCard(page, placed.order_no);
  await expect(card).toBeVisible();
  await expect(card.getByText('Unpaid')).toBeVisible();
  await expect(card.getByText('1 item')).toBeVisible();

  await openOrdersTab(page, 'Unpaid');
  await expect(page).toHaveURL('/account/my-orders?tab=unpaid');
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Pay now' })).toHaveAttribute('href', `/payment?order_id=${placed.order_id}`);
  await screenshot(page, testInfo, 'my-orders-unpaid');

  // The tab is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Unpaid', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(card).toBeVisible();

  // Delete asks first; Keep it changes nothing.
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Delete order ${placed.order_no}?` });
  await expect(confirm).toBeVisible();
  await screenshot(page, testInfo, 'my-orders-delete-confirm');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete order' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toHaveCount(0);
  await expect(page.getByText('No orders waiting for payment.')).toBeVisible();

  // It is gone from every tab, and its own page says so.
  await openOrdersTab(page, 'All');
  await expect(page.getByText('You have no orders yet.')).toBeVisible();
  await page.goto(`/account/order-detail/${placed.order_id}`);
  await expect(page.getByRole('heading', { name: 'We could not find this order' })).toBeVisible();
});
