import { assign, setup } from 'xstate';
import type { Review, ReviewPage } from '../contract/catalog';
import { providedCall } from './provided';

export interface ReviewsInput {
  goodsId: number;
}

export interface ReviewsContext {
  goodsId: number;
  /** The first page: the average, the stars' distribution and the total shown above the list. */
  summary: ReviewPage | null;
  items: Review[];
  /** The last page loaded (1-based); 0 before the first. */
  page: number;
  /** How many reviews the last page brought (an empty page ends the list even if the total says more). */
  lastCount: number;
}

export type ReviewsEvent = { type: 'reviews.more' };

export interface LoadReviewsInput {
  goodsId: number;
  page: number;
}

/**
 * A product's reviews: the first page with its summary, then "More reviews" one page at a time
 * until the total is shown. A failed next page keeps what is shown and the button asks again.
 */
export const reviewsMachine = setup({
  types: {
    input: {} as ReviewsInput,
    context: {} as ReviewsContext,
    events: {} as ReviewsEvent,
    tags: {} as 'loading' | 'failed' | 'more' | 'busy' | 'moreFailed' | 'allShown',
  },
  actors: {
    /** GET api/goods/goodComments?goods_id=&page= */
    loadReviews: providedCall<ReviewPage, LoadReviewsInput>('loadReviews'),
  },
  guards: {
    hasMore: ({ context }) => !!context.summary && context.items.length < context.summary.total && context.lastCount > 0,
  },
  actions: {
    takeFirstPage: assign((_, { page }: { page: ReviewPage }) => ({
      summary: page,
      items: page.items,
      page: page.page,
      lastCount: page.items.length,
    })),
    appendPage: assign(({ context }, { page }: { page: ReviewPage }) => ({
      items: [...context.items, ...page.items],
      page: page.page,
      lastCount: page.items.length,
    })),
  },
}).createMachine({
  id: 'reviews',
  context: ({ input }) => ({ goodsId: input.goodsId, summary: null, items: [], page: 0, lastCount: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadFirstPage',
        src: 'loadReviews',
        input: ({ context }) => ({ goodsId: context.goodsId, page: 1 }),
        onDone: { target: 'ready', actions: { type: 'takeFirstPage', params: ({ event }) => ({ page: event.output }) } },
        onError: 'failed',
      },
    },
    failed: {
      tags: ['failed'],
      description: 'The reviews could not be loaded; the rest of the product page stands.',
    },
    ready: {
      initial: 'checking',
      states: {
        checking: {
          always: [{ guard: 'hasMore', target: 'more' }, { target: 'end' }],
        },
        more: {
          tags: ['more'],
          description: 'More reviews than shown: the button offers the next page.',
          on: { 'reviews.more': 'loadingMore' },
        },
        loadingMore: {
          tags: ['more', 'busy'],
          description: 'Waiting for the next page; further clicks are ignored.',
          invoke: {
            id: 'loadNextPage',
            src: 'loadReviews',
            input: ({ context }) => ({ goodsId: context.goodsId, page: context.page + 1 }),
            onDone: { target: 'checking', actions: { type: 'appendPage', params: ({ event }) => ({ page: event.output }) } },
            onError: 'moreFailed',
          },
        },
        moreFailed: {
          tags: ['more', 'moreFailed'],
          description: 'The next page failed; what is shown stays and the button asks again.',
          on: { 'reviews.more': 'loadingMore' },
        },
        end: {
          tags: ['allShown'],
          description: 'Every review is shown (or there are none).',
        },
      },
    },
  },
});
