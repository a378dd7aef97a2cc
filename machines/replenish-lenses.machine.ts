import { assign, setup } from 'xstate';
import type { CartLine } from '../contract/entities';
import { providedCall } from './provided';

export interface ReplenishLensesInput {
  orderId: number;
  /** The order line with the glasses (frame colour, lenses, prescription). */
  lineId: number;
}

export interface ReplenishLensesContext extends ReplenishLensesInput {
  /** Why the cart refused the last try (stock, lenses no longer made); shown beside the button. */
  error: unknown;
}

export type ReplenishLensesEvent = { type: 'replenish.add' };

/**
 * What the button shows (src/features/orders/replenish-lenses.view.ts): `busy` while the cart is
 * asked, `done` once the pair is in it, the cart's refusal `failed`.
 */
export type ReplenishLensesTag = 'busy' | 'done' | 'failed';

/**
 * "Order these glasses again" on a paid order's line with lenses (POST api/customer/replenish):
 * the same frame colour, lenses and prescription go into the cart as one pair. The app's cart takes
 * the cart the server answers (the header count follows); a refusal is said beside the button, and
 * the shopper may try again. Each press adds one more pair.
 */
export const replenishLensesMachine = setup({
  types: {
    input: {} as ReplenishLensesInput,
    context: {} as ReplenishLensesContext,
    events: {} as ReplenishLensesEvent,
    tags: {} as ReplenishLensesTag,
  },
  actors: {
    /** POST api/customer/replenish: answers the whole cart. */
    replenish: providedCall<CartLine[], ReplenishLensesInput>('replenish'),
  },
  actions: {
    /** Provided by the app: its cart takes the lines the server answered. */
    tellCart: (_, _params: { lines: CartLine[] }) => {},
    clearError: assign({ error: null }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
}).createMachine({
  id: 'replenishLenses',
  context: ({ input }) => ({ orderId: input.orderId, lineId: input.lineId, error: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The button offers the same glasses again.',
      on: { 'replenish.add': 'adding' },
    },
    adding: {
      description: 'Waiting for the cart; the button is busy and further presses are ignored.',
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'replenish',
        src: 'replenish',
        input: ({ context }) => ({ orderId: context.orderId, lineId: context.lineId }),
        onDone: { target: 'added', actions: { type: 'tellCart', params: ({ event }) => ({ lines: event.output }) } },
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    added: {
      description: 'In the cart: a link to it; another pair may be added.',
      tags: ['done'],
      on: { 'replenish.add': 'adding' },
    },
    failed: {
      description: 'The cart refused (stock, lenses no longer made): the reason is said; may try again.',
      tags: ['failed'],
      on: { 'replenish.add': 'adding' },
    },
  },
});
