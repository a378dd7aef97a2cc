import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../contract/messages';
import type { PaymentResult } from '../contract/orders';
import { walletExecuteSchema } from '../contract/schemas/payment';
import { validate } from '../contract/schemas/validate';

/** What the wallet adds to the return address when the shopper approved. */
export interface PaymentReturnInput {
  token: string | null;
  payerId: string | null;
}

export interface PaymentReturnContext {
  token: string;
  payerId: string;
  result: PaymentResult | null;
  error: string | null;
  /** The order a refusal names (the server's 402 carries it), when it does. */
  orderId: number | null;
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
    execute: fromPromise<PaymentResult, { token: string; payer_id: string }>(async () => {
      throw new Error('execute not provided');
    }),
  },
  guards: {
    hasApproval: ({ context }) => validate(walletExecuteSchema, { token: context.token, payer_id: context.payerId }).ok,
  },
  actions: {
    setResult: assign({ result: ({ event }) => (event as unknown as { output: PaymentResult }).output }),
    setError: assign(({ event }) => {
      const e = (event as { error?: unknown }).error;
      const orderId = (e as { data?: { order_id?: unknown } } | null)?.data?.order_id;
      return {
        error: (e instanceof Error && e.message) || messages.paymentFailed,
        orderId: typeof orderId === 'number' ? orderId : null,
      };
    }),
    setMissingApproval: assign({ error: messages.paymentNotFound }),
    /** Remember the paid order (so a reload still shows it). Provided by the app. */
    reportSuccess: () => {},
    /** Show the failed page. Provided by the app. */
    reportFailure: () => {},
  },
}).createMachine({
  id: 'paymentReturn',
  context: ({ input }) => ({ token: input.token ?? '', payerId: input.payerId ?? '', result: null, error: null, orderId: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasApproval', target: 'executing' }, { target: 'failed', actions: 'setMissingApproval' }],
    },
    executing: {
      invoke: {
        id: 'execute',
        src: 'execute',
        input: ({ context }) => ({ token: context.token, payer_id: context.payerId }),
        onDone: { target: 'succeeded', actions: 'setResult' },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    succeeded: { entry: 'reportSuccess' },
    failed: { entry: 'reportFailure' },
  },
});
