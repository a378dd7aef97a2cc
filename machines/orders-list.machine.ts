import { assign, fromPromise, setup } from 'xstate';
import type { OrderPage, OrderSummary, OrderTab } from '../contract/orders';

export interface OrdersListContext {
  tab: OrderTab;
  items: OrderSummary[];
  /** The server's page size, learnt from the first answer. */
  pageSize: number;
  total: number;
  error: unknown;
  /** The order the shopper asked to delete (confirming, deleting, deleteFailed). */
  target: OrderSummary | null;
  deleteError: unknown;
}

export type OrdersListEvent =
  /** The tab in the URL changed: start again from page 1. */
  | { type: 'orders.tab'; tab: OrderTab }
  | { type: 'orders.retry' }
  | { type: 'orders.more' }
  /** Delete asked on a card: a confirmation first. */
  | { type: 'orders.delete'; id: number }
  | { type: 'orders.delete.confirm' }
  | { type: 'orders.delete.cancel' };

export interface LoadOrdersInput {
  tab: OrderTab;
  page: number;
}

/** Statuses whose orders a customer may delete (the server's rule; anything else is a 409). */
export const DELETABLE: readonly OrderSummary['status'][] = ['pending_payment', 'cancelled'];
export const isDeletable = (o: Pick<OrderSummary, 'status'>) => DELETABLE.includes(o.status);

const outputOf = (event: unknown) => (event as { output: OrderPage }).output;

/**
 * The page after what is shown. A deleted order shifts the server's pages by one, so the page
 * is counted from what is shown (the repeated ones are dropped by id), not from the last asked.
 */
export function nextPage(c: Pick<OrdersListContext, 'items' | 'pageSize'>): number {
  return Math.floor(c.items.length / c.pageSize) + 1;
}

/**
 * /account/my-orders: the orders of one tab (state), page by page, and deleting an unpaid or
 * cancelled order after a confirmation. Choosing another tab starts over; a failed load
 * keeps what is shown and offers retry.
 */
export const ordersListMachine = setup({
  types: {
    input: {} as { tab: OrderTab },
    context: {} as OrdersListContext,
    events: {} as OrdersListEvent,
  },
  actors: {
    loadOrders: fromPromise<OrderPage, LoadOrdersInput>(async ({ input }) => ({ items: [], page: input.page, page_size: 10, total: 0 })),
    deleteOrder: fromPromise<void, { id: number }>(async () => {}),
  },
  guards: {
    pageIsEmpty: ({ event }) => outputOf(event).items.length === 0,
    hasMore: ({ context }) => context.items.length < context.total,
    isDeletable: ({ context, event }) => {
      if (event.type !== 'orders.delete') return false;
      const order = context.items.find((o) => o.id === event.id);
      return Boolean(order && isDeletable(order));
    },
    wasTheLastOrder: ({ context }) => context.total <= 1,
  },
  actions: {
    setTab: assign({ tab: ({ context, event }) => (event.type === 'orders.tab' ? event.tab : context.tab) }),
    reset: assign({ items: [], total: 0, error: null, target: null, deleteError: null }),
    appendPage: assign(({ context, event }) => {
      const page = outputOf(event);
      const seen = new Set(context.items.map((o) => o.id));
      return {
        items: [...context.items, ...page.items.filter((o) => !seen.has(o.id))],
        pageSize: page.page_size > 0 ? page.page_size : context.pageSize,
        total: page.total,
        error: null,
      };
    }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
    setTarget: assign({
      target: ({ context, event }) => (event.type === 'orders.delete' ? context.items.find((o) => o.id === event.id) ?? null : null),
      deleteError: null,
    }),
    clearTarget: assign({ target: null, deleteError: null }),
    removeTarget: assign(({ context }) => ({
      items: context.items.filter((o) => o.id !== context.target?.id),
      total: Math.max(0, context.total - 1),
    })),
    rememberDeleteError: assign({ deleteError: ({ event }) => (event as { error?: unknown }).error ?? null }),
  },
}).createMachine({
  id: 'ordersList',
  context: ({ input }) => ({ tab: input.tab, items: [], pageSize: 10, total: 0, error: null, target: null, deleteError: null }),
  initial: 'loading',
  on: {
    'orders.tab': { target: '.loading', actions: ['setTab', 'reset'], reenter: true },
  },
  states: {
    loading: {
      description: 'The first page of the chosen tab.',
      invoke: {
        id: 'loadFirstPage',
        src: 'loadOrders',
        input: ({ context }) => ({ tab: context.tab, page: 1 }),
        onDone: [
          { guard: 'pageIsEmpty', target: 'empty', actions: 'appendPage' },
          { target: 'list', actions: 'appendPage' },
        ],
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    failed: {
      description: 'The first page could not load; nothing to show but a retry.',
      on: { 'orders.retry': 'loading' },
    },
    empty: {
      description: 'No orders in this tab.',
    },
    list: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'orders.more': { guard: 'hasMore', target: 'loadingMore' },
            'orders.delete': { guard: 'isDeletable', target: 'confirming', actions: 'setTarget' },
          },
        },
        loadingMore: {
          invoke: {
            id: 'loadNextPage',
            src: 'loadOrders',
            input: ({ context }) => ({ tab: context.tab, page: nextPage(context) }),
            onDone: { target: 'idle', actions: 'appendPage' },
            onError: { target: 'moreFailed', actions: 'rememberError' },
          },
        },
        moreFailed: {
          description: 'The next page failed; what is shown stays.',
          on: {
            'orders.retry': 'loadingMore',
            'orders.delete': { guard: 'isDeletable', target: 'confirming', actions: 'setTarget' },
          },
        },
        confirming: {
          description: 'The confirmation dialog asks before the order goes.',
          on: {
            'orders.delete.confirm': 'deleting',
            'orders.delete.cancel': { target: 'idle', actions: 'clearTarget' },
          },
        },
        deleting: {
          description: 'Waiting for the server; the dialog stays, its buttons busy.',
          invoke: {
            id: 'deleteOrder',
            src: 'deleteOrder',
            input: ({ context }) => ({ id: context.target!.id }),
            onDone: [
              { guard: 'wasTheLastOrder', target: '#ordersList.empty', actions: ['removeTarget', 'clearTarget'] },
              { target: 'removed', actions: ['removeTarget', 'clearTarget'] },
            ],
            onError: { target: 'deleteFailed', actions: 'rememberDeleteError' },
          },
        },
        removed: {
          description: 'The order left the list; a status says so.',
          on: {
            'orders.more': { guard: 'hasMore', target: 'loadingMore' },
            'orders.delete': { guard: 'isDeletable', target: 'confirming', actions: 'setTarget' },
          },
        },
        deleteFailed: {
          description: 'The server refused (e.g. paid meanwhile) or could not be reached; the message shows.',
          on: {
            'orders.more': { guard: 'hasMore', target: 'loadingMore' },
            'orders.delete': { guard: 'isDeletable', target: 'confirming', actions: 'setTarget' },
          },
        },
      },
    },
  },
});
