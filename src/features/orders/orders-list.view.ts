import type { SnapshotFrom } from 'xstate';
import type { OrderSummary, OrderTab } from '../../../contract/orders';
import { hasMoreOrders, type ordersListMachine } from '../../../machines/orders-list.machine';

export interface OrdersListView {
  tab: OrderTab;
  /** The first page is on its way. */
  loading: boolean;
  /** The first page could not load: its error and a retry. */
  failed: boolean;
  /** No orders in this tab. */
  empty: boolean;
  /** The list shows (with its count, cards and More). */
  ready: boolean;
  /** The next page is on its way: the list is busy and More shows its spinner. */
  loadingMore: boolean;
  /** The next page failed: a retry takes More's place. */
  moreFailed: boolean;
  /** An order left the list: a status says so. */
  removed: boolean;
  /** The last delete was refused; its error shows. */
  deleteFailed: boolean;
  /** The cards' Delete and the More button take a press (not while loading more or confirming). */
  actionable: boolean;
  /** More orders than are shown: the More button shows. */
  hasMore: boolean;
  /** The delete's confirmation shows, for this order. */
  confirming: OrderSummary | null;
  items: OrderSummary[];
  total: number;
  error: unknown;
  deleteError: unknown;
}

/** What /account/my-orders draws in each state of machines/orders-list.machine.ts. */
export function ordersListView(s: SnapshotFrom<typeof ordersListMachine>): OrdersListView {
  const { tab, items, total, error, target, deleteError } = s.context;
  return {
    tab,
    loading: s.hasTag('loading'),
    failed: s.hasTag('failed'),
    empty: s.hasTag('empty'),
    ready: s.hasTag('ready'),
    loadingMore: s.hasTag('loadingMore'),
    moreFailed: s.hasTag('moreFailed'),
    removed: s.hasTag('done'),
    deleteFailed: s.hasTag('deleteFailed'),
    actionable: s.hasTag('actionable'),
    hasMore: hasMoreOrders(s.context),
    confirming: s.hasTag('open') ? target : null,
    items,
    total,
    error,
    deleteError,
  };
}
