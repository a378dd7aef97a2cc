import { assign, setup } from 'xstate';
import { ValidationError } from 'yup';
import { stockNotifySchema } from '../contract/schemas/catalog';
import { providedCall } from './provided';

export interface StockNotifyInput {
  goodsId: number;
  variantId: number;
  /** The signed-in customer's address, prefilled. */
  email?: string;
}

export interface StockNotifyContext {
  goodsId: number;
  variantId: number;
  email: string;
  /** The field's message (required / invalid), shown under the input. */
  emailError: string | null;
  /** A refusal from the server (e.g. back in stock meanwhile, offline), as it came. */
  error: unknown;
}

export type StockNotifyEvent = { type: 'notify.email'; value: string } | { type: 'notify.submit' };

export interface SendStockNotifyInput {
  goods_id: number;
  variant_id: number;
  email: string;
}

/** The field's message per contract/schemas stockNotifySchema, or null when the e-mail is valid. */
export function checkEmail(c: Pick<StockNotifyContext, 'goodsId' | 'variantId' | 'email'>): string | null {
  try {
    stockNotifySchema.validateSync({ goods_id: c.goodsId, variant_id: c.variantId, email: c.email });
    return null;
  } catch (e) {
    return e instanceof ValidationError ? (e.errors[0] ?? e.message) : String(e);
  }
}

/**
 * One form per colour: the page keys it by variant, so choosing another colour starts afresh.
 * "Notify me when available" for an out-of-stock colour: edit the e-mail, send it
 * (POST api/users/stockNotify), then a confirmation or the server's refusal.
 */
export const stockNotifyMachine = setup({
  types: {
    input: {} as StockNotifyInput,
    context: {} as StockNotifyContext,
    events: {} as StockNotifyEvent,
    tags: {} as 'editable' | 'busy' | 'done' | 'failed',
  },
  actors: {
    /** POST api/users/stockNotify */
    sendStockNotify: providedCall<null, SendStockNotifyInput>('sendStockNotify'),
  },
  guards: {
    isEmailValid: ({ context }) => checkEmail(context) === null,
  },
  actions: {
    setEmail: assign({
      email: ({ context, event }) => (event.type === 'notify.email' ? event.value : context.email),
      // A message shown stays in step with what is typed; none appears before the first submit.
      emailError: ({ context, event }) =>
        context.emailError && event.type === 'notify.email' ? checkEmail({ ...context, email: event.value }) : null,
    }),
    showEmailError: assign({ emailError: ({ context }) => checkEmail(context) }),
    clearErrors: assign({ emailError: null, error: null }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
}).createMachine({
  id: 'stockNotify',
  context: ({ input }) => ({
    goodsId: input.goodsId,
    variantId: input.variantId,
    email: input.email ?? '',
    emailError: null,
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      tags: ['editable'],
      on: {
        'notify.email': { actions: 'setEmail' },
        'notify.submit': [{ guard: 'isEmailValid', target: 'sending', actions: 'clearErrors' }, { actions: 'showEmailError' }],
      },
    },
    sending: {
      tags: ['busy'],
      description: 'Waiting for the server; further submits are ignored.',
      invoke: {
        id: 'sendStockNotify',
        src: 'sendStockNotify',
        input: ({ context }) => ({ goods_id: context.goodsId, variant_id: context.variantId, email: context.email.trim() }),
        onDone: 'sent',
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: { tags: ['done'], description: 'The confirmation (stockNotifySaved) shows.' },
    failed: {
      tags: ['editable', 'failed'],
      description: 'The server refused; the message shows and the shopper may edit and send again.',
      on: {
        'notify.email': { target: 'editing', actions: ['clearErrors', 'setEmail'] },
        // The address was valid when sent and is unchanged: send it again.
        'notify.submit': { target: 'sending', actions: 'clearErrors' },
      },
    },
  },
});
