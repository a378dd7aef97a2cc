import { assign, setup } from 'xstate';
import type { BankTransferDetails } from '../../contract/orders';
import { providedCall } from '../provided';
import {
  chooseAnother,
  chosenOf,
  errorParams,
  errorShown,
  isAnotherMethodThan,
  methodContext,
  NO_FAILURE,
  outputOf,
  reportOf,
  retryOrChoose,
  switchedState,
  type ChooseMethodEvent,
  type MethodContext,
  type MethodInput,
  type MethodOutput,
  type PaymentReport,
  type PaymentTag,
} from './shared';

export interface BankTransferPaymentContext extends MethodContext {
  /** The shop's account and the reference to pay with. */
  bankDetails: BankTransferDetails | null;
}

export type BankTransferPaymentEvent = ChooseMethodEvent | { type: 'payment.start' } | { type: 'payment.retry' };

/**
 * Paying by bank transfer (the server's bank transfer provider): the details are requested, then
 * the app shows them (/bank-success); the order waits for the transfer.
 */
export const bankTransferPaymentMachine = setup({
  types: {
    input: {} as MethodInput,
    context: {} as BankTransferPaymentContext,
    events: {} as BankTransferPaymentEvent,
    output: {} as MethodOutput,
    tags: {} as PaymentTag,
  },
  actors: {
    payBankTransfer: providedCall<BankTransferDetails, { orderId: number }>('payBankTransfer'),
  },
  guards: {
    isAnotherMethod: isAnotherMethodThan('bank_transfer'),
  },
  actions: {
    setChosen: assign(({ event }) => chosenOf(event)),
    clearError: assign(NO_FAILURE),
    setError: assign((_, { error }: { error: unknown }) => errorShown(error)),
    setBankDetails: assign((_, { details }: { details: BankTransferDetails }) => ({ bankDetails: details })),
    /** Provided by the app: remember the bank details and show /bank-success. */
    reportBankTransfer: (_, _params: PaymentReport & { details: BankTransferDetails }) => {},
  },
}).createMachine({
  id: 'bankTransferPayment',
  context: ({ input }) => ({ ...methodContext(input.order), bankDetails: null }),
  initial: 'ready',
  output: outputOf,
  states: {
    ready: { on: { 'payment.start': 'requesting', ...chooseAnother } },
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
            { type: 'reportBankTransfer', params: ({ context, event }) => ({ ...reportOf('bank_transfer')({ context }), details: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'setError', params: errorParams } },
      },
    },
    done: { description: 'The app shows the bank details (/bank-success).', tags: ['busy'] },
    failed: { tags: ['failed'], on: retryOrChoose('requesting') },
    switched: switchedState,
  },
});
