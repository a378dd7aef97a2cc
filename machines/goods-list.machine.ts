import { assign, fromPromise, setup } from 'xstate';
import type { GoodsCard, GoodsPage, GoodsQuery } from '../contract/catalog';

interface GoodsListContext {
  query: GoodsQuery;
  items: GoodsCard[];
  /** The last page loaded (1-based); 0 before the first. */
  page: number;
  total: number;
  error: unknown;
}

export type GoodsListEvent =
  /** The URL's filters or sort changed: start again from page 1. */
  | { type: 'list.query'; query: GoodsQuery }
  /** The shopper scrolled near the end. */
  | { type: 'list.loadMore' }
  | { type: 'list.retry' };

export interface LoadPageInput {
  query: GoodsQuery;
  page: number;
}

/**
 * A goods list with infinite scroll: the first page, then one page at a time until the end.
 * A new query (filter or sort) starts over; a failed load keeps what is shown and offers retry.
 */
export const goodsListMachine = setup({
  types: {
    input: {} as { query: GoodsQuery },
    context: {} as GoodsListContext,
    events: {} as GoodsListEvent,
  },
  actors: {
    loadPage: fromPromise<GoodsPage, LoadPageInput>(async ({ input }) => ({ items: [], page: input.page, page_size: 10, total: 0 })),
  },
  guards: {
    firstPageIsEmpty: ({ event }) => (event as unknown as { output: GoodsPage }).output.items.length === 0,
    hasMore: ({ context }) => context.items.length < context.total,
  },
  actions: {
    setQuery: assign({
      query: ({ context, event }) => (event.type === 'list.query' ? event.query : context.query),
    }),
    reset: assign({ items: [], page: 0, total: 0, error: null }),
    appendPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: GoodsPage }).output;
      const seen = new Set(context.items.map((i) => i.id));
      return {
        items: [...context.items, ...page.items.filter((i) => !seen.has(i.id))],
        page: page.page,
        total: page.total,
        error: null,
      };
    }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
  },
}).createMachine({
  id: 'goodsList',
  context: ({ input }) => ({ query: input.query, items: [], page: 0, total: 0, error: null }),
  initial: 'loading',
  on: {
    'list.query': { target: '.loading', actions: ['setQuery', 'reset'], reenter: true },
  },
  states: {
    loading: {
      description: 'The first page of a new query.',
      invoke: {
        id: 'loadFirstPage',
        src: 'loadPage',
        input: ({ context }) => ({ query: context.query, page: 1 }),
        onDone: [
          { guard: 'firstPageIsEmpty', target: 'empty', actions: 'appendPage' },
          { target: 'ready', actions: 'appendPage' },
        ],
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    failed: {
      description: 'The first page could not load; nothing to show but a retry.',
      on: { 'list.retry': 'loading' },
    },
    empty: {
      description: 'Nothing matches this query.',
    },
    ready: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasMore', target: 'idle' }, { target: 'end' }],
        },
        idle: {
          on: { 'list.loadMore': 'loadingMore' },
        },
        loadingMore: {
          invoke: {
            id: 'loadNextPage',
            src: 'loadPage',
            input: ({ context }) => ({ query: context.query, page: context.page + 1 }),
            onDone: { target: 'checking', actions: 'appendPage' },
            onError: { target: 'moreFailed', actions: 'rememberError' },
          },
        },
        moreFailed: {
          description: 'The next page failed; what is shown stays.',
          on: { 'list.retry': 'loadingMore' },
        },
        end: {
          description: 'Every matching item is shown.',
        },
      },
    },
  },
});
