import { assign, forwardTo, setup } from 'xstate';
import type { PaymentMethod, PaymentResult } from '../contract/orders';
import { bankTransferPaymentMachine } from './payment/bank-transfer.machine';
import { cardPaymentMachine } from './payment/card.machine';
import { payIn4PaymentMachine } from './payment/pay-in-4.machine';
import {
  EMPTY_CARD,
  type CardFields,
  type MethodOutput,
  type PaymentEvent,
  type PaymentOrder,
  type PaymentReport,
  type PaymentTag,
} from './payment/shared';
import { walletPaymentMachine } from './payment/wallet.machine';

export interface PaymentInput {
  order: PaymentOrder;
  method: PaymentMethod;
}

export interface PaymentContext {
  order: PaymentOrder;
  /** The method chosen: its machine runs. */
  method: PaymentMethod;
  /** The card as typed, kept while the shopper tries other methods (card and pay in 4 start with it). */
  card: CardFields;
  result: PaymentResult | null;
}

/** The machine that runs each method, by its invoke id (the view reads the running one's snapshot). */
export const METHOD_MACHINES = {
  card: 'card',
  wallet: 'wallet',
  bank_transfer: 'bankTransfer',
  pay_in_4: 'payIn4',
} as const satisfies Record<PaymentMethod, string>;

/** How a method's machine ended, as the guards and actions that read it take it. */
const outputParams = ({ event }: { event: { output: MethodOutput } }) => ({ output: event.output });

/** A method's machine ended: paid, or the shopper chose another method (then its machine starts). */
const methodEnded = [
  { guard: { type: 'isPaid', params: outputParams }, target: '#payment.succeeded', actions: { type: 'setResult', params: outputParams } },
  { target: 'start', actions: { type: 'takeChoice', params: outputParams } },
] as const;

/**
 * Paying one placed order with the method chosen (contract/orders.ts PaymentMethod), one machine
 * per method as the server has one provider per method (server/services/payments):
 * - card: payment/card.machine.ts (an intent, the card form, the charge);
 * - wallet: payment/wallet.machine.ts (the app leaves for the wallet's approval page);
 * - bank transfer: payment/bank-transfer.machine.ts (the details, then /bank-success);
 * - pay in 4: payment/pay-in-4.machine.ts (the range, the schedule of 4, the card form).
 * The panel's events go to the running method's machine. It ends when the payment went through
 * (succeeded: the app shows /payment-success) or when the shopper chose another method, which it
 * allows unless a call is out; the card typed so far goes on to the next method's machine.
 */
export const paymentMachine = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    tags: {} as PaymentTag,
  },
  actors: {
    card: cardPaymentMachine,
    wallet: walletPaymentMachine,
    bankTransfer: bankTransferPaymentMachine,
    payIn4: payIn4PaymentMachine,
  },
  guards: {
    choseCard: ({ context }) => context.method === 'card',
    choseWallet: ({ context }) => context.method === 'wallet',
    choseBankTransfer: ({ context }) => context.method === 'bank_transfer',
    isPaid: (_, { output }: { output: MethodOutput }) => output.result !== null,
  },
  actions: {
    /** The panel's event goes to the machine of the method chosen. */
    passOn: forwardTo(({ context }) => METHOD_MACHINES[context.method]),
    takeChoice: assign(({ context }, { output }: { output: MethodOutput }) => ({
      method: output.chosen ?? context.method,
      card: output.card ?? context.card,
    })),
    setResult: assign((_, { output }: { output: MethodOutput }) => ({ result: output.result })),
    /** Provided by the app: card or pay in 4 paid; remember the order and show /payment-success. */
    reportSuccess: (_, _params: PaymentReport) => {},
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({ order: input.order, method: input.method, card: EMPTY_CARD, result: null }),
  initial: 'paying',
  states: {
    paying: {
      description: "The machine of the method chosen runs and takes the panel's events.",
      initial: 'start',
      on: {
        'payment.method': { actions: 'passOn' },
        'card.edit': { actions: 'passOn' },
        'card.submit': { actions: 'passOn' },
        'payment.start': { actions: 'passOn' },
        'payment.retry': { actions: 'passOn' },
        'payment.resume': { actions: 'passOn' },
      },
      states: {
        start: {
          description: "Goes to the method chosen: the panel's at first, then the one the shopper switched to.",
          always: [
            { guard: 'choseCard', target: 'card' },
            { guard: 'choseWallet', target: 'wallet' },
            { guard: 'choseBankTransfer', target: 'bankTransfer' },
            { target: 'payIn4' },
          ],
        },
        card: {
          invoke: { id: 'card', src: 'card', input: ({ context }) => ({ order: context.order, card: context.card }), onDone: methodEnded },
        },
        wallet: {
          invoke: { id: 'wallet', src: 'wallet', input: ({ context }) => ({ order: context.order }), onDone: methodEnded },
        },
        bankTransfer: {
          invoke: { id: 'bankTransfer', src: 'bankTransfer', input: ({ context }) => ({ order: context.order }), onDone: methodEnded },
        },
        payIn4: {
          invoke: { id: 'payIn4', src: 'payIn4', input: ({ context }) => ({ order: context.order, card: context.card }), onDone: methodEnded },
        },
      },
    },
    succeeded: {
      description: 'Paid: the app shows /payment-success.',
      tags: ['paid', 'busy'],
      entry: { type: 'reportSuccess', params: ({ context }) => ({ order: context.order, method: context.method }) },
    },
  },
});
