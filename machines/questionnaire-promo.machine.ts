import { assign, setup } from 'xstate';
import { isQuestionnaireUrl, type QuestionnairePopup, type QuestionnaireStart } from '../contract/questionnaire';
import { providedCall } from './provided';

interface QuestionnairePromoContext {
  /** The questionnaire the promo shows (api/users/pop_up_window), once one was offered. */
  promo: QuestionnairePopup | null;
  isSignedIn: boolean;
}

export type QuestionnairePromoEvent =
  /**
   * The shopper went to another page (or the session first had a token there). The app says where
   * they are and what it knows: whether the e-mail catalogue dialog is on screen, whether they are
   * signed in, and whether this device holds a 24-hour suppression of the promo.
   */
  | { type: 'route.changed'; isHome: boolean; emailPopupShowing: boolean; isSignedIn: boolean; suppressed: boolean }
  | { type: 'session.changed'; isSignedIn: boolean }
  /** The shopper pressed the promo's button. */
  | { type: 'promo.start' }
  /** The shopper closed the promo or the questionnaire. */
  | { type: 'promo.dismiss' };

/**
 * The questionnaire promo (spec section 4): checked on a route change to / when the e-mail dialog
 * is not shown; signed-in customers are always checked, visitors only when this device holds no
 * 24-hour suppression. It is shown only when pop_up_window answers a questionnaire with an id, and
 * once shown the suppression is set for 24 hours. Its button starts the questionnaire (a visitor
 * signs in first, then it goes on): startQuestionnaire answers the hosted form's url, which opens
 * in the questionnaire iframe when it passes the url rule (ftp, http or https, no spaces) and is
 * otherwise a warning 'url error'. Every overlay closes on a route change, so a route change also
 * ends whatever the promo was doing.
 */
export const questionnairePromoMachine = setup({
  types: {
    context: {} as QuestionnairePromoContext,
    events: {} as QuestionnairePromoEvent,
  },
  actors: {
    /** GET api/users/pop_up_window: the questionnaire to offer, or null. */
    popUpWindow: providedCall<QuestionnairePopup | null>('popUpWindow'),
    /** POST api/users/startQuestionnaire {id}: the hosted form's url. */
    startQuestionnaire: providedCall<QuestionnaireStart, { id: number }>('startQuestionnaire'),
  },
  guards: {
    shouldCheck: ({ event }) => event.type === 'route.changed' && event.isHome && !event.emailPopupShowing && (event.isSignedIn || !event.suppressed),
    hasId: (_, { promo }: { promo: QuestionnairePopup | null }) => promo != null && promo.id > 0,
    isSignedIn: ({ context }) => context.isSignedIn,
    signsIn: ({ event }) => event.type === 'session.changed' && event.isSignedIn,
    isValidUrl: (_, { url }: { url: string }) => isQuestionnaireUrl(url),
  },
  actions: {
    rememberSignedIn: assign({
      isSignedIn: ({ context, event }) =>
        event.type === 'route.changed' || event.type === 'session.changed' ? event.isSignedIn : context.isSignedIn,
    }),
    setPromo: assign((_, { promo }: { promo: QuestionnairePopup | null }) => ({ promo })),
    /** Provided by the app: opens the 'questionnaire-promo' overlay with the questionnaire. */
    showPromo: (_, _params: { promo: QuestionnairePopup }) => {},
    /** Provided by the app: keeps on this device that the promo was shown (for 24 hours). */
    suppress: () => {},
    /** Provided by the app: the sign-in dialog. */
    askToSignIn: () => {},
    /** Provided by the app: opens the 'questionnaire-iframe' overlay on the hosted form. */
    openQuestionnaire: (_, _params: { id: number; url: string }) => {},
    /** Provided by the app: the warning toast 'url error'. */
    warnUrlError: () => {},
    /** Provided by the app: takes the promo off the screen (the start failed). */
    closePromo: () => {},
  },
}).createMachine({
  id: 'questionnairePromo',
  context: { promo: null, isSignedIn: false },
  initial: 'idle',
  on: {
    'route.changed': [
      { guard: 'shouldCheck', target: '.checking', reenter: true, actions: 'rememberSignedIn' },
      { target: '.idle', actions: 'rememberSignedIn' },
    ],
    'session.changed': { actions: 'rememberSignedIn' },
  },
  states: {
    idle: {
      description: 'Nothing on screen; the next route change to / may check.',
    },
    checking: {
      description: 'Asks pop_up_window what to offer.',
      invoke: {
        id: 'popUpWindow',
        src: 'popUpWindow',
        onDone: [
          {
            guard: { type: 'hasId', params: ({ event }) => ({ promo: event.output }) },
            target: 'shown',
            actions: [
              { type: 'setPromo', params: ({ event }) => ({ promo: event.output }) },
              { type: 'showPromo', params: ({ event }) => ({ promo: event.output! }) },
              'suppress',
            ],
          },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
    },
    shown: {
      description: 'The promo is on screen; its button starts the questionnaire (signing in first when needed).',
      on: {
        'promo.start': [
          { guard: 'isSignedIn', target: 'starting' },
          { target: 'waitingForSignIn', actions: 'askToSignIn' },
        ],
        'promo.dismiss': { target: 'idle' },
      },
    },
    waitingForSignIn: {
      description: 'The sign-in dialog is open; signing in goes on and starts the questionnaire.',
      on: {
        'session.changed': { guard: 'signsIn', target: 'starting', actions: 'rememberSignedIn' },
        'promo.start': { actions: 'askToSignIn' },
        'promo.dismiss': { target: 'idle' },
      },
    },
    starting: {
      description: 'Asks startQuestionnaire for the hosted form; a refusal (toasted by the call) or a url breaking the rule closes the promo.',
      invoke: {
        id: 'startQuestionnaire',
        src: 'startQuestionnaire',
        input: ({ context }) => ({ id: context.promo!.id }),
        onDone: [
          {
            guard: { type: 'isValidUrl', params: ({ event }) => ({ url: event.output.questionnaire_url }) },
            target: 'open',
            actions: { type: 'openQuestionnaire', params: ({ event }) => ({ id: event.output.id, url: event.output.questionnaire_url }) },
          },
          { target: 'idle', actions: ['closePromo', 'warnUrlError'] },
        ],
        onError: { target: 'idle', actions: 'closePromo' },
      },
    },
    open: {
      description:
        'The questionnaire iframe is on screen until it is closed, submitted (the app goes to /question-complete/{id}) or the route changes.',
      on: {
        'promo.dismiss': { target: 'idle' },
      },
    },
  },
});
