import { assign, not, setup } from 'xstate';
import { EMAIL_POPUP_DELAY_MS } from '../contract/constants';

export interface EmailPopupInput {
  /** This device already sent its e-mail through the pop-up (the app keeps that): it is not shown again. */
  emailSent: boolean;
  onCataloguePage: boolean;
}

interface EmailPopupContext {
  emailSent: boolean;
  onCataloguePage: boolean;
}

export type EmailPopupEvent =
  /** The session obtained a new visitor token (a first visit, or after signing out). */
  | { type: 'visitor.tokenCreated' }
  | { type: 'route.changed'; onCataloguePage: boolean }
  /** The device sent its e-mail through the pop-up's form (the app keeps that on the device). */
  | { type: 'email.sent' };

/**
 * When the e-mail catalogue pop-up appears (spec section 4): 10 seconds after every new visitor
 * token (a first visit, and again after each sign-out), never on a catalogue page: when the time
 * comes on one, it waits for the next page that is not one. A device that already sent its e-mail
 * is not asked again. The pop-up itself is an overlay: like every overlay it closes on a route change.
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
    emailSent: ({ context }) => context.emailSent,
    onCataloguePage: ({ context }) => context.onCataloguePage,
    leavesForShopPage: ({ event }) => event.type === 'route.changed' && !event.onCataloguePage,
  },
  actions: {
    rememberRoute: assign({
      onCataloguePage: ({ context, event }) => (event.type === 'route.changed' ? event.onCataloguePage : context.onCataloguePage),
    }),
    markSent: assign({ emailSent: true }),
    /** Provided by the app: opens the pop-up. */
    showPopup: () => {},
  },
}).createMachine({
  id: 'emailPopup',
  context: ({ input }) => ({ emailSent: input.emailSent, onCataloguePage: input.onCataloguePage }),
  initial: 'idle',
  on: {
    'route.changed': { actions: 'rememberRoute' },
    'visitor.tokenCreated': { guard: not('emailSent'), target: '.waiting', reenter: true },
    'email.sent': { target: '.idle', actions: 'markSent' },
  },
  states: {
    idle: {
      description: 'No new visitor token yet (a returning visitor keeps theirs), or the device already sent its e-mail.',
    },
    waiting: {
      description: 'A new visitor token: the pop-up comes after 10 seconds (a newer token starts them again).',
      after: {
        showAfter: [
          { guard: 'onCataloguePage', target: 'deferred' },
          { target: 'shown', actions: 'showPopup' },
        ],
      },
    },
    deferred: {
      description: 'The 10 seconds passed on a catalogue page: the pop-up comes on the next page that is not one.',
      on: {
        'route.changed': { guard: 'leavesForShopPage', target: 'shown', actions: ['rememberRoute', 'showPopup'] },
      },
    },
    shown: {
      description: 'Shown for this token; the next new visitor token brings it again unless the e-mail was sent.',
    },
  },
});
