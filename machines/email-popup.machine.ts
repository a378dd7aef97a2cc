import { assign, not, setup } from 'xstate';
import { EMAIL_POPUP_DELAY_MS } from '../contract/constants';

export interface EmailPopupInput {
  /** Shown on this device lately (the app keeps when): a new visitor token does not bring it back. */
  shownBefore: boolean;
  onCataloguePage: boolean;
}

interface EmailPopupContext {
  shownBefore: boolean;
  onCataloguePage: boolean;
}

export type EmailPopupEvent =
  /** The session obtained a new visitor token (a first visit, or after signing out). */
  { type: 'visitor.tokenCreated' } | { type: 'route.changed'; onCataloguePage: boolean };

/**
 * When the e-mail catalogue pop-up appears (spec section 4): 10 seconds after a new visitor token
 * is created, never on a catalogue page (going onto one while it waits cancels it), at most once
 * per new token and, once shown, not again on this device for a while. The pop-up itself is an
 * overlay: like every overlay it closes on a route change.
 */
export const emailPopupMachine = setup({
  types: {
    input: {} as EmailPopupInput,
    context: {} as EmailPopupContext,
    events: {} as EmailPopupEvent,
  },
  delays: {
    showAfter: EMAIL_POPUP_DELAY_MS,
  },
  guards: {
    shownBefore: ({ context }) => context.shownBefore,
    onCataloguePage: ({ context }) => context.onCataloguePage,
    goesOntoCataloguePage: ({ event }) => event.type === 'route.changed' && event.onCataloguePage,
  },
  actions: {
    rememberRoute: assign({
      onCataloguePage: ({ context, event }) => (event.type === 'route.changed' ? event.onCataloguePage : context.onCataloguePage),
    }),
    markShown: assign({ shownBefore: true }),
    /** Provided by the app: opens the pop-up and keeps, on this device, that it was shown. */
    showPopup: () => {},
  },
}).createMachine({
  id: 'emailPopup',
  context: ({ input }) => ({ shownBefore: input.shownBefore, onCataloguePage: input.onCataloguePage }),
  initial: 'idle',
  on: {
    'route.changed': { actions: 'rememberRoute' },
  },
  states: {
    idle: {
      description: 'No new visitor token yet (a returning visitor keeps theirs).',
      on: {
        'visitor.tokenCreated': { guard: not('shownBefore'), target: 'waiting' },
      },
    },
    waiting: {
      description: 'A new visitor token: the pop-up comes after 10 seconds, unless the shopper goes onto a catalogue page.',
      after: {
        showAfter: [
          { guard: 'onCataloguePage', target: 'cancelled' },
          { target: 'shown', actions: ['markShown', 'showPopup'] },
        ],
      },
      on: {
        'route.changed': { guard: 'goesOntoCataloguePage', target: 'cancelled', actions: 'rememberRoute' },
      },
    },
    cancelled: {
      description: 'Not shown for this token; the next new token may bring it.',
      on: {
        'visitor.tokenCreated': { guard: not('shownBefore'), target: 'waiting' },
      },
    },
    shown: {
      description: 'Shown once for this token; not again on this device for a while.',
    },
  },
});
