import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { OrderComment, OrderDetail, OrderPage, OrderStatus, OrderSummary, OrderTab, TrackResult } from '../../../contract/orders';
import type { OrderCommentInput, TrackOrderInput } from '../../../contract/schemas/checkout';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ordersApi } from './orders.api';

const EUR = { symbol: 'EUR', money: '€', exchange_rate: 0.9 };

/** An order as my-orders lists it. */
export const summary = (id: number, status: OrderStatus = 'pending_payment', over: Partial<OrderSummary> = {}): OrderSummary => ({
  id,
  order_no: `OS2611-${String(id).padStart(6, 'Q')}`,
  status,
  created_at: '2026-11-02T10:00:00.000Z',
  total: 100 + id,
  currency: EUR,
  item_count: 2,
  img: `/api/goods/image/${id}.svg`,
  payment_method: null,
  ...over,
});

/** A delivered order of two lines, or what `over` says. */
export const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  ...summary(7, 'delivered'),
  lines: [
    {
      id: 71,
      goods_id: 3,
      variant_id: 31,
      name: 'Aviator Classic',
      sku: 'AV-1',
      color: 'Gold',
      img: '/api/goods/image/3.svg',
      qty: 1,
      price_type: 1,
      unit_price: 60,
      original_price: 60,
      line_total: 60,
      reviewed: false,
    },
    {
      id: 72,
      goods_id: 5,
      variant_id: 51,
      name: 'Round Tortoise',
      sku: 'RT-1',
      color: 'Tortoise',
      img: '/api/goods/image/5.svg',
      qty: 2,
      price_type: 2,
      unit_price: 20,
      original_price: 25,
      line_total: 40,
      reviewed: false,
    },
  ],
  item_count: 3,
  address: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    phone: '+1 555 0100',
    country_id: 'US',
    country: 'United States',
    region_code: 'CA',
    region: 'California',
    city: 'San Francisco',
    street: '1 Market St',
    street2: 'Suite 5',
    postcode: '94105',
  },
  shipping_method: 'standard',
  goods_amount: 110,
  discount_amount: 10,
  coupon_amount: 5,
  coupon_title: 'Welcome 10%',
  points_used: 0,
  points_amount: 0,
  carriage: 0,
  total: 95,
  paid_amount: 95,
  refunded_amount: 0,
  difference_due: 0,
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
  ],
  instalments: [],
  shipment: { carrier: 'UPS', tracking_no: '1Z999AA10123456784', shipped_at: '2026-11-04T09:00:00.000Z', delivered_at: '2026-11-09T15:00:00.000Z' },
  events: [
    { at: '2026-11-02T10:00:00.000Z', status: 'pending_payment', description: 'Order placed', location: '' },
    { at: '2026-11-02T10:05:00.000Z', status: 'paid', description: 'Payment received', location: '' },
    { at: '2026-11-04T09:00:00.000Z', status: 'shipped', description: 'Shipped with UPS', location: 'Memphis, TN' },
    { at: '2026-11-09T15:00:00.000Z', status: 'delivered', description: 'Delivered', location: 'San Francisco, CA' },
  ],
  pay_by: null,
  can_pay: false,
  can_delete: false,
  can_review: true,
  drop_shipping: null,
  logo: null,
  ...over,
});

/**
 * The orders API in memory (`vi.spyOn(ordersApi, ...)`: the pages' reads and their wiring modules
 * call it): every call waits until the test settles it.
 */
export function inMemoryOrders() {
  const myOrders = calls<OrderPage, { tab: OrderTab; page: number }>();
  const orderDetail = calls<OrderDetail, number>();
  const delOrder = calls<null, number>();
  const addOrderComment = calls<OrderComment, { orderId: number; comment: OrderCommentInput }>();
  const orderComments = calls<OrderComment[], number>();
  const trackOrder = calls<TrackResult, TrackOrderInput>();
  vi.spyOn(ordersApi, 'myOrders').mockImplementation((tab, page) => myOrders.start({ tab, page }));
  vi.spyOn(ordersApi, 'orderDetail').mockImplementation((id) => orderDetail.start(id));
  vi.spyOn(ordersApi, 'delOrder').mockImplementation((id) => delOrder.start(id));
  vi.spyOn(ordersApi, 'addOrderComment').mockImplementation((orderId, comment) => addOrderComment.start({ orderId, comment }));
  vi.spyOn(ordersApi, 'orderComments').mockImplementation((id) => orderComments.start(id));
  vi.spyOn(ordersApi, 'trackOrder').mockImplementation((input) => trackOrder.start(input));
  return { myOrders, orderDetail, delOrder, addOrderComment, orderComments, trackOrder };
}

/** Settles a pending call and lets the page redraw. */
export async function settle<T>(call: { d: { resolve(v: T): void; reject(e: unknown): void } }, outcome: { value: T } | { error: unknown }) {
  await act(async () => ('error' in outcome ? call.d.reject(outcome.error) : call.d.resolve(outcome.value)));
  await flush();
}

/** Renders `ui` in the shell's providers at `path` (the orders API answered by `inMemoryOrders()`). */
export async function renderOrdersPage(ui: ReactNode, path: string) {
  const { Wrapper, location } = shellHarness({ i18n: await testI18n(), path });
  render(<Wrapper>{ui}</Wrapper>);
  await flush();
  return location;
}
