import { assign, setup } from 'xstate';
import type { PageLayout } from '../contract/pages';

/** The page the shopper is on: its path (wouter's location) and the layout the shell draws there. */
export interface PageAt {
  path: string;
  layout: PageLayout;
}

export type LivePlayerInput = PageAt;

type LivePlayerContext = PageAt;

export type LivePlayerEvent =
  /** A Live badge (on the home page, or in the header elsewhere): open the big popup. */
  | { type: 'player.open' }
  /** The small player tapped: make it big. */
  | { type: 'player.expand' }
  /** The close button of the big popup or of the small player. */
  | { type: 'player.close' }
  /** The shopper moved to another page. */
  | ({ type: 'player.route' } & PageAt);

/**
 * The live-stream player (spec: a small floating player and a big popup; closing the big popup
 * returns to the small one, except on index where it closes). hidden -> big (a Live badge: home's or the header's) ->
 * small (closed anywhere but `/`) -> big (tapped) or hidden (its own close). Like every overlay the
 * big popup closes when the route changes: on the page it goes to, that is the small player, or
 * nothing on `/`, as its close button would do there. The small player follows the shopper to every page.
 */
export const livePlayerMachine = setup({
  types: {
    input: {} as LivePlayerInput,
    context: {} as LivePlayerContext,
    events: {} as LivePlayerEvent,
  },
  guards: {
    onIndex: ({ context }) => context.path === '/',
    /** A Live badge is there to tap: the home page's, or the header's on a page that shows the header. */
    badgeShown: ({ context }) => context.path === '/' || context.layout === 'shop',
    /** The header's Live badge is there to tap (not on the home page, whose own badge gives way to the player). */
    headerBadgeShown: ({ context }) => context.path !== '/' && context.layout === 'shop',
    /** The route changed to another page (the app also tells the page it starts on). */
    leavesForIndex: ({ context, event }) => event.type === 'player.route' && event.path !== context.path && event.path === '/',
    leaves: ({ context, event }) => event.type === 'player.route' && event.path !== context.path,
  },
  actions: {
    setPath: assign(({ context, event }) => (event.type === 'player.route' ? { path: event.path, layout: event.layout } : context)),
  },
}).createMachine({
  id: 'livePlayer',
  context: ({ input }) => ({ path: input.path, layout: input.layout }),
  initial: 'hidden',
  on: {
    'player.route': { actions: 'setPath' },
  },
  states: {
    hidden: {
      description: "Nothing but the Live badge (the home page's, or the header's elsewhere).",
      on: { 'player.open': { guard: 'badgeShown', target: 'big' } },
    },
    big: {
      description: 'The big popup: video, chat and products.',
      on: {
        'player.close': [{ guard: 'onIndex', target: 'hidden' }, { target: 'small' }],
        // All overlays close when the route changes: the popup closes as on the page it goes to.
        'player.route': [
          { guard: 'leavesForIndex', target: 'hidden', actions: 'setPath' },
          { guard: 'leaves', target: 'small', actions: 'setPath' },
        ],
      },
    },
    small: {
      description: 'The small floating player, following the shopper across pages.',
      on: {
        'player.expand': 'big',
        // The header's Live badge tapped while the small player shows (on the home page the small player is all there is).
        'player.open': { guard: 'headerBadgeShown', target: 'big' },
        'player.close': 'hidden',
      },
    },
  },
});
