import { test, expect, screenshot } from '../support';
import { newPayer, payOverApi, placeOverApi, signInTo } from '../support/payment';
import { openOrdersTab, operatorMoves, orderCard } from '../support/orders';

test('a paid order shows under Processing; shipped by the operator it shows under Shipped with its tracking, and anyone with its number and e-mail can track it', async ({
  page,
  request,
  pageProblems,
}, testInfo) => {
  // The wrong e-mail's answer: the public tracking endpoint's 404.
  pageProblems.allow(/status of 404 .*api\/orders\/track/);
  const payer = await newPayer(request, testInfo);
  const placed = await placeOverApi(request, payer);
  await payOverApi(request, payer, placed.order_id);

  await signInTo(page, payer, '/account/my-orders?tab=processing');
  const card = orderCard(page, placed.order_no);
  await expect(card.getByText('Paid')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  // The order's page: paid, with the card payment.
  await card.getByRole('link', { name: `Order ${placed.order_no}` }).click();
  await expect(page).toHaveURL(`/account/order-detail/${placed.order_id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${placed.order_no}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('Paid');
  await expect(page.getByRole('region', { name: 'Shipment' })).toContainText('Not shipped yet');
  await screenshot(page, testInfo, 'order-detail-paid');

  await operatorMoves(request, placed.order_id, 'processing');
  await operatorMoves(request, placed.order_id, 'shipped', { carrier: 'UPS', tracking_no: '1Z999AA10123456784', location: 'Memphis, TN' });

  await page.goto('/account/my-orders');
  await openOrdersTab(page, 'Shipped');
  await expect(card.getByText('Shipped')).toBeVisible();
  await card.getByRole('link', { name: 'Track' }).click();
  await expect(page).toHaveURL(`/account/track-order/${placed.order_id}`);
  const shipment = page.getByRole('region', { name: 'Shipment' });
  await expect(shipment).toContainText('UPS');
  await expect(shipment).toContainText('1Z999AA10123456784');
  const history = page.getByRole('list', { name: 'Order history' });
  await expect(history.getByRole('listitem').first()).toContainText('Memphis, TN');
  await screenshot(page, testInfo, 'account-track-order');

  // Public tracking, from the footer's Order Tracking: a wrong e-mail finds nothing, the right one the timeline.
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Order Tracking' }).click();
  await expect(page).toHaveURL('/track-order');
  await page.getByLabel('Order number').fill(placed.order_no.toLowerCase());
  await page.getByLabel('E-mail').fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not find an order with this number and e-mail address');
  await screenshot(page, testInfo, 'track-order-not-found');

  await page.getByLabel('E-mail').fill(payer.email);
  await page.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByRole('heading', { name: `Order ${placed.order_no}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipment' })).toContainText('1Z999AA10123456784');
  const steps = page.getByRole('list', { name: 'Order history' }).getByRole('listitem');
  await expect(steps.first()).toContainText('Shipped');
  await expect(steps.last()).toContainText('Order placed');
  await screenshot(page, testInfo, 'track-order-found');
});
