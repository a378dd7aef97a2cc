import { assign, setup } from 'xstate';
import type { GoodsCard, GoodsPage, GoodsQuery } from '../contract/catalog';
import { failureOf } from '../contract/codes';
import { providedCall } from './provided';

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

/**
 * What the list shows (src/features/catalog/goods-list.view.ts): the first page `loading`, `failed`,
 * `notFound` or `empty`; the cards `ready`, with the next page `loadingMore` or `moreFailed`, or the
 * `end` of the list.
 */
export type GoodsListTag = 'loading' | 'failed' | 'notFound' | 'empty' | 'ready' | 'loadingMore' | 'moreFailed' | 'end';

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
    tags: {} as GoodsListTag,
  },
  actors: {
    /** POST api/goods/list: one page of the query. */
    loadPage: providedCall<GoodsPage, LoadPageInput>('loadPage'),
  },
  guards: {
    isEmptyPage: (_, { page }: { page: GoodsPage }) => page.items.length === 0,
    isNotFound: (_, { error }: { error: unknown }) => failureOf(error).kind === 'notFound',
    hasMore: ({ context }) => context.items.length < context.total,
  },
  actions: {
    setQuery: assign({
      query: ({ context, event }) => (event.type === 'list.query' ? event.query : context.query),
    }),
    reset: assign({ items: [], page: 0, total: 0, error: null }),
    appendPage: assign(({ context }, { page }: { page: GoodsPage }) => {
      const seen = new Set(context.items.map((i) => i.id));
      return {
        items: [...context.items, ...page.items.filter((i) => !seen.has(i.id))],
        page: page.page,
        total: page.total,
        error: null,
      };
    }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
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
      tags: ['loading'],
      invoke: {
        id: 'loadFirstPage',
        src: 'loadPage',
        input: ({ context }) => ({ query: context.query, page: 1 }),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => ({ page: event.output }) },
            target: 'empty',
            actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'ready', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    failed: {
      description: 'The first page could not load; nothing to show but a retry.',
      tags: ['failed'],
      on: { 'list.retry': 'loading' },
    },
    notFound: {
      description: 'The list does not exist (an unknown category, 404): asking again would not help.',
      tags: ['notFound'],
    },
    empty: {
      description: 'Nothing matches this query.',
      tags: ['empty'],
    },
    ready: {
      tags: ['ready'],
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasMore', target: 'idle' }, { target: 'end' }],
        },
        idle: {
          on: { 'list.loadMore': 'loadingMore' },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            id: 'loadNextPage',
            src: 'loadPage',
            input: ({ context }) => ({ query: context.query, page: context.page + 1 }),
            onDone: { target: 'checking', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
            onError: { target: 'moreFailed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        moreFailed: {
          description: 'The next page failed; what is shown stays.',
          tags: ['moreFailed'],
          on: { 'list.retry': 'loadingMore' },
        },
        end: {
          description: 'Every matching item is shown.',
          tags: ['end'],
        },
      },
    },
  },
});
