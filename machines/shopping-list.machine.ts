import { assign, setup } from 'xstate';
import { failureOf, type FieldErrors } from '../contract/codes';
import type { PlacedOrder } from '../contract/orders';
import { countLines, parseQuickOrder, QUICK_ORDER_MAX_LINES, type ShoppingList } from '../contract/wholesale';
import { messages } from '../contract/messages';
import { providedCall } from './provided';

export interface ShoppingListContext {
  list: ShoppingList | null;
  /** What is in the quick-order box (pasted, typed, or a CSV file read into it). */
  text: string;
  /** Per-line messages (`lines.<n>`) and the box's own (`text`), from the check here or the server's 422. */
  errors: FieldErrors;
  /** A refusal that is not about a line (offline, stock at submit, no address). */
  error: unknown;
  /** The order the list was placed as. */
  placed: PlacedOrder | null;
}

export type ShoppingListEvent =
  | { type: 'list.text'; text: string }
  | { type: 'list.add' }
  | { type: 'list.submit' }
  | { type: 'list.toCart' }
  | { type: 'list.retry' };

/** The box checked before it is sent: empty, over the line cap, or lines that are not `SKU, quantity`. */
export function checkQuickOrder(text: string): FieldErrors {
  if (!text.trim()) return { text: messages.quickOrderEmpty };
  if (countLines(text) > QUICK_ORDER_MAX_LINES + 1) return { text: messages.quickOrderTooManyLines };
  return parseQuickOrder(text, { format: messages.quickOrderLineFormat, qty: messages.quickOrderQty }).errors;
}

/**
 * The catalogue shopping list (/catalog-shopping-list-w): load the open list; a quick order
 * (`SKU, quantity` lines) is checked here, then by the server (unknown SKU, minimum, stock), its
 * messages shown per line until the box changes; the list is submitted as an order (the app
 * says where: address and shipping come from the customer's default) or moved to the cart.
 */
export const shoppingListMachine = setup({
  types: {
    context: {} as ShoppingListContext,
    events: {} as ShoppingListEvent,
  },
  actors: {
    /** GET api/users/shoppingList */
    loadList: providedCall<ShoppingList>('loadList'),
    /** POST api/users/shoppingList/quickOrder (add) */
    addLines: providedCall<ShoppingList, { text: string }>('addLines'),
    /** POST api/users/shoppingList/submit */
    submitList: providedCall<PlacedOrder>('submitList'),
    /** POST api/users/shoppingList/toCart */
    moveToCart: providedCall<ShoppingList>('moveToCart'),
  },
  guards: {
    isBoxValid: ({ context }) => Object.keys(checkQuickOrder(context.text)).length === 0,
    hasLines: ({ context }) => (context.list?.lines.length ?? 0) > 0,
  },
  actions: {
    setText: assign({ text: (_, { text }: { text: string }) => text, errors: {}, error: null }),
    showBoxErrors: assign({ errors: ({ context }) => checkQuickOrder(context.text) }),
    clearFailure: assign({ errors: {}, error: null }),
    setList: assign((_, { list }: { list: ShoppingList }) => ({ list })),
    emptyBox: assign({ text: '' }),
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      return Object.keys(fieldErrors).length ? { errors: fieldErrors, error: null } : { errors: {}, error };
    }),
    setPlaced: assign((_, { placed }: { placed: PlacedOrder }) => ({ placed })),
    /** Provided by the app: the list's page with its order (and where to pay it). */
    goToOrder: (_, _params: { placed: PlacedOrder; listId: number }) => {},
    /** Provided by the app: the cart reloads and the shopper goes to it. */
    goToCart: () => {},
  },
}).createMachine({
  id: 'shoppingList',
  context: { list: null, text: '', errors: {}, error: null, placed: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadList',
        src: 'loadList',
        onDone: { target: 'ready', actions: { type: 'setList', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      description: 'The list could not be loaded; the shopper can try again.',
      on: { 'list.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      on: {
        'list.text': { actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) } },
        'list.add': [
          { guard: 'isBoxValid', target: 'adding', actions: 'clearFailure' },
          { actions: 'showBoxErrors' },
        ],
        'list.submit': { guard: 'hasLines', target: 'submitting', actions: 'clearFailure' },
        'list.toCart': { guard: 'hasLines', target: 'moving', actions: 'clearFailure' },
      },
    },
    adding: {
      description: 'The server checks every line; all are added or none, with a message per refused line.',
      invoke: {
        id: 'addLines',
        src: 'addLines',
        input: ({ context }) => ({ text: context.text }),
        onDone: { target: 'ready', actions: [{ type: 'setList', params: ({ event }) => ({ list: event.output }) }, 'emptyBox'] },
        onError: { target: 'ready', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      invoke: {
        id: 'submitList',
        src: 'submitList',
        onDone: {
          target: 'placed',
          actions: [{ type: 'setPlaced', params: ({ event }) => ({ placed: event.output }) }, { type: 'goToOrder', params: ({ context, event }) => ({ placed: event.output, listId: context.list?.id ?? 0 }) }],
        },
        onError: { target: 'ready', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    moving: {
      invoke: {
        id: 'moveToCart',
        src: 'moveToCart',
        onDone: { target: 'moved', actions: [{ type: 'setList', params: ({ event }) => ({ list: event.output }) }, 'goToCart'] },
        onError: { target: 'ready', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    placed: { type: 'final', description: 'The list is an order now; the app shows where to pay it.' },
    moved: { type: 'final' },
  },
});
