import { assign, setup } from 'xstate';
import { MENU_FADE_MS } from '../contract/constants';

/**
 * Every overlay the shell can show, one at a time, through one host. Which component draws each is
 * the app's one overlay table (src/app/overlays/overlay-table.ts).
 */
export const OVERLAYS = [
  'menu',
  'search',
  'login',
  'coupon',
  'email-catalogue',
  'instalment',
  'country-picker',
  'state-picker',
  'sheet',
  'modal',
  'questionnaire-promo',
  'questionnaire-iframe',
] as const;
export type OverlayName = (typeof OVERLAYS)[number];
export type OverlayProps = Record<string, unknown>;

export interface OverlaysContext {
  /** The overlay on screen (also while the menu fades out), or null. */
  overlay: OverlayName | null;
  props: OverlayProps;
}

export type OverlaysEvent =
  { type: 'overlay.open'; overlay: OverlayName; props?: OverlayProps } | { type: 'overlay.close' } | { type: 'route.changed' };

export const overlaysMachine = setup({
  types: {
    context: {} as OverlaysContext,
    events: {} as OverlaysEvent,
    tags: {} as 'shown' | 'closing',
  },
  actions: {
    showOverlay: assign(({ event }) => (event.type === 'overlay.open' ? { overlay: event.overlay, props: event.props ?? {} } : {})),
    forgetOverlay: assign({ overlay: null, props: {} }),
  },
  guards: {
    isMenuOpen: ({ context }) => context.overlay === 'menu',
  },
  delays: {
    menuFade: MENU_FADE_MS,
  },
}).createMachine({
  id: 'overlays',
  context: { overlay: null, props: {} },
  initial: 'closed',
  states: {
    closed: {
      description: 'Nothing is open; the host sits below the page (z-index 100).',
      on: {
        'overlay.open': { target: 'open', actions: 'showOverlay' },
      },
    },
    open: {
      tags: ['shown'],
      description: 'One overlay is shown above everything (z-index 1e8). Opening another replaces it.',
      on: {
        'overlay.open': { target: 'open', actions: 'showOverlay' },
        'overlay.close': [
          { guard: 'isMenuOpen', target: 'closing' },
          { target: 'closed', actions: 'forgetOverlay' },
        ],
        'route.changed': [
          { guard: 'isMenuOpen', target: 'closing' },
          { target: 'closed', actions: 'forgetOverlay' },
        ],
      },
    },
    closing: {
      tags: ['shown', 'closing'],
      description: 'The menu dialog fades out for 300 ms before it is gone; opening something else cuts the fade short.',
      after: {
        menuFade: { target: 'closed', actions: 'forgetOverlay' },
      },
      on: {
        'overlay.open': { target: 'open', actions: 'showOverlay' },
      },
    },
  },
});
