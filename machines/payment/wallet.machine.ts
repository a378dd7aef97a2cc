import { assign, setup } from 'xstate';
import type { WalletRedirect } from '../../contract/orders';
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

export interface WalletPaymentContext extends MethodContext {
  /** The wallet's approval page the app left for. */
  redirect: WalletRedirect | null;
}

export type WalletPaymentEvent = ChooseMethodEvent | { type: 'payment.start' } | { type: 'payment.retry' } | { type: 'payment.resume' };

/**
 * Paying with the wallet (the server's redirect wallet provider): api/pay/{orderId} gives the
 * approval page; the app remembers the payment and leaves for that page (leaveApp). The wallet
 * sends the shopper back to a return page (payment-return.machine.ts); coming back to this page
 * from the browser's cache shows the button again.
 */
export const walletPaymentMachine = setup({
  types: {
    input: {} as MethodInput,
    context: {} as WalletPaymentContext,
    events: {} as WalletPaymentEvent,
    output: {} as MethodOutput,
    tags: {} as PaymentTag,
  },
  actors: {
    payWallet: providedCall<WalletRedirect, { orderId: number }>('payWallet'),
  },
  guards: {
    isAnotherMethod: isAnotherMethodThan('wallet'),
  },
  actions: {
    setChosen: assign(({ event }) => chosenOf(event)),
    clearError: assign(NO_FAILURE),
    setError: assign((_, { error }: { error: unknown }) => errorShown(error)),
    setRedirect: assign((_, { redirect }: { redirect: WalletRedirect }) => ({ redirect })),
    /** Provided by the app: remember the payment and the order out at the wallet, for the return page. */
    rememberWalletPayment: (_, _params: PaymentReport) => {},
    /** Provided by the app: leave the app for another site's page (the wallet's approval page). */
    leaveApp: (_, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'walletPayment',
  context: ({ input }) => ({ ...methodContext(input.order), redirect: null }),
  initial: 'ready',
  output: outputOf,
  states: {
    ready: { on: { 'payment.start': 'redirecting', ...chooseAnother } },
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
            { type: 'rememberWalletPayment', params: reportOf('wallet') },
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
    switched: switchedState,
  },
});
