import { assign, setup } from 'xstate';
import type { CategoryBlock, FrameCollectionBlock, LookbookFrame, LookbookProducts } from '../contract/lookbook';
import { LOOKBOOK_PAGE_SIZE } from '../contract/lookbook';
import { providedCall } from './provided';

/** What the first load brings: the collections and categories, every id of the choice, and the first cards. */
export interface LookbookStart {
  collections: FrameCollectionBlock[];
  categories: CategoryBlock[];
  ids: number[];
  items: LookbookFrame[];
}

export interface LookbookContext {
  /** The collection shown; null: every collection. */
  collectionId: number | null;
  collections: FrameCollectionBlock[];
  categories: CategoryBlock[];
  /** Every frame id of the choice, in lookbook order (Product/get_all_product_id). */
  ids: number[];
  items: LookbookFrame[];
  /** How many of `ids` have been asked for (an id gone meanwhile brings no card). */
  offset: number;
  error: unknown;
}

export type LookbookEvent =
  /** The shopper chose a collection (null: all): start again. */
  | { type: 'lookbook.collection'; collectionId: number | null }
  /** The shopper scrolled near the end (or pressed Load more). */
  | { type: 'lookbook.more' }
  | { type: 'lookbook.retry' };

/**
 * What the page shows (src/features/lookbook/lookbook.view.ts): the start `loading`, `failed` or
 * `empty`; the cards `ready`, with the next ones `loadingMore` or `moreFailed`, or the `end`.
 */
export type LookbookTag = 'loading' | 'failed' | 'empty' | 'ready' | 'loadingMore' | 'moreFailed' | 'end';

/**
 * The frames lookbook (/optical-frames-online-catalog-z): its collections, categories and every
 * frame id first (with the first page of cards), then the next ids' cards a page at a time as the
 * shopper scrolls, until every id is shown. A failed page keeps what is shown and offers retry;
 * choosing a collection starts over.
 */
export const lookbookMachine = setup({
  types: {
    input: {} as { collectionId?: number | null },
    context: {} as LookbookContext,
    events: {} as LookbookEvent,
    tags: {} as LookbookTag,
  },
  actors: {
    /** getFrameCollectionBlocks, getCategoryBlocks, Product/get_all_product_id, then getProducts of the first ids. */
    loadLookbook: providedCall<LookbookStart, { collectionId: number | null; pageSize: number }>('loadLookbook'),
    /** getProducts?ids=: the cards of the next ids. */
    loadProducts: providedCall<LookbookProducts, { ids: number[] }>('loadProducts'),
  },
  guards: {
    isEmpty: (_, { start }: { start: LookbookStart }) => start.ids.length === 0,
    hasMore: ({ context }) => context.offset < context.ids.length,
    /** Collections can be chosen once they are known (the first load brings them). */
    knowsCollections: ({ context }) => context.collections.length > 0,
  },
  actions: {
    choose: assign({
      collectionId: ({ context, event }) => (event.type === 'lookbook.collection' ? event.collectionId : context.collectionId),
    }),
    reset: assign({ ids: [], items: [], offset: 0, error: null }),
    start: assign((_, { start }: { start: LookbookStart }) => ({
      collections: start.collections,
      categories: start.categories,
      ids: start.ids,
      items: start.items,
      offset: Math.min(LOOKBOOK_PAGE_SIZE, start.ids.length),
      error: null,
    })),
    append: assign(({ context }, { page }: { page: LookbookProducts }) => {
      const seen = new Set(context.items.map((i) => i.id));
      return {
        items: [...context.items, ...page.items.filter((i) => !seen.has(i.id))],
        offset: Math.min(context.offset + LOOKBOOK_PAGE_SIZE, context.ids.length),
        error: null,
      };
    }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
}).createMachine({
  id: 'lookbook',
  context: ({ input }) => ({ collectionId: input.collectionId ?? null, collections: [], categories: [], ids: [], items: [], offset: 0, error: null }),
  initial: 'loading',
  on: {
    'lookbook.collection': { guard: 'knowsCollections', target: '.loading', actions: ['choose', 'reset'], reenter: true },
  },
  states: {
    loading: {
      description: 'The collections, the ids of the choice and its first cards.',
      tags: ['loading'],
      invoke: {
        id: 'loadStart',
        src: 'loadLookbook',
        input: ({ context }) => ({ collectionId: context.collectionId, pageSize: LOOKBOOK_PAGE_SIZE }),
        onDone: [
          {
            guard: { type: 'isEmpty', params: ({ event }) => ({ start: event.output }) },
            target: 'empty',
            actions: { type: 'start', params: ({ event }) => ({ start: event.output }) },
          },
          { target: 'ready', actions: { type: 'start', params: ({ event }) => ({ start: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The lookbook could not load; nothing to show but a retry.',
      tags: ['failed'],
      on: { 'lookbook.retry': 'loading' },
    },
    empty: {
      description: 'No frames in this choice.',
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
          description: 'Cards shown, more to come when the shopper nears the end.',
          on: { 'lookbook.more': 'loadingMore' },
        },
        loadingMore: {
          tags: ['loadingMore'],
          invoke: {
            id: 'loadNext',
            src: 'loadProducts',
            input: ({ context }) => ({ ids: context.ids.slice(context.offset, context.offset + LOOKBOOK_PAGE_SIZE) }),
            onDone: { target: 'checking', actions: { type: 'append', params: ({ event }) => ({ page: event.output }) } },
            onError: { target: 'moreFailed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        moreFailed: {
          description: 'The next cards failed; what is shown stays.',
          tags: ['moreFailed'],
          on: { 'lookbook.retry': 'loadingMore' },
        },
        end: {
          description: 'Every frame of the choice is shown.',
          tags: ['end'],
        },
      },
    },
  },
});
