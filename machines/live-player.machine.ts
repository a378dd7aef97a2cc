import { assign, setup } from 'xstate';
import { isCataloguePage } from '../contract/pages';

/**
 * Pages without the small floating player: the catalogue pages (the shell's rule, contract/pages.ts),
 * the product lists and search, and the payment page.
 */
export function smallPlayerAllowed(path: string): boolean {
  return !isCataloguePage(path) && !/^\/(goods-list|search-result)(\/|$)/.test(path) && !/^\/payment(\/|$)/.test(path);
}

export interface LivePlayerInput {
  /** The page the shopper is on (wouter's location). */
  path: string;
}

interface LivePlayerContext {
  path: string;
}

export type LivePlayerEvent =
  /** The Live badge (on the home page): open the big popup. */
  | { type: 'player.open' }
  /** The small player tapped: make it big. */
  | { type: 'player.expand' }
  /** The close button of the big popup or of the small player. */
  | { type: 'player.close' }
  /** The shopper moved to another page. */
  | { type: 'player.route'; path: string };

/**
 * The live-stream player (spec: a small floating player and a big popup; closing the big popup
 * returns to the small one, except on index where it closes). hidden -> big (the Live badge) ->
 * small (closed, not on `/` nor where the small player is not shown) -> big (tapped) or hidden (its own close). The small player follows the
 * shopper across pages but is not shown on the catalogue's pages or `/payment`: going there closes it.
 */
export const livePlayerMachine = setup({
  types: {
    input: {} as LivePlayerInput,
    context: {} as LivePlayerContext,
    events: {} as LivePlayerEvent,
  },
  guards: {
    onIndex: ({ context }) => context.path === '/',
    smallNotAllowedHere: ({ context }) => !smallPlayerAllowed(context.path),
    smallNotAllowedThere: ({ event }) => event.type === 'player.route' && !smallPlayerAllowed(event.path),
  },
  actions: {
    setPath: assign({ path: ({ context, event }) => (event.type === 'player.route' ? event.path : context.path) }),
  },
}).createMachine({
  id: 'livePlayer',
  context: ({ input }) => ({ path: input.path }),
  initial: 'hidden',
  on: {
    'player.route': { actions: 'setPath' },
  },
  states: {
    hidden: {
      description: 'Nothing but the Live badge, on the home page only.',
      on: { 'player.open': { guard: 'onIndex', target: 'big' } },
    },
    big: {
      description: 'The big popup: video, chat and products.',
      on: {
        'player.close': [{ guard: 'onIndex', target: 'hidden' }, { guard: 'smallNotAllowedHere', target: 'hidden' }, { target: 'small' }],
      },
    },
    small: {
      description: 'The small floating player, following the shopper across pages.',
      on: {
        'player.expand': 'big',
        'player.close': 'hidden',
        'player.route': [{ guard: 'smallNotAllowedThere', target: 'hidden', actions: 'setPath' }, { actions: 'setPath' }],
      },
    },
  },
});
