import { assign, fromPromise, setup } from 'xstate';
import type { CartLine } from '../contract/entities';

export interface CartInput {
  /** The lines persisted from the last visit, shown until the server answers. */
  lines?: CartLine[] | null;
}

export interface CartContext {
  lines: CartLine[];
}

export type CartEvent =
  /** (Re)load from the server: on every session token change. */
  | { type: 'cart.load' }
  /** Drop the lines: on logout. */
  | { type: 'cart.clear' }
  /** The lines a cart call answered with (e.g. api/users/addCart): shown at once, no reload. */
  | { type: 'cart.set'; lines: CartLine[] };

/** Items counted in the header: quantities of lines in stock (stock_qty >= 1). */
export function inStockCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => (l.stock_qty >= 1 ? sum + l.qty : sum), 0);
}

/**
 * The shopper's cart (GET api/users/getCart). Minimal for now: load, clear, persist. The
 * checkout work extends it with selection and edits.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    fetchCart: fromPromise<CartLine[]>(async () => []),
  },
  actions: {
    /** Writes the lines to storage key `cart` (provided by the app). */
    persistCart: () => {},
    setLines: assign({ lines: ({ event }) => (event as unknown as { output: CartLine[] }).output ?? [] }),
    clearLines: assign({ lines: [] }),
    replaceLines: assign({ lines: ({ context, event }) => (event.type === 'cart.set' ? event.lines : context.lines) }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ lines: input?.lines ?? [] }),
  initial: 'idle',
  on: {
    'cart.load': { target: '.loading', reenter: true },
    'cart.clear': { target: '.idle', actions: ['clearLines', 'persistCart'] },
    'cart.set': { target: '.ready', actions: ['replaceLines', 'persistCart'] },
  },
  states: {
    idle: { description: 'Nothing loaded yet in this visit (the persisted lines are shown).' },
    loading: {
      invoke: {
        id: 'fetchCart',
        src: 'fetchCart',
        onDone: { target: 'ready', actions: ['setLines', 'persistCart'] },
        onError: 'failed',
      },
    },
    ready: {},
    failed: { description: 'The last load failed; the lines shown are the previous ones.' },
  },
});

export type CartMachine = typeof cartMachine;
