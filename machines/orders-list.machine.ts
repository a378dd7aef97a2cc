import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { OrderPage, OrderSummary, OrderTab } from '../contract/orders';
import { confirmDeleteMachine } from './confirm-delete.machine';
import { providedCall } from './provided';

export interface OrdersListContext {
  tab: OrderTab;
  items: OrderSummary[];
  /** The server's page size, learnt from the first answer. */
  pageSize: number;
  total: number;
  error: unknown;
  /** The order the shopper asked to delete (confirming, deleting, deleteFailed). */
  target: OrderSummary | null;
  /** The refusal of the last delete, as the confirm-delete machine kept it. */
  deleteError: unknown;
}

export type OrdersListEvent =
  /** The tab in the URL changed: start again from page 1. */
  | { type: 'orders.tab'; tab: OrderTab }
  | { type: 'orders.retry' }
  | { type: 'orders.more' }
  /** Delete asked on a card: the confirm-delete machine asks first. */
  | { type: 'orders.delete'; id: number }
  /** The confirmation's buttons, passed on to the confirm-delete machine. */
  | { type: 'orders.delete.confirm' }
  | { type: 'orders.delete.cancel' };

export interface LoadOrdersInput {
  tab: OrderTab;
  page: number;
}

/** Statuses whose orders a customer may delete (the server's rule; anything else is a 409). */
export const DELETABLE: readonly OrderSummary['status'][] = ['pending_payment', 'cancelled'];
export const isDeletable = (o: Pick<OrderSummary, 'status'>) => DELETABLE.includes(o.status);

type DeleteSnapshot = Pick<SnapshotFrom<typeof confirmDeleteMachine>, 'value' | 'context'>;

/**
 * What the page shows, for src/features/orders/orders-list.view.ts: the first page `loading`, `failed`
 * or `empty`; the list `ready`, with its next page `loadingMore` or `moreFailed`, a delete's
 * confirmation `open`, the last delete `done` or `deleteFailed`; `actionable` while the cards'
 * Delete and the More button take a press.
 */
export type OrdersListTag = 'loading' | 'failed' | 'empty' | 'ready' | 'loadingMore' | 'moreFailed' | 'open' | 'done' | 'deleteFailed' | 'actionable';

/** More orders than are shown (the More button shows). */
export const hasMoreOrders = (c: Pick<OrdersListContext, 'items' | 'total'>) => c.items.length < c.total;

const pageParams = ({ event }: { event: { output: OrderPage } }) => ({ page: event.output });
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const snapshotParams = ({ event }: { event: { snapshot: DeleteSnapshot } }) => ({ snapshot: event.snapshot });

/**
 * The page after what is shown. A deleted order shifts the server's pages by one, so the page
 * is counted from what is shown (the repeated ones are dropped by id), not from the last asked.
 */
export function nextPage(c: Pick<OrdersListContext, 'items' | 'pageSize'>): number {
  return Math.floor(c.items.length / c.pageSize) + 1;
}

/**
 * /account/my-orders: the orders of one tab (state), page by page, and deleting an unpaid or
 * cancelled order after a confirmation (machines/confirm-delete.machine.ts, invoked per delete). Choosing another tab starts over; a failed load
 * keeps what is shown and offers retry.
 */
export const ordersListMachine = setup({
  types: {
    input: {} as { tab: OrderTab },
    context: {} as OrdersListContext,
    events: {} as OrdersListEvent,
    children: {} as { confirmDelete: 'confirmDelete' },
    tags: {} as OrdersListTag,
  },
  actors: {
    loadOrders: providedCall<OrderPage, LoadOrdersInput>('loadOrders'),
    /** One delete of the target, after its confirmation (its call `deleteItem` is the app's). */
    confirmDelete: confirmDeleteMachine,
  },
  guards: {
    pageIsEmpty: (_, { page }: { page: OrderPage }) => page.items.length === 0,
    hasMore: ({ context }) => hasMoreOrders(context),
    isDeletable: ({ context, event }) => {
      if (event.type !== 'orders.delete') return false;
      const order = context.items.find((o) => o.id === event.id);
      return Boolean(order && isDeletable(order));
    },
    wasTheLastOrder: ({ context }) => context.total <= 1,
    /** The confirmation was dismissed: the confirm-delete machine is back in idle. */
    wasCancelled: (_, { snapshot }: { snapshot: DeleteSnapshot }) => snapshot.value === 'idle',
    deleteWasRefused: (_, { snapshot }: { snapshot: DeleteSnapshot }) => snapshot.value === 'failed',
  },
  actions: {
    setTab: assign({ tab: ({ context, event }) => (event.type === 'orders.tab' ? event.tab : context.tab) }),
    reset: assign({ items: [], total: 0, error: null, target: null, deleteError: null }),
    appendPage: assign(({ context }, { page }: { page: OrderPage }) => {
      const seen = new Set(context.items.map((o) => o.id));
      return {
        items: [...context.items, ...page.items.filter((o) => !seen.has(o.id))],
        pageSize: page.page_size > 0 ? page.page_size : context.pageSize,
        total: page.total,
        error: null,
      };
    }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
    setTarget: assign({
      target: ({ context, event }) => (event.type === 'orders.delete' ? (context.items.find((o) => o.id === event.id) ?? null) : null),
      deleteError: null,
    }),
    clearTarget: assign({ target: null, deleteError: null }),
    removeTarget: assign(({ context }) => ({
      items: context.items.filter((o) => o.id !== context.target?.id),
      total: Math.max(0, context.total - 1),
    })),
    rememberDeleteError: assign((_, { snapshot }: { snapshot: DeleteSnapshot }) => ({ deleteError: snapshot.context.error })),
    confirmDelete: sendTo('confirmDelete', { type: 'delete.confirm' }),
    cancelDelete: sendTo('confirmDelete', { type: 'delete.cancel' }),
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
      tags: ['loading'],
      invoke: {
        id: 'loadFirstPage',
        src: 'loadOrders',
        input: ({ context }) => ({ tab: context.tab, page: 1 }),
        onDone: [
          { guard: { type: 'pageIsEmpty', params: pageParams }, target: 'empty', actions: { type: 'appendPage', params: pageParams } },
          { target: 'list', actions: { type: 'appendPage', params: pageParams } },
        ],
        onError: { target: 'failed', actions: { type: 'rememberError', params: errorParams } },
      },
    },
    failed: {
      description: 'The first page could not load; nothing to show but a retry.',
      tags: ['failed'],
      on: { 'orders.retry': 'loading' },
    },
    empty: {
      description: 'No orders in this tab.',
      tags: ['empty'],
    },
    list: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          tags: ['actionable'],
          on: {
            'orders.more': { guard: 'hasMore', target: 'loadingMore' },
            'orders.delete': { guard: 'isDeletable', target: 'removing', actions: 'setTarget' },
          },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            id: 'loadNextPage',
            src: 'loadOrders',
            input: ({ context }) => ({ tab: context.tab, page: nextPage(context) }),
            onDone: { target: 'idle', actions: { type: 'appendPage', params: pageParams } },
            onError: { target: 'moreFailed', actions: { type: 'rememberError', params: errorParams } },
          },
        },
        moreFailed: {
          description: 'The next page failed; what is shown stays.',
          tags: ['moreFailed', 'actionable'],
          on: {
            'orders.retry': 'loadingMore',
            'orders.delete': { guard: 'isDeletable', target: 'removing', actions: 'setTarget' },
          },
        },
        removing: {
          description: 'The confirm-delete machine asks, then deletes the target; back in idle (cancelled) or failed, the list goes on.',
          tags: ['open'],
          invoke: {
            id: 'confirmDelete',
            src: 'confirmDelete',
            input: ({ context }) => ({ id: context.target!.id, asked: true }),
            onSnapshot: [
              { guard: { type: 'wasCancelled', params: snapshotParams }, target: 'idle', actions: 'clearTarget' },
              {
                guard: { type: 'deleteWasRefused', params: snapshotParams },
                target: 'deleteFailed',
                actions: { type: 'rememberDeleteError', params: snapshotParams },
              },
            ],
            onDone: [
              { guard: 'wasTheLastOrder', target: '#ordersList.empty', actions: ['removeTarget', 'clearTarget'] },
              { target: 'removed', actions: ['removeTarget', 'clearTarget'] },
            ],
          },
          on: {
            'orders.delete.confirm': { actions: 'confirmDelete' },
            'orders.delete.cancel': { actions: 'cancelDelete' },
          },
        },
        removed: {
          description: 'The order left the list; a status says so.',
          tags: ['done', 'actionable'],
          on: {
            'orders.more': { guard: 'hasMore', target: 'loadingMore' },
            'orders.delete': { guard: 'isDeletable', target: 'removing', actions: 'setTarget' },
          },
        },
        deleteFailed: {
          description: 'The server refused (e.g. paid meanwhile) or could not be reached; the message shows.',
          tags: ['deleteFailed', 'actionable'],
          on: {
            'orders.more': { guard: 'hasMore', target: 'loadingMore' },
            'orders.delete': { guard: 'isDeletable', target: 'removing', actions: 'setTarget' },
          },
        },
      },
    },
  },
});
