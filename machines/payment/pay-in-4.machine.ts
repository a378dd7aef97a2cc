import { assign, setup } from 'xstate';
import { INSTALMENT_COUNT } from '../../contract/constants';
import type { Instalment, InstalmentAccess, InstalmentSession, PaymentResult } from '../../contract/orders';
import { providedCall } from '../provided';
import {
  cardEdited,
  cardErrorsShown,
  cardFormContext,
  cardFormEvents,
  cardPaymentAnswer,
  cardPayload,
  chooseAnother,
  chosenOf,
  errorParams,
  errorShown,
  failureShown,
  isAnotherMethodThan,
  isCardValid,
  isInvalidInput,
  NO_FAILURE,
  outputOf,
  paidState,
  refusedState,
  retryOrChoose,
  serverFieldErrorsShown,
  switchedState,
  type CardFields,
  type CardFormContext,
  type CardFormEvent,
  type CardFormInput,
  type ChooseMethodEvent,
  type MethodOutput,
  type PaymentFailureReport,
  type PaymentTag,
} from './shared';

export interface PayIn4PaymentContext extends CardFormContext {
  sessionId: string | null;
  /** The schedule of the session (4 instalments). */
  schedule: Instalment[];
  /** The range of totals pay in 4 is offered for (USD), once checked. */
  instalmentRange: { min: number; max: number } | null;
}

export type PayIn4PaymentEvent = CardFormEvent | ChooseMethodEvent | { type: 'payment.retry' };

export interface PayInstalmentsInput {
  sessionId: string;
  card: CardFields;
}

/**
 * Paying in 4 (the server's instalment provider): the total is checked against the range pay in 4
 * is offered for, a session gives the schedule of 4, the card form pays the first instalment ->
 * paid, or is refused (the app shows /payment-failed; Try again checks again). Another method can
 * be chosen unless a payment is out; the machine then ends (`switched`) with the card as typed.
 */
export const payIn4PaymentMachine = setup({
  types: {
    input: {} as CardFormInput,
    context: {} as PayIn4PaymentContext,
    events: {} as PayIn4PaymentEvent,
    output: {} as MethodOutput,
    tags: {} as PaymentTag,
  },
  actors: {
    checkInstalments: providedCall<InstalmentAccess, { amount: number }>('checkInstalments'),
    createSession: providedCall<InstalmentSession, { orderId: number }>('createSession'),
    payInstalments: providedCall<PaymentResult, PayInstalmentsInput>('payInstalments'),
  },
  guards: {
    isAnotherMethod: isAnotherMethodThan('pay_in_4'),
    isCardValid,
    /** The server refused a card field (422). */
    isInvalidInput,
    isInstalmentAccessible: (_, { access }: { access: InstalmentAccess }) => access.accessible,
  },
  actions: {
    setChosen: assign(({ event }) => chosenOf(event)),
    editCard: assign(({ context, event }) => (event.type === 'card.edit' ? cardEdited(context, event.field, event.value) : {})),
    showCardErrors: assign(({ context }) => cardErrorsShown(context)),
    clearError: assign(NO_FAILURE),
    setError: assign((_, { error }: { error: unknown }) => errorShown(error)),
    setFailure: assign((_, { error }: { error: unknown }) => failureShown(error)),
    setFieldErrors: assign((_, { error }: { error: unknown }) => serverFieldErrorsShown(error)),
    setRange: assign((_, { access }: { access: InstalmentAccess }) => ({ instalmentRange: { min: access.min, max: access.max } })),
    setSession: assign((_, { session }: { session: InstalmentSession }) => ({
      sessionId: session.session_id,
      schedule: session.schedule.slice(0, INSTALMENT_COUNT),
    })),
    setResult: assign((_, { result }: { result: PaymentResult }) => ({ result })),
    /** Provided by the app: refused or failed; remember the reason and show /payment-failed. */
    reportFailure: (_, _params: PaymentFailureReport) => {},
  },
}).createMachine({
  id: 'payIn4Payment',
  context: ({ input }) => ({ ...cardFormContext(input), sessionId: null, schedule: [], instalmentRange: null }),
  initial: 'checking',
  output: outputOf,
  states: {
    checking: {
      tags: ['checking'],
      on: { ...chooseAnother },
      invoke: {
        id: 'checkInstalments',
        src: 'checkInstalments',
        input: ({ context }) => ({ amount: context.order.total }),
        onDone: [
          {
            guard: { type: 'isInstalmentAccessible', params: ({ event }) => ({ access: event.output }) },
            target: 'creatingSession',
            actions: { type: 'setRange', params: ({ event }) => ({ access: event.output }) },
          },
          { target: 'unavailable', actions: { type: 'setRange', params: ({ event }) => ({ access: event.output }) } },
        ],
        onError: { target: 'checkFailed', actions: { type: 'setError', params: errorParams } },
      },
    },
    unavailable: { description: 'The total is outside the range pay in 4 is offered for.', tags: ['outOfRange'], on: { ...chooseAnother } },
    creatingSession: {
      tags: ['preparing'],
      on: { ...chooseAnother },
      invoke: {
        id: 'createSession',
        src: 'createSession',
        input: ({ context }) => ({ orderId: context.order.id }),
        onDone: { target: 'editing', actions: { type: 'setSession', params: ({ event }) => ({ session: event.output }) } },
        onError: { target: 'checkFailed', actions: { type: 'setError', params: errorParams } },
      },
    },
    checkFailed: { tags: ['failed'], on: retryOrChoose('checking') },
    editing: { description: 'The schedule shows; the card will pay the instalments.', tags: ['editable'], on: cardFormEvents('paying') },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'payInstalments',
        src: 'payInstalments',
        input: ({ context }) => ({ sessionId: context.sessionId ?? '', card: cardPayload(context.card) }),
        ...cardPaymentAnswer('failed'),
      },
    },
    failed: refusedState('checking', 'pay_in_4'),
    paid: paidState,
    switched: switchedState,
  },
});
