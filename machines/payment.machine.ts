import { assign, setup } from 'xstate';
import { failureMessage, failureOf, type FieldMessages } from '../contract/codes';
import { INSTALMENT_COUNT } from '../contract/constants';
import { said, type Message } from '../contract/messages';
import type {
  BankTransferDetails,
  Instalment,
  InstalmentAccess,
  InstalmentSession,
  OrderCurrency,
  PaymentMethod,
  PaymentResult,
  WalletRedirect,
} from '../contract/orders';
import { cardFormSchema } from '../contract/schemas/payment';
import { validate } from '../contract/schemas/validate';
import { providedCall } from './provided';

/** The order being paid, as the panel receives it. Amounts in USD. */
export interface PaymentOrder {
  id: number;
  order_no: string;
  total: number;
  currency: OrderCurrency;
}

export interface PaymentInput {
  order: PaymentOrder;
  method: PaymentMethod;
}

/** What the shopper typed, as shown (number in groups of 4, expiry MM/YY). */
export interface CardFields {
  name: string;
  card_number: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardFields;

/** Why a payment did not go through: the provider refused it, or something else failed. */
export type FailureReason = 'declined' | 'cancelled' | 'failed';

export interface PaymentContext {
  order: PaymentOrder;
  method: PaymentMethod;
  card: CardFields;
  /** Field messages of the card form: shown after the first submit, then kept in step with typing. */
  fieldErrors: FieldMessages;
  submitted: boolean;
  intentId: string | null;
  sessionId: string | null;
  /** Pay in 4: the schedule of the session (4 instalments). */
  schedule: Instalment[];
  /** Pay in 4: the range of totals it is offered for (USD), once checked. */
  instalmentRange: { min: number; max: number } | null;
  redirect: WalletRedirect | null;
  bankDetails: BankTransferDetails | null;
  result: PaymentResult | null;
  /** The message of the last failure (a contract message: the server's reference, or a text), shown in place. */
  error: Message | null;
  reason: FailureReason | null;
}

export type PaymentEvent =
  | { type: 'payment.method'; method: PaymentMethod }
  | { type: 'card.edit'; field: CardField; value: string }
  | { type: 'card.submit' }
  | { type: 'payment.start' }
  | { type: 'payment.retry' }
  /** The browser showed the page again from its back/forward cache after the shopper left for the wallet. */
  | { type: 'payment.resume' };

/**
 * What the panel shows, as tags of the states (src/features/payment/payment.view.ts reads them):
 * - `busy`: a call is out or the flow is leaving the panel: the method cannot change, buttons spin;
 * - `editable`: the card form takes typing and a submit (otherwise it is read-only and its button spins);
 * - `failed`: the message of the failure and Try again show;
 * - `checking` / `preparing`: pay in 4 checks the total / makes the schedule;
 * - `outOfRange`: pay in 4 is not offered for this total;
 * - `paid`: the payment went through.
 */
export type PaymentTag = 'busy' | 'editable' | 'failed' | 'checking' | 'preparing' | 'outOfRange' | 'paid';

export interface PayCardInput {
  orderId: number;
  intentId: string;
  card: CardFields;
}
export interface PayInstalmentsInput {
  sessionId: string;
  card: CardFields;
}

/** The number as shown: digits only, in groups of 4 (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as typed: digits only, the slash once a third digit comes (so backspace still works). */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function formatField(field: CardField, value: string): string {
  switch (field) {
    case 'card_number':
      return formatCardNumber(value);
    case 'expiry':
      return formatExpiry(value);
    case 'cvc':
      return value.replace(/\D/g, '').slice(0, 4);
    default:
      return value.slice(0, 80);
  }
}

/** The card form's field messages per contract/schemas/payment.ts cardFormSchema ({} when valid). */
export function checkCard(card: CardFields): FieldMessages {
  const checked = validate(cardFormSchema, card);
  return checked.ok ? {} : checked.errors;
}

/** The card as the API takes it: the number's spaces dropped, the rest trimmed. */
export function cardPayload(card: CardFields): CardFields {
  return { name: card.name.trim(), card_number: card.card_number.replace(/\D/g, ''), expiry: card.expiry.trim(), cvc: card.cvc.trim() };
}

/** The message of a failure; one without a message says the payment did not go through. */
function messageOf(error: unknown): Message {
  return failureMessage(error, said('paymentFailed'));
}

/** A failure as the panel shows it. */
type Shown = Pick<PaymentContext, 'error' | 'reason'>;

/** What the app is told of the payment when the flow leaves the panel. */
export interface PaymentReport {
  order: PaymentOrder;
  method: PaymentMethod;
}
/** A refusal (or failure) as the app is told of it: why, and the message shown. */
export interface PaymentFailureReport extends PaymentReport {
  reason: FailureReason;
  message: Message | null;
}

const reportOf = ({ context }: { context: PaymentContext }): PaymentReport => ({ order: context.order, method: context.method });
const failureReportOf = ({ context }: { context: PaymentContext }): PaymentFailureReport => ({
  ...reportOf({ context }),
  reason: context.reason ?? 'failed',
  message: context.error,
});

const EMPTY_CARD: CardFields = { name: '', card_number: '', expiry: '', cvc: '' };

/** `payment.method` from a state where the shopper may change the method (not while a call is out). */
const chooseMethod = {
  'payment.method': [
    { guard: 'switchesToCard', target: '#payment.card', actions: 'setMethod' },
    { guard: 'switchesToWallet', target: '#payment.wallet', actions: 'setMethod' },
    { guard: 'switchesToBank', target: '#payment.bank', actions: 'setMethod' },
    { guard: 'switchesToPayIn4', target: '#payment.payIn4', actions: 'setMethod' },
  ],
} as const;

/** The card form: typing, and a submit that goes on to `pay` once the card passes cardFormSchema. */
function cardFormEvents<T extends string>(pay: T) {
  return {
    'card.edit': { actions: 'editCard' },
    'card.submit': [{ guard: 'isCardValid', target: pay, actions: 'clearError' }, { actions: 'showCardErrors' }],
    ...chooseMethod,
  } as const;
}

/** A card payment's answer: paid, the card's fields refused (422: back to the form), or refused (`failed`). */
function cardPaymentAnswer<T extends string>(failed: T) {
  return {
    onDone: {
      target: '#payment.succeeded',
      actions: { type: 'setResult', params: ({ event }: { event: { output: PaymentResult } }) => ({ result: event.output }) },
    },
    onError: [
      { guard: { type: 'isInvalidInput', params: errorParams }, target: 'editing', actions: { type: 'setFieldErrors', params: errorParams } },
      { target: failed, actions: { type: 'setFailure', params: errorParams } },
    ],
  } as const;
}

/** The failure of a call, as the actions and guards that read it take it. */
function errorParams({ event }: { event: { error: unknown } }) {
  return { error: event.error };
}

/** Try again from `retry`, or another method: a state whose call failed. */
function retryOrChoose<T extends string>(retry: T) {
  return { 'payment.retry': { target: retry, actions: 'clearError' }, ...chooseMethod } as const;
}

/** Refused (or failed) while paying: reported to the app (/payment-failed); Try again or another method. */
function refusedState<T extends string>(retry: T) {
  return {
    description: 'Refused (or failed): the app shows /payment-failed; here, Try again or another method.',
    tags: ['failed'],
    entry: { type: 'reportFailure', params: failureReportOf },
    on: retryOrChoose(retry),
  } as const;
}

/**
 * Paying one placed order with the method chosen (contract/orders.ts PaymentMethod):
 * - card: an intent is made, the shopper fills the card form (checked with cardFormSchema), the
 *   payment is confirmed -> succeeded, or declined (the app shows /payment-failed; retry or
 *   another method);
 * - wallet: api/pay/{orderId} gives the approval page; the app remembers the payment and leaves
 *   for that page (leaveApp);
 * - bank transfer: the details are requested, then the app shows them (/bank-success);
 * - pay in 4: the amount is checked, a session gives the schedule of 4, the card form pays the
 *   first instalment -> succeeded, or failed.
 * Every call is an actor the app provides; while one is out, other clicks are ignored.
 */
export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    tags: {} as PaymentTag,
  },
  actors: {
    /** Makes the gateway's customer and a payment intent for the order. */
    createIntent: providedCall<{ intent_id: string }, { orderId: number }>('createIntent'),
    payCard: providedCall<PaymentResult, PayCardInput>('payCard'),
    payWallet: providedCall<WalletRedirect, { orderId: number }>('payWallet'),
    payBankTransfer: providedCall<BankTransferDetails, { orderId: number }>('payBankTransfer'),
    checkInstalments: providedCall<InstalmentAccess, { amount: number }>('checkInstalments'),
    createSession: providedCall<InstalmentSession, { orderId: number }>('createSession'),
    payInstalments: providedCall<PaymentResult, PayInstalmentsInput>('payInstalments'),
  },
  guards: {
    startsWithCard: ({ context }) => context.method === 'card',
    startsWithWallet: ({ context }) => context.method === 'wallet',
    startsWithBank: ({ context }) => context.method === 'bank_transfer',
    switchesToCard: ({ context, event }) => event.type === 'payment.method' && event.method === 'card' && context.method !== 'card',
    switchesToWallet: ({ context, event }) => event.type === 'payment.method' && event.method === 'wallet' && context.method !== 'wallet',
    switchesToBank: ({ context, event }) => event.type === 'payment.method' && event.method === 'bank_transfer' && context.method !== 'bank_transfer',
    switchesToPayIn4: ({ context, event }) => event.type === 'payment.method' && event.method === 'pay_in_4' && context.method !== 'pay_in_4',
    isCardValid: ({ context }) => Object.keys(checkCard(context.card)).length === 0,
    /** The server refused a card field (422). */
    isInvalidInput: (_, { error }: { error: unknown }) => failureOf(error).kind === 'invalid',
    isInstalmentAccessible: (_, { access }: { access: InstalmentAccess }) => access.accessible,
  },
  actions: {
    setMethod: assign({
      method: ({ context, event }) => (event.type === 'payment.method' ? event.method : context.method),
      fieldErrors: {},
      submitted: false,
    }),
    editCard: assign(({ context, event }) => {
      if (event.type !== 'card.edit') return {};
      const card = { ...context.card, [event.field]: formatField(event.field, event.value) };
      return { card, fieldErrors: context.submitted ? checkCard(card) : context.fieldErrors };
    }),
    showCardErrors: assign(({ context }) => ({ submitted: true, fieldErrors: checkCard(context.card) })),
    clearError: assign({ error: null, reason: null }),
    setError: assign((_, { error }: { error: unknown }): Shown => ({ error: messageOf(error), reason: 'failed' })),
    /** A refusal from the provider, or a failure of the call: the message shows, the app reports it. */
    setFailure: assign((_, { error }: { error: unknown }): Shown => ({
      error: messageOf(error),
      reason: failureOf(error).kind === 'declined' ? 'declined' : 'failed',
    })),
    /** The server refused a card field (422): its messages show under the fields. */
    setFieldErrors: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      return { submitted: true, fieldErrors, error: Object.keys(fieldErrors).length ? null : messageOf(error) };
    }),
    setIntent: assign((_, { intentId }: { intentId: string }) => ({ intentId })),
    setRedirect: assign((_, { redirect }: { redirect: WalletRedirect }) => ({ redirect })),
    setBankDetails: assign((_, { details }: { details: BankTransferDetails }) => ({ bankDetails: details })),
    setResult: assign((_, { result }: { result: PaymentResult }) => ({ result })),
    setRange: assign((_, { access }: { access: InstalmentAccess }) => ({ instalmentRange: { min: access.min, max: access.max } })),
    setSession: assign((_, { session }: { session: InstalmentSession }) => ({
      sessionId: session.session_id,
      schedule: session.schedule.slice(0, INSTALMENT_COUNT),
    })),
    // What the app does when the flow leaves the panel: empty here, provided by the app.
    /** Provided by the app: card or pay in 4 paid; remember the order and show /payment-success. */
    reportSuccess: (_, _params: PaymentReport) => {},
    /** Provided by the app: declined or failed; remember the reason and show /payment-failed. */
    reportFailure: (_, _params: PaymentFailureReport) => {},
    /** Provided by the app: remember the payment and the order out at the wallet, for the return page. */
    rememberWalletPayment: (_, _params: PaymentReport) => {},
    /** Provided by the app: leave the app for another site's page (the wallet's approval page). */
    leaveApp: (_, _params: { url: string }) => {},
    /** Provided by the app: remember the bank details and show /bank-success. */
    reportBankTransfer: (_, _params: PaymentReport & { details: BankTransferDetails }) => {},
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    order: input.order,
    method: input.method,
    card: EMPTY_CARD,
    fieldErrors: {},
    submitted: false,
    intentId: null,
    sessionId: null,
    schedule: [],
    instalmentRange: null,
    redirect: null,
    bankDetails: null,
    result: null,
    error: null,
    reason: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Goes to the method the panel was given.',
      always: [
        { guard: 'startsWithCard', target: 'card' },
        { guard: 'startsWithWallet', target: 'wallet' },
        { guard: 'startsWithBank', target: 'bank' },
        { target: 'payIn4' },
      ],
    },
    card: {
      initial: 'creatingIntent',
      entry: 'clearError',
      states: {
        creatingIntent: {
          on: { ...chooseMethod },
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
        declined: refusedState('creatingIntent'),
      },
    },
    wallet: {
      initial: 'ready',
      entry: 'clearError',
      states: {
        ready: { on: { 'payment.start': 'redirecting', ...chooseMethod } },
        redirecting: {
          tags: ['busy'],
          invoke: {
            id: 'payWallet',
            src: 'payWallet',
            input: ({ context }) => ({ orderId: context.order.id }),
            onDone: {
              target: 'leaving',
              actions: [
                { type: 'setRedirect', params: ({ event }) => ({ redirect: event.output }) },
                { type: 'rememberWalletPayment', params: reportOf },
                { type: 'leaveApp', params: ({ event }) => ({ url: event.output.approve_url }) },
              ],
            },
            onError: { target: 'failed', actions: { type: 'setError', params: errorParams } },
          },
        },
        leaving: {
          description: 'The app left for the approval page; the wallet sends the shopper back to a return page.',
          tags: ['busy'],
          on: { 'payment.resume': 'ready' },
        },
        failed: { tags: ['failed'], on: retryOrChoose('redirecting') },
      },
    },
    bank: {
      initial: 'ready',
      entry: 'clearError',
      states: {
        ready: { on: { 'payment.start': 'requesting', ...chooseMethod } },
        requesting: {
          tags: ['busy'],
          invoke: {
            id: 'payBankTransfer',
            src: 'payBankTransfer',
            input: ({ context }) => ({ orderId: context.order.id }),
            onDone: {
              target: 'done',
              actions: [
                { type: 'setBankDetails', params: ({ event }) => ({ details: event.output }) },
                { type: 'reportBankTransfer', params: ({ context, event }) => ({ ...reportOf({ context }), details: event.output }) },
              ],
            },
            onError: { target: 'failed', actions: { type: 'setError', params: errorParams } },
          },
        },
        done: { description: 'The app shows the bank details (/bank-success).', tags: ['busy'] },
        failed: { tags: ['failed'], on: retryOrChoose('requesting') },
      },
    },
    payIn4: {
      initial: 'checking',
      entry: 'clearError',
      states: {
        checking: {
          tags: ['checking'],
          on: { ...chooseMethod },
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
        unavailable: { description: 'The total is outside the range pay in 4 is offered for.', tags: ['outOfRange'], on: { ...chooseMethod } },
        creatingSession: {
          tags: ['preparing'],
          on: { ...chooseMethod },
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
        failed: refusedState('checking'),
      },
    },
    succeeded: { description: 'Paid: the app shows /payment-success.', tags: ['paid', 'busy'], entry: { type: 'reportSuccess', params: reportOf } },
  },
});
