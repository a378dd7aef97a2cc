import { assign, setup } from 'xstate';
import type { PaymentResult } from '../../contract/orders';
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

export interface CardPaymentContext extends CardFormContext {
  /** The gateway's payment intent the card confirms. */
  intentId: string | null;
}

export type CardPaymentEvent = CardFormEvent | ChooseMethodEvent | { type: 'payment.retry' };

export interface PayCardInput {
  orderId: number;
  intentId: string;
  card: CardFields;
}

/**
 * Paying by card (the server's card provider): an intent is made, the shopper fills the card form
 * (checked with cardFormSchema), the gateway charges it -> paid, or declines it (the app shows
 * /payment-failed; Try again makes a new intent). Another method can be chosen unless a charge is
 * out; the machine then ends (`switched`) with the card as typed.
 */
export const cardPaymentMachine = setup({
  types: {
    input: {} as CardFormInput,
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
    output: {} as MethodOutput,
    tags: {} as PaymentTag,
  },
  actors: {
    /** Makes the gateway's customer and a payment intent for the order. */
    createIntent: providedCall<{ intent_id: string }, { orderId: number }>('createIntent'),
    payCard: providedCall<PaymentResult, PayCardInput>('payCard'),
  },
  guards: {
    isAnotherMethod: isAnotherMethodThan('card'),
    isCardValid,
    /** The server refused a card field (422). */
    isInvalidInput,
  },
  actions: {
    setChosen: assign(({ event }) => chosenOf(event)),
    editCard: assign(({ context, event }) => (event.type === 'card.edit' ? cardEdited(context, event.field, event.value) : {})),
    showCardErrors: assign(({ context }) => cardErrorsShown(context)),
    clearError: assign(NO_FAILURE),
    setError: assign((_, { error }: { error: unknown }) => errorShown(error)),
    setFailure: assign((_, { error }: { error: unknown }) => failureShown(error)),
    setFieldErrors: assign((_, { error }: { error: unknown }) => serverFieldErrorsShown(error)),
    setIntent: assign((_, { intentId }: { intentId: string }) => ({ intentId })),
    setResult: assign((_, { result }: { result: PaymentResult }) => ({ result })),
    /** Provided by the app: declined or failed; remember the reason and show /payment-failed. */
    reportFailure: (_, _params: PaymentFailureReport) => {},
  },
}).createMachine({
  id: 'cardPayment',
  context: ({ input }) => ({ ...cardFormContext(input), intentId: null }),
  initial: 'creatingIntent',
  output: outputOf,
  states: {
    creatingIntent: {
      on: { ...chooseAnother },
      invoke: {
        id: 'createIntent',
        src: 'createIntent',
        input: ({ context }) => ({ orderId: context.order.id }),
        onDone: { target: 'editing', actions: { type: 'setIntent', params: ({ event }) => ({ intentId: event.output.intent_id }) } },
        onError: { target: 'unavailable', actions: { type: 'setError', params: errorParams } },
      },
    },
    unavailable: {
      description: 'The gateway could not start the payment: the message and Try again show.',
      tags: ['failed'],
      on: retryOrChoose('creatingIntent'),
    },
    editing: { tags: ['editable'], on: cardFormEvents('confirming') },
    confirming: {
      description: 'The gateway charges the card; further clicks are ignored.',
      tags: ['busy'],
      invoke: {
        id: 'payCard',
        src: 'payCard',
        input: ({ context }) => ({ orderId: context.order.id, intentId: context.intentId ?? '', card: cardPayload(context.card) }),
        ...cardPaymentAnswer('declined'),
      },
    },
    declined: refusedState('creatingIntent', 'card'),
    paid: paidState,
    switched: switchedState,
  },
});
