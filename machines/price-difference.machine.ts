import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../contract/messages';
import type { OrderDetail, WalletRedirect } from '../contract/orders';

export interface PriceDifferenceContext {
  orderId: number;
  order: OrderDetail | null;
  redirect: WalletRedirect | null;
  error: string | null;
}

export type PriceDifferenceEvent =
  | { type: 'difference.pay' }
  | { type: 'difference.retry' }
  /** The browser showed the page again from its back/forward cache after the shopper left for the wallet. */
  | { type: 'difference.resume' };

function messageOf(event: unknown): string {
  const e = (event as { error?: unknown }).error;
  return (e instanceof Error && e.message) || messages.paymentFailed;
}

/**
 * /price-difference?order_id=N: the order is loaded; when its amount rose after it was placed
 * (difference_due > 0) the shopper pays the difference with the wallet (api/pay/fillPay) and the
 * app leaves for the approval page; the wallet returns to the price-difference result pages.
 */
export const priceDifferenceMachine = setup({
  types: {
    input: {} as { orderId: number },
    context: {} as PriceDifferenceContext,
    events: {} as PriceDifferenceEvent,
  },
  actors: {
    loadOrder: fromPromise<OrderDetail, { orderId: number }>(async () => {
      throw new Error('loadOrder not provided');
    }),
    fillPay: fromPromise<WalletRedirect, { orderId: number }>(async () => {
      throw new Error('fillPay not provided');
    }),
  },
  guards: {
    /** The order is unknown, or another customer's: asking again will not change that. */
    isNotFound: ({ event }) => ((event as { error?: unknown }).error as { kind?: string } | undefined)?.kind === 'notFound',
    hasDifferenceDue: ({ event }) => (event as unknown as { output: OrderDetail }).output.difference_due > 0,
  },
  actions: {
    setOrder: assign({ order: ({ event }) => (event as unknown as { output: OrderDetail }).output }),
    setRedirect: assign({ redirect: ({ event }) => (event as unknown as { output: WalletRedirect }).output }),
    setError: assign({ error: ({ event }) => messageOf(event) }),
    clearError: assign({ error: null }),
    /** Go to the wallet's approval page (context.redirect.approve_url). Provided by the app. */
    leaveForWallet: () => {},
  },
}).createMachine({
  id: 'priceDifference',
  context: ({ input }) => ({ orderId: input.orderId, order: null, redirect: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          { guard: 'hasDifferenceDue', target: 'ready', actions: 'setOrder' },
          { target: 'nothingDue', actions: 'setOrder' },
        ],
        onError: [
          { guard: 'isNotFound', target: 'notFound', actions: 'setError' },
          { target: 'loadFailed', actions: 'setError' },
        ],
      },
    },
    notFound: { description: 'No such order for this shopper: said so, with the way to their orders; nothing to retry.' },
    loadFailed: { on: { 'difference.retry': { target: 'loading', actions: 'clearError' } } },
    nothingDue: { description: 'Paid in full (or unknown to the shopper): nothing to pay.' },
    ready: { on: { 'difference.pay': 'paying' } },
    paying: {
      invoke: {
        id: 'fillPay',
        src: 'fillPay',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: { target: 'leaving', actions: 'setRedirect' },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    leaving: { entry: 'leaveForWallet', on: { 'difference.resume': 'ready' } },
    failed: { on: { 'difference.pay': { target: 'paying', actions: 'clearError' } } },
  },
});
