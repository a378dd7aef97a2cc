import { assign, setup } from 'xstate';
import { failureMessage, failureOf } from '../contract/codes';
import { said, type Message } from '../contract/messages';
import type { OrderDetail, WalletRedirect } from '../contract/orders';
import { providedCall } from './provided';

export interface PriceDifferenceContext {
  orderId: number;
  order: OrderDetail | null;
  redirect: WalletRedirect | null;
  error: Message | null;
}

export type PriceDifferenceEvent =
  | { type: 'difference.pay' }
  | { type: 'difference.retry' }
  /** The browser showed the page again from its back/forward cache after the shopper left for the wallet. */
  | { type: 'difference.resume' };

/**
 * What /price-difference shows, as tags of the states (src/features/payment/price-difference.view.ts):
 * `loading`; `notFound` (no such order, no retry); `loadFailed` (Retry); `nothingDue`; `busy` (Pay
 * spins: the call is out or the app left for the wallet); `failed` (the message over Pay).
 */
export type PriceDifferenceTag = 'loading' | 'notFound' | 'loadFailed' | 'nothingDue' | 'busy' | 'failed';

/** The message of a failure; one without a message says the payment did not go through. */
function messageOf(error: unknown): Message {
  return failureMessage(error, said('paymentFailed'));
}

/** The failure of a call, as the actions and guards that read it take it. */
function errorParams({ event }: { event: { error: unknown } }) {
  return { error: event.error };
}

/**
 * /price-difference?order_id=N: the order is loaded; when its amount rose after it was placed
 * (difference_due > 0) the shopper pays the difference with the wallet (api/pay/fillPay); the app
 * remembers the order and leaves for the approval page (leaveApp); the wallet returns to the
 * price-difference result pages.
 */
export const priceDifferenceMachine = setup({
  types: {
    input: {} as { orderId: number },
    context: {} as PriceDifferenceContext,
    events: {} as PriceDifferenceEvent,
    tags: {} as PriceDifferenceTag,
  },
  actors: {
    loadOrder: providedCall<OrderDetail, { orderId: number }>('loadOrder'),
    fillPay: providedCall<WalletRedirect, { orderId: number }>('fillPay'),
  },
  guards: {
    /** The order is unknown, or another customer's: asking again will not change that. */
    isNotFound: (_, { error }: { error: unknown }) => failureOf(error).kind === 'notFound',
    hasDifferenceDue: (_, { order }: { order: OrderDetail }) => order.difference_due > 0,
  },
  actions: {
    setOrder: assign((_, { order }: { order: OrderDetail }) => ({ order })),
    setRedirect: assign((_, { redirect }: { redirect: WalletRedirect }) => ({ redirect })),
    setError: assign((_, { error }: { error: unknown }) => ({ error: messageOf(error) })),
    clearError: assign({ error: null }),
    /** Provided by the app: remember the order out at the wallet, for the return page. */
    rememberWalletOrder: (_, _params: { orderId: number }) => {},
    /** Provided by the app: leave the app for another site's page (the wallet's approval page). */
    leaveApp: (_, _params: { url: string }) => {},
  },
}).createMachine({
  id: 'priceDifference',
  context: ({ input }) => ({ orderId: input.orderId, order: null, redirect: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: [
          {
            guard: { type: 'hasDifferenceDue', params: ({ event }) => ({ order: event.output }) },
            target: 'ready',
            actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) },
          },
          { target: 'nothingDue', actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) } },
        ],
        onError: [
          { guard: { type: 'isNotFound', params: errorParams }, target: 'notFound', actions: { type: 'setError', params: errorParams } },
          { target: 'loadFailed', actions: { type: 'setError', params: errorParams } },
        ],
      },
    },
    notFound: { description: 'No such order for this shopper: said so, with the way to their orders; nothing to retry.', tags: ['notFound'] },
    loadFailed: { tags: ['loadFailed'], on: { 'difference.retry': { target: 'loading', actions: 'clearError' } } },
    nothingDue: { description: 'Paid in full (or unknown to the shopper): nothing to pay.', tags: ['nothingDue'] },
    ready: { on: { 'difference.pay': 'paying' } },
    paying: {
      tags: ['busy'],
      invoke: {
        id: 'fillPay',
        src: 'fillPay',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'leaving',
          actions: [
            { type: 'setRedirect', params: ({ event }) => ({ redirect: event.output }) },
            { type: 'rememberWalletOrder', params: ({ context }) => ({ orderId: context.orderId }) },
            { type: 'leaveApp', params: ({ event }) => ({ url: event.output.approve_url }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'setError', params: errorParams } },
      },
    },
    leaving: {
      description: 'The app left for the approval page; Back from there (the page shown again from the cache) makes it ready again.',
      tags: ['busy'],
      on: { 'difference.resume': 'ready' },
    },
    failed: { tags: ['failed'], on: { 'difference.pay': { target: 'paying', actions: 'clearError' } } },
  },
});
