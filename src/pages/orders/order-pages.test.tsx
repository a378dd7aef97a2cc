import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { messages } from '../../../contract/messages';
import { flush, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import OrderDetailPage from './order-detail-page';
import AccountTrackOrderPage from './account-track-order-page';
import MyOrdersPage, { tabOf } from './my-orders-page';
import WriteReviewPage from './write-review-page';
import { detail, inMemoryOrders, renderOrdersPage, settle, summary } from '../../features/orders/test-fixtures';

// A retail customer's orders: the business buyer's custom-logo part of the order page stays out.
vi.mock('../../app/session/selectors', () => ({ useIsBusinessBuyer: () => false }));

const notFound = new ApiError('notFound', 404, messages.orderNotFound);

beforeAll(async () => {
  await testI18n();
}, 20_000);

async function openDetail(path = '/account/order-detail/7') {
  const orders = inMemoryOrders();
  const location = await renderOrdersPage(
    <Route path="/account/order-detail/:id">
      <OrderDetailPage />
    </Route>,
    path,
  );
  return { orders, location };
}

const text = (name: string) => screen.getByRole('region', { name }).textContent ?? '';

describe('order detail page', { timeout: 20_000 }, () => {
  it('shows lines, totals in the order’s currency, address, payment, shipment and the timeline', async () => {
    const { orders } = await openDetail();
    expect(orders.orderDetail.last.input).toBe(7);
    await settle(orders.orderDetail.last, { value: detail() });
    expect(screen.getByRole('heading', { level: 1, name: 'Order OS2611-QQQQQ7' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).parentElement!.textContent).toContain('Delivered');
    // € at the order's rate 0.9, whatever the shopper's currency is now.
    const totals = text('Summary');
    for (const part of ['Goods€99.00', 'Discount−€9.00', 'Coupon (Welcome 10%)−€4.50', 'ShippingFree', 'Total€85.50', 'Paid€85.50'])
      expect(totals).toContain(part);
    expect(totals).not.toContain('Difference due');
    const lines = text('3 items');
    expect(lines).toContain('Aviator Classic');
    expect(lines).toContain('Colour: Tortoise');
    expect(lines).toContain('2 pcs × €18.00');
    expect(text('Shipping address')).toContain('1 Market St');
    expect(text('Shipping address')).toContain('San Francisco, California, 94105');
    expect(text('Payments')).toContain('Visa •••• 4242');
    expect(text('Shipment')).toContain('1Z999AA10123456784');
    const steps = within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem');
    expect(steps.map((s) => s.querySelector('strong')!.textContent)).toEqual(['Delivered', 'Shipped', 'Payment received', 'Order placed']);
    expect(screen.getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/account/write-review?order_id=7');
    expect(screen.queryByRole('link', { name: 'Pay now' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it("shows a line's lenses price by price and its prescription", async () => {
    const { orders } = await openDetail();
    const base = detail();
    const lens = {
      usage: 'progressive' as const,
      index: '1.67' as const,
      coatings: ['anti_reflective'],
      lens_price: 188,
      prescription: {
        right: { sph: -5.25, cyl: -0.75, axis: 90, add: 2, prism: null, base: null },
        left: { sph: -4.5, cyl: 0, axis: null, add: 2, prism: 1, base: 'in' as const },
        pd: null,
        pd_right: 31.5,
        pd_left: 32,
      },
      rows: [
        { kind: 'frame' as const, code: 'frame', name: 'Aviator Classic', price: 60 },
        { kind: 'usage' as const, code: 'progressive', name: 'Progressive', price: 119 },
        { kind: 'index' as const, code: '1.67', name: '1.67 Ultra-thin', price: 69 },
        { kind: 'coating' as const, code: 'anti_reflective', name: 'Anti-reflective', price: 19 },
      ],
    };
    await settle(orders.orderDetail.last, { value: detail({ lines: [{ ...base.lines[0]!, lens }, base.lines[1]!] }) });
    const rows = screen.getByLabelText('Glasses price by price');
    expect([...rows.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Frame', 'Progressive', '1.67 Ultra-thin', 'Anti-reflective']);
    expect(rows.parentElement!.textContent).toContain('R SPH -5.25 CYL -0.75 AXIS 90 ADD +2.00 · L SPH -4.50 ADD +2.00 PRISM 1.00 in · PD 31.5/32');
  });

  it('offers Pay now with the pay-by time while unpaid, and Delete', async () => {
    const { orders } = await openDetail();
    await settle(orders.orderDetail.last, {
      value: detail({
        status: 'pending_payment',
        can_pay: true,
        can_delete: true,
        can_review: false,
        pay_by: '2026-11-02T10:30:00.000Z',
        paid_amount: 0,
        payments: [],
        shipment: null,
      }),
    });
    const note = screen.getAllByRole('note')[0]!;
    expect(note.textContent).toMatch(/^Pay by .*2026.*, or the order is cancelled/);
    expect(within(note).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/payment?order_id=7');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(text('Shipment')).toContain('Not shipped yet');
  });

  it('promises no shipment for a cancelled order: the timeline says what happened', async () => {
    const { orders } = await openDetail();
    await settle(orders.orderDetail.last, {
      value: detail({ status: 'cancelled', can_pay: false, can_delete: true, can_review: false, paid_amount: 0, payments: [], shipment: null }),
    });
    expect(screen.queryByRole('heading', { name: 'Shipment' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Order history' })).toBeTruthy();
  });

  it('shows a price difference due with its link, and the pay in 4 schedule', async () => {
    const { orders } = await openDetail();
    await settle(orders.orderDetail.last, {
      value: detail({
        status: 'processing',
        total: 105,
        paid_amount: 95,
        difference_due: 10,
        can_review: false,
        instalments: [
          { seq: 2, amount: 23.75, due_at: '2026-11-17T10:00:00.000Z', status: 'scheduled' },
          { seq: 1, amount: 23.75, due_at: '2026-11-03T10:00:00.000Z', status: 'paid' },
          { seq: 3, amount: 23.75, due_at: null, status: 'scheduled' },
          { seq: 4, amount: 23.75, due_at: null, status: 'scheduled' },
        ],
      }),
    });
    expect(text('Summary')).toContain('Difference due€9.00');
    expect(screen.getByRole('link', { name: 'Pay the difference' }).getAttribute('href')).toBe('/price-difference?order_id=7');
    const plan = within(screen.getByRole('region', { name: 'Pay in 4 schedule' })).getAllByRole('listitem');
    expect(plan.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Payment 1 of 4Due .*€21.38Paid$/),
      expect.stringMatching(/^Payment 2 of 4Due .*€21.38Scheduled$/),
      'Payment 3 of 4When the order is processed€21.38Scheduled',
      'Payment 4 of 4When the order is processed€21.38Scheduled',
    ]);
  });

  it('shows what was refunded: the refund among the payments, on its way or sent, and in the summary', async () => {
    const { orders } = await openDetail();
    await settle(orders.orderDetail.last, {
      value: detail({
        status: 'cancelled',
        total: 95,
        paid_amount: 0,
        refunded_amount: 95,
        can_review: false,
        payments: [
          {
            id: 1,
            method: 'card',
            purpose: 'order',
            status: 'succeeded',
            amount: 95,
            created_at: '2026-11-02T10:05:00.000Z',
            description: 'Visa •••• 4242',
          },
          {
            id: 2,
            method: 'card',
            purpose: 'refund',
            status: 'succeeded',
            amount: 95,
            created_at: '2026-11-03T10:05:00.000Z',
            description: 'Visa •••• 4242',
          },
        ],
      }),
    });
    const rows = within(screen.getByRole('region', { name: 'Payments' })).getAllByRole('listitem');
    expect(rows.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^CardVisa •••• 4242 · .*€85.50Paid$/),
      expect.stringMatching(/^RefundVisa •••• 4242 · .*€85.50Refunded$/),
    ]);
    expect(text('Summary')).toContain('Paid€85.50Refunded€85.50');
  });

  it('shows a friendly not-found state for an unknown or another customer’s order', async () => {
    const { orders } = await openDetail('/account/order-detail/999');
    await settle(orders.orderDetail.last, { error: notFound });
    expect(screen.getByRole('heading', { name: 'We could not find this order' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe('/account/my-orders');
  });

  it('does not ask the server about a malformed id', async () => {
    const { orders } = await openDetail('/account/order-detail/abc');
    expect(orders.orderDetail.list).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'We could not find this order' })).toBeTruthy();
  });

  it('offers a retry when the order could not be loaded', async () => {
    const { orders } = await openDetail();
    await settle(orders.orderDetail.last, { error: new ApiError('network', 600, messages.requestFailed) });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(messages.requestFailed);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await flush();
    expect(orders.orderDetail.list).toHaveLength(2);
    await settle(orders.orderDetail.last, { value: detail() });
    expect(screen.getByRole('heading', { level: 1, name: 'Order OS2611-QQQQQ7' })).toBeTruthy();
  });
});

describe('account order tracking page', { timeout: 20_000 }, () => {
  it('shows the carrier, the tracking number and the events', async () => {
    const orders = inMemoryOrders();
    await renderOrdersPage(
      <Route path="/account/track-order/:id">
        <AccountTrackOrderPage />
      </Route>,
      '/account/track-order/7',
    );
    await settle(orders.orderDetail.last, { value: detail({ status: 'shipped' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Order OS2611-QQQQQ7' })).toBeTruthy();
    expect(text('Shipment')).toContain('CarrierUPS');
    expect(text('Shipment')).toContain('Tracking number1Z999AA10123456784');
    expect(within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Order details' }).getAttribute('href')).toBe('/account/order-detail/7');
  });

  it('shows not found for another customer’s order', async () => {
    const orders = inMemoryOrders();
    await renderOrdersPage(
      <Route path="/account/track-order/:id">
        <AccountTrackOrderPage />
      </Route>,
      '/account/track-order/8',
    );
    await settle(orders.orderDetail.last, { error: notFound });
    expect(screen.getByRole('heading', { name: 'We could not find this order' })).toBeTruthy();
  });
});

describe('my orders cards', { timeout: 20_000 }, () => {
  it('reads the tab from the address', () => {
    expect(tabOf('?tab=shipped')).toBe('shipped');
    expect(tabOf('?tab=nope')).toBe('all');
    expect(tabOf('')).toBe('all');
  });

  it('show number, status, items, the total in the order’s currency and the actions of each status', async () => {
    const orders = inMemoryOrders();
    await renderOrdersPage(<MyOrdersPage />, '/account/my-orders');
    const statuses = ['pending_payment', 'paid', 'shipped', 'delivered', 'cancelled'] as const;
    await settle(orders.myOrders.last, { value: { items: statuses.map((s, i) => summary(i + 1, s)), page: 1, page_size: 10, total: 5 } });
    const cards = screen.getAllByRole('article');
    const actions = cards.map((c) => [...c.querySelectorAll('a, button')].map((a) => a.textContent).filter((n) => !n!.startsWith('OS')));
    expect(actions).toEqual([['Pay now', 'Delete'], [], ['Track'], ['Review'], ['Delete']]);
    expect(within(cards[0]!).getByText('Unpaid')).toBeTruthy();
    expect(cards[0]!.textContent).toContain('2 items');
    expect(cards[0]!.textContent).toContain('Total €90.90');
    expect(within(cards[0]!).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe('/payment?order_id=1');
    expect(within(cards[2]!).getByRole('link', { name: 'Track' }).getAttribute('href')).toBe('/account/track-order/3');
    expect(within(cards[3]!).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe('/account/write-review?order_id=4');
    expect(within(cards[1]!).getByRole('link', { name: 'Order OS2611-QQQQQ2' }).getAttribute('href')).toBe('/account/order-detail/2');
  });
});

describe('write review page', { timeout: 20_000 }, () => {
  it('shows reviewed lines as reviewed and a form for the others', async () => {
    const orders = inMemoryOrders();
    await renderOrdersPage(<WriteReviewPage />, '/account/write-review?order_id=7');
    const order = detail();
    await settle(orders.orderDetail.last, { value: order });
    await settle(orders.orderComments.last, {
      value: [{ id: 1, order_line_id: 71, goods_id: 3, rating: 4, content: 'Great', created_at: '2026-11-10T10:00:00.000Z' }],
    });
    const first = screen.getByRole('region', { name: 'Aviator Classic' });
    expect(within(first).getByText('Reviewed')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(within(first).queryByRole('form')).toBeNull();
    const second = screen.getByRole('region', { name: 'Round Tortoise' });
    expect(within(second).getByRole('form', { name: 'Review of Round Tortoise' })).toBeTruthy();
    expect(within(second).getByRole('group', { name: 'Your rating' })).toBeTruthy();
  });

  it('says an order must be delivered first', async () => {
    const orders = inMemoryOrders();
    await renderOrdersPage(<WriteReviewPage />, '/account/write-review?order_id=7');
    await settle(orders.orderDetail.last, { value: detail({ status: 'shipped', can_review: false }) });
    await settle(orders.orderComments.last, { value: [] });
    expect(screen.getByRole('note').textContent).toBe(messages.orderNotReviewable);
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows not found without an order id', async () => {
    const orders = inMemoryOrders();
    await renderOrdersPage(<WriteReviewPage />, '/account/write-review');
    expect(orders.orderDetail.list).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'We could not find this order' })).toBeTruthy();
  });
});
