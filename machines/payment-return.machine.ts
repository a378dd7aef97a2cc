import { assign, setup } from 'xstate';
import { failureMessage } from '../contract/codes';
import { said, type Message } from '../contract/messages';
import type { PaymentResult } from '../contract/orders';
import { walletExecuteSchema, type WalletExecuteInput } from '../contract/schemas/payment';
import { validate } from '../contract/schemas/validate';
import { providedCall } from './provided';

/** What the wallet adds to the return address when the shopper approved. */
export interface PaymentReturnInput {
  token: string | null;
  payerId: string | null;
}

export interface PaymentReturnContext {
  token: string;
  payerId: string;
  result: PaymentResult | null;
  error: Message | null;
  /** The order a refusal names (the server's 402 carries it), when it does. */
  orderId: number | null;
}

/**
 * The order a refusal names: the server's 402 of a wallet payment carries it in its data
 * (`{ order_id, payment_id, reason }`), or null.
 */
export function refusedOrderOf(error: unknown): number | null {
  if (typeof error !== 'object' || error === null || !('data' in error)) return null;
  const { data } = error;
  if (typeof data !== 'object' || data === null || !('order_id' in data)) return null;
  return typeof data.order_id === 'number' ? data.order_id : null;
}

/** A refusal (or a missing approval) as the app is told of it. */
export interface PaymentReturnFailure {
  /** The order the refusal names, when it does. */
  orderId: number | null;
  message: Message | null;
}

/**
 * A wallet return page (/payment-success, /price-difference-payment-successful): the approval the
 * wallet sends back is executed (api/pay/excute or api/pay/fillpostExcute; repeatable, so a reload
 * answers the settled result again) before the page says the payment succeeded.
 */
export const paymentReturnMachine = setup({
  types: {
    input: {} as PaymentReturnInput,
    context: {} as PaymentReturnContext,
  },
  actors: {
    execute: providedCall<PaymentResult, WalletExecuteInput>('execute'),
  },
  guards: {
    hasApproval: ({ context }) => validate(walletExecuteSchema, { token: context.token, payer_id: context.payerId }).ok,
  },
  actions: {
    setResult: assign((_, { result }: { result: PaymentResult }) => ({ result })),
    setError: assign((_, { error }: { error: unknown }) => ({
      error: failureMessage(error, said('paymentFailed')),
      orderId: refusedOrderOf(error),
    })),
    setMissingApproval: assign({ error: said('paymentNotFound') }),
    /** Provided by the app: remember the paid order (so a reload still shows it) and show its page. */
    reportSuccess: (_, _params: { result: PaymentResult }) => {},
    /** Provided by the app: show the failed page. */
    reportFailure: (_, _params: PaymentReturnFailure) => {},
  },
}).createMachine({
  id: 'paymentReturn',
  context: ({ input }) => ({ token: input.token ?? '', payerId: input.payerId ?? '', result: null, error: null, orderId: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasApproval', target: 'executing' },
        { target: 'failed', actions: 'setMissingApproval' },
      ],
    },
    executing: {
      invoke: {
        id: 'execute',
        src: 'execute',
        input: ({ context }) => ({ token: context.token, payer_id: context.payerId }),
        onDone: {
          target: 'succeeded',
          actions: [
            { type: 'setResult', params: ({ event }) => ({ result: event.output }) },
            { type: 'reportSuccess', params: ({ event }) => ({ result: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    succeeded: { description: 'Paid: the app shows the paid page.' },
    failed: {
      description: 'Refused, or no approval in the address: the app shows the failed page.',
      entry: { type: 'reportFailure', params: ({ context }) => ({ orderId: context.orderId, message: context.error }) },
    },
  },
});
