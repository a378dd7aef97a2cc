import { assign, setup } from 'xstate';
import { PROMO_AUTOPLAY_MS } from '../contract/constants';

export interface PromoBannerInput {
  /** How many slides the banner has. */
  count: number;
}

export interface PromoBannerContext {
  index: number;
  count: number;
}

export type PromoBannerEvent = { type: 'banner.next' } | { type: 'banner.previous' } | { type: 'banner.pause' } | { type: 'banner.resume' };

export const promoBannerMachine = setup({
  types: {
    context: {} as PromoBannerContext,
    events: {} as PromoBannerEvent,
    tags: {} as 'paused',
    input: {} as PromoBannerInput,
  },
  actions: {
    showNext: assign(({ context }) => ({ index: (context.index + 1) % context.count })),
    showPrevious: assign(({ context }) => ({ index: (context.index - 1 + context.count) % context.count })),
  },
  delays: {
    bannerAutoplay: PROMO_AUTOPLAY_MS,
  },
}).createMachine({
  id: 'promoBanner',
  context: ({ input }) => ({ index: 0, count: Math.max(1, input?.count ?? 1) }),
  initial: 'playing',
  states: {
    playing: {
      description: 'A new slide every 3 seconds; moving by hand restarts the count.',
      after: {
        bannerAutoplay: { target: 'playing', reenter: true, actions: 'showNext' },
      },
      on: {
        'banner.next': { target: 'playing', reenter: true, actions: 'showNext' },
        'banner.previous': { target: 'playing', reenter: true, actions: 'showPrevious' },
        'banner.pause': { target: 'paused' },
      },
    },
    paused: {
      tags: ['paused'],
      description: 'The pointer or keyboard focus is on the banner: it holds still so it can be read.',
      on: {
        'banner.next': { actions: 'showNext' },
        'banner.previous': { actions: 'showPrevious' },
        'banner.resume': { target: 'playing' },
      },
    },
  },
});
