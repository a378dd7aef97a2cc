/**
 * What the payment machine (../payment.machine.ts) and the machine of each method share: the
 * order and the panel's events, the card form (pay in 4 pays with a card too), failures as shown
 * and as reported, and how a method's machine ends. The machines name their actions in setup();
 * the logic behind them is written here once.
 */
import { failureMessage, failureOf, type FieldMessages } from '../../contract/codes';
import { said, type Message } from '../../contract/messages';
import type { OrderCurrency, PaymentMethod, PaymentResult } from '../../contract/orders';
import { cardFormSchema } from '../../contract/schemas/payment';
import { validate } from '../../contract/schemas/validate';

/** The order being paid, as the panel receives it. Amounts in USD. */
export interface PaymentOrder {
  id: number;
  order_no: string;
  total: number;
  currency: OrderCurrency;
}

/** What the shopper typed, as shown (number in groups of 4, expiry MM/YY). */
export interface CardFields {
  name: string;
  card_number: string;
  expiry: string;
  cvc: string;
}
export type CardField = keyof CardFields;

export const EMPTY_CARD: CardFields = { name: '', card_number: '', expiry: '', cvc: '' };

/** Why a payment did not go through: the provider refused it, or something else failed. */
export type FailureReason = 'declined' | 'cancelled' | 'failed';

/** The shopper picks a method (the panel's radios, or the page's own choice). */
export type ChooseMethodEvent = { type: 'payment.method'; method: PaymentMethod };
export type CardFormEvent = { type: 'card.edit'; field: CardField; value: string } | { type: 'card.submit' };

/** The panel's events: the payment machine takes them and passes them on to the method's machine. */
export type PaymentEvent =
  | ChooseMethodEvent
  | CardFormEvent
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
 * - `paid`: the payment went through (the payment machine's `succeeded`).
 */
export type PaymentTag = 'busy' | 'editable' | 'failed' | 'checking' | 'preparing' | 'outOfRange' | 'paid';

/** What every method's machine is started with. */
export interface MethodInput {
  order: PaymentOrder;
}
/** A method paid with a card form starts with what the shopper typed so far (kept across methods). */
export interface CardFormInput extends MethodInput {
  card: CardFields;
}

/** What every method's machine holds. */
export interface MethodContext {
  order: PaymentOrder;
  /** The message of the last failure (a contract message), shown in place. */
  error: Message | null;
  reason: FailureReason | null;
  /** The method the shopper chose instead: the machine ends (`switched`) and the payment machine starts that one's. */
  chosen: PaymentMethod | null;
}
/** What a method paid with a card form holds besides. */
export interface CardFormContext extends MethodContext {
  card: CardFields;
  /** Field messages of the card form: shown after the first submit, then kept in step with typing. */
  fieldErrors: FieldMessages;
  submitted: boolean;
  /** What the provider answered when the payment went through (the machine ends: `paid`). */
  result: PaymentResult | null;
}

/**
 * How a method's machine ends: paid (`result`), or the shopper chose another method (`chosen`),
 * with the card as typed when the method has a card form.
 */
export interface MethodOutput {
  result: PaymentResult | null;
  chosen: PaymentMethod | null;
  card?: CardFields;
}

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
type Shown = Pick<MethodContext, 'error' | 'reason'>;

export const NO_FAILURE: Shown = { error: null, reason: null };

/** A call that failed (not a refusal of the payment): its message shows, with Try again. */
export function errorShown(error: unknown): Shown {
  return { error: messageOf(error), reason: 'failed' };
}

/** A refusal from the provider, or a failure of the call: the message shows, the app reports it. */
export function failureShown(error: unknown): Shown {
  return { error: messageOf(error), reason: failureOf(error).kind === 'declined' ? 'declined' : 'failed' };
}

/** The server refused a card field (422): its messages show under the fields. */
export function serverFieldErrorsShown(error: unknown): Pick<CardFormContext, 'submitted' | 'fieldErrors' | 'error'> {
  const { fieldErrors } = failureOf(error);
  return { submitted: true, fieldErrors, error: Object.keys(fieldErrors).length ? null : messageOf(error) };
}

/** A field typed: formatted as shown; once submitted, the messages follow the typing. */
export function cardEdited(context: CardFormContext, field: CardField, value: string): Pick<CardFormContext, 'card' | 'fieldErrors'> {
  const card = { ...context.card, [field]: formatField(field, value) };
  return { card, fieldErrors: context.submitted ? checkCard(card) : context.fieldErrors };
}

/** A submit of a card that does not pass the schema: the messages show. */
export function cardErrorsShown(context: CardFormContext): Pick<CardFormContext, 'submitted' | 'fieldErrors'> {
  return { submitted: true, fieldErrors: checkCard(context.card) };
}

/** What every method's machine starts with. */
export function methodContext(order: PaymentOrder): MethodContext {
  return { order, error: null, reason: null, chosen: null };
}

/** What a method with a card form starts with: the card as typed so far, no messages. */
export function cardFormContext({ order, card }: CardFormInput): CardFormContext {
  return { ...methodContext(order), card, fieldErrors: {}, submitted: false, result: null };
}

/** The method chosen instead, from its event (the machine's `setChosen`). */
export function chosenOf(event: { type: string; method?: PaymentMethod }): Partial<Pick<MethodContext, 'chosen'>> {
  return event.type === 'payment.method' && event.method ? { chosen: event.method } : {};
}

/** The guard `isAnotherMethod` of the machine of `method`: the shopper picked a method other than this one. */
export function isAnotherMethodThan(method: PaymentMethod) {
  return ({ event }: { event: { type: string; method?: PaymentMethod } }) => event.type === 'payment.method' && event.method !== method;
}

/** The server refused a card field (422). */
export function isInvalidInput(_: unknown, { error }: { error: unknown }): boolean {
  return failureOf(error).kind === 'invalid';
}

/** The card passes cardFormSchema. */
export function isCardValid({ context }: { context: Pick<CardFormContext, 'card'> }): boolean {
  return Object.keys(checkCard(context.card)).length === 0;
}

/** The app's report of the payment of `method`. */
export function reportOf(method: PaymentMethod) {
  return ({ context }: { context: MethodContext }): PaymentReport => ({ order: context.order, method });
}

/** The app's report of a refusal (or failure) of the payment of `method`. */
export function failureReportOf(method: PaymentMethod) {
  return ({ context }: { context: MethodContext }): PaymentFailureReport => ({
    order: context.order,
    method,
    reason: context.reason ?? 'failed',
    message: context.error,
  });
}

/** The output of a method's machine (see MethodOutput). */
export function outputOf({ context }: { context: MethodContext & Partial<Pick<CardFormContext, 'card' | 'result'>> }): MethodOutput {
  const { result = null, chosen, card } = context;
  return card ? { result, chosen, card } : { result, chosen };
}

// State configs the machines share: they name actions and guards each machine declares in setup().

/** The failure of a call, as the actions and guards that read it take it. */
export function errorParams({ event }: { event: { error: unknown } }) {
  return { error: event.error };
}

/** `payment.method` from a state where the shopper may change the method (not while a call is out): the machine ends. */
export const chooseAnother = {
  'payment.method': { guard: 'isAnotherMethod', target: 'switched', actions: 'setChosen' },
} as const;

/** The final state of a method the shopper left for another: the payment machine starts that one's. */
export const switchedState = {
  type: 'final',
  description: 'The shopper chose another method: the payment machine runs its machine.',
} as const;

/** Try again from `retry`, or another method: a state whose call failed. */
export function retryOrChoose<T extends string>(retry: T) {
  return { 'payment.retry': { target: retry, actions: 'clearError' }, ...chooseAnother } as const;
}

/** The card form: typing, and a submit that goes on to `pay` once the card passes cardFormSchema. */
export function cardFormEvents<T extends string>(pay: T) {
  return {
    'card.edit': { actions: 'editCard' },
    'card.submit': [{ guard: 'isCardValid', target: pay, actions: 'clearError' }, { actions: 'showCardErrors' }],
    ...chooseAnother,
  } as const;
}

/** A card payment's answer: paid, the card's fields refused (422: back to the form), or refused (`failed`). */
export function cardPaymentAnswer<T extends string>(failed: T) {
  return {
    onDone: {
      target: 'paid',
      actions: { type: 'setResult', params: ({ event }: { event: { output: PaymentResult } }) => ({ result: event.output }) },
    },
    onError: [
      { guard: { type: 'isInvalidInput', params: errorParams }, target: 'editing', actions: { type: 'setFieldErrors', params: errorParams } },
      { target: failed, actions: { type: 'setFailure', params: errorParams } },
    ],
  } as const;
}

/** Refused (or failed) while paying: reported to the app (/payment-failed); Try again or another method. */
export function refusedState<T extends string>(retry: T, method: PaymentMethod) {
  return {
    description: 'Refused (or failed): the app shows /payment-failed; here, Try again or another method.',
    tags: ['failed'],
    entry: { type: 'reportFailure', params: failureReportOf(method) },
    on: retryOrChoose(retry),
  } as const;
}

/** The final state of a card payment that went through: the payment machine shows it and reports it. */
export const paidState = { type: 'final', description: 'Paid: the payment machine reports it (/payment-success).' } as const;
