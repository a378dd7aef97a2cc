import { describe, expect, it } from 'vitest';
import type { OrderStatus, OrderSummary } from '../../../contract/orders';
import { ordersListMachine, type OrdersListContext } from '../../../machines/orders-list.machine';
import { ordersListView } from './orders-list.view';

const order = (id: number, status: OrderStatus = 'pending_payment'): OrderSummary => ({
  id,
  order_no: `OS2611-${id}`,
  status,
  created_at: '2026-11-02T10:00:00.000Z',
  total: 50,
  currency: { symbol: 'USD', money: '$', exchange_rate: 1 },
  item_count: 1,
  img: '',
  payment_method: null,
});

const items = [order(1), order(2, 'paid')];
const context = (over: Partial<OrdersListContext> = {}): OrdersListContext => ({
  tab: 'all',
  items,
  pageSize: 10,
  total: 12,
  error: null,
  target: null,
  deleteError: null,
  ...over,
});
const view = (value: Parameters<typeof ordersListMachine.resolveState>[0]['value'], over: Partial<OrdersListContext> = {}) =>
  ordersListView(ordersListMachine.resolveState({ value, context: context(over) }));

const off = {
  loading: false,
  failed: false,
  empty: false,
  ready: false,
  loadingMore: false,
  moreFailed: false,
  removed: false,
  deleteFailed: false,
  actionable: false,
  confirming: null,
};

describe('ordersListView', () => {
  it('says the first page is loading, failed or empty, and nothing else', () => {
    expect(view('loading', { items: [], total: 0 })).toMatchObject({ ...off, loading: true, hasMore: false });
    expect(view('failed', { items: [], total: 0, error: 'offline' })).toMatchObject({ ...off, failed: true, error: 'offline' });
    expect(view('empty', { items: [], total: 0 })).toMatchObject({ ...off, empty: true });
  });

  it('shows the list with its cards live while idle, and More while orders remain', () => {
    expect(view({ list: 'idle' })).toMatchObject({ ...off, ready: true, actionable: true, hasMore: true, items, total: 12 });
    expect(view({ list: 'idle' }, { total: 2 }).hasMore).toBe(false);
  });

  it('holds the cards while the next page loads', () => {
    expect(view({ list: 'loadingMore' })).toMatchObject({ ...off, ready: true, loadingMore: true, actionable: false });
  });

  it('offers a retry when the next page failed, the cards still live', () => {
    expect(view({ list: 'moreFailed' })).toMatchObject({ ...off, ready: true, moreFailed: true, actionable: true });
  });

  it('shows the confirmation for the target while removing', () => {
    expect(view({ list: 'removing' }, { target: items[0] })).toMatchObject({ ...off, ready: true, confirming: items[0], actionable: false });
  });

  it('says an order left the list, or why the delete was refused (the dialog closed)', () => {
    expect(view({ list: 'removed' })).toMatchObject({ ...off, ready: true, removed: true, actionable: true });
    expect(view({ list: 'deleteFailed' }, { target: items[0], deleteError: 'refused' })).toMatchObject({
      ...off,
      ready: true,
      deleteFailed: true,
      actionable: true,
      confirming: null,
      deleteError: 'refused',
    });
  });
});
