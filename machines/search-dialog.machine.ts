import { assign, setup } from 'xstate';
import { providedCall } from './provided';
import type { HotSearch } from '../contract/entities';

export interface SearchDialogContext {
  query: string;
  popular: HotSearch[];
}

export interface SearchDialogInput {
  /** The text the field starts with (the results page's bar: the search shown). */
  query?: string;
}

export type SearchDialogEvent =
  { type: 'search.input'; value: string } | { type: 'search.submit' } | { type: 'search.choose'; url: string } | { type: 'search.retry' };

/** Search needs non-empty text (spec section 5); spaces alone do not count. */
export function isBlankQuery(query: string): boolean {
  return query.trim().length === 0;
}

/**
 * A search form (the header's search dialog, and the bar of the results page): text that must not
 * be blank, submitted to the results; beside it the shop's popular searches.
 */
export const searchDialogMachine = setup({
  types: {
    input: {} as SearchDialogInput,
    context: {} as SearchDialogContext,
    events: {} as SearchDialogEvent,
    tags: {} as 'loading' | 'loaded' | 'failed' | 'required',
  },
  actors: {
    /** GET api/goods/hotSearch (shared with the home page) */
    loadPopularSearches: providedCall<HotSearch[]>('loadPopularSearches'),
  },
  actions: {
    takePopular: assign((_, params: { popular: HotSearch[] }) => ({ popular: params.popular })),
    takeQuery: assign(({ event }) => (event.type === 'search.input' ? { query: event.value } : {})),
    /** Goes to /search-result?keywords=<trimmed query>; provided by the app. */
    showResults: (_, _params: { keywords: string }) => {},
    /** Follows a popular search's own url; provided by the app. */
    followPopular: (_, _params: { url: string }) => {},
  },
  guards: {
    isQueryBlank: ({ context }) => isBlankQuery(context.query),
    isListedPopularSearch: ({ context, event }) => event.type === 'search.choose' && context.popular.some((p) => p.url === event.url),
  },
}).createMachine({
  id: 'searchDialog',
  context: ({ input }) => ({ query: input?.query ?? '', popular: [] }),
  type: 'parallel',
  states: {
    popular: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'loadPopularSearches',
            src: 'loadPopularSearches',
            onDone: { target: 'ready', actions: { type: 'takePopular', params: ({ event }) => ({ popular: event.output }) } },
            onError: { target: 'failed' },
          },
        },
        ready: { tags: ['loaded'] },
        failed: {
          tags: ['failed'],
          description: 'Popular searches could not be loaded; typing and searching still work.',
          on: { 'search.retry': { target: 'loading' } },
        },
      },
    },
    form: {
      initial: 'editing',
      states: {
        editing: {},
        required: {
          tags: ['required'],
          description: 'An empty search was refused; the message shows until the text changes.',
        },
        submitted: {
          description: 'On the way to the results; the route change closes the dialog.',
        },
      },
      on: {
        'search.input': { target: '.editing', actions: 'takeQuery' },
        'search.submit': [
          { guard: 'isQueryBlank', target: '.required' },
          {
            target: '.submitted',
            actions: { type: 'showResults', params: ({ context }) => ({ keywords: context.query.trim() }) },
          },
        ],
        'search.choose': {
          guard: 'isListedPopularSearch',
          target: '.submitted',
          actions: { type: 'followPopular', params: ({ event }) => ({ url: event.url }) },
        },
      },
    },
  },
});
