import { and, assign, setup } from 'xstate';
import { failureOf, type FieldMessages } from '../contract/codes';
import type { PlacedOrder } from '../contract/orders';
import { countLines, parseQuickOrder, QUICK_ORDER_MAX_LINES, type ShoppingList } from '../contract/wholesale';
import { messages } from '../contract/messages';
import { providedCall } from './provided';

export interface ShoppingListContext {
  list: ShoppingList | null;
  /** What is in the quick-order box (pasted, typed, or a CSV file read into it). */
  text: string;
  /** Per-line messages (`lines.<n>`) and the box's own (`text`), from the check here or the server's 422. */
  errors: FieldMessages;
  /** A refusal that is not about a line (offline, stock at submit, no address). */
  error: unknown;
  /** The order the list was placed as. */
  placed: PlacedOrder | null;
  /** One colour's quantity being saved (0: taken off the list). */
  pending: LineChange | null;
  /** What became of the last line change: saved (error null) or refused, said beside that colour until the shopper's next move. */
  lineResult: (LineChange & { error: unknown }) | null;
}

/** One colour's quantity on the open list (0 takes it off). */
export interface LineChange {
  variantId: number;
  qty: number;
}

/** The most of one colour a list line can hold (the server's limit too). */
export const LINE_QTY_MAX = 99_999;

export type ShoppingListEvent =
  | { type: 'list.text'; text: string }
  | { type: 'list.add' }
  | { type: 'list.submit' }
  | { type: 'list.toCart' }
  | { type: 'list.retry' }
  /** A colour's quantity typed on the price list or changed on the list (a whole number from 1). */
  | { type: 'list.line'; variantId: number; qty: number }
  | { type: 'list.remove'; variantId: number };

/** The box checked before it is sent: empty, over the line cap, or lines that are not `SKU, quantity`. */
export function checkQuickOrder(text: string): FieldMessages {
  if (!text.trim()) return { text: messages.quickOrderEmpty };
  if (countLines(text) > QUICK_ORDER_MAX_LINES + 1) return { text: messages.quickOrderTooManyLines };
  return parseQuickOrder(text, { format: messages.quickOrderLineFormat, qty: messages.quickOrderQty }).errors;
}

/**
 * The catalogue shopping list (/catalog-shopping-list-w): load the open list; a quick order
 * (`SKU, quantity` lines) is checked here, then by the server (unknown SKU, minimum, stock), its
 * messages shown per line until the box changes; the list is submitted as an order (the app
 * says where: address and shipping come from the customer's default) or moved to the cart.
 * One colour's quantity is set (the wholesale price list's quantity inputs, the list's own
 * steppers) or removed one at a time, checked here (a whole number from 1) and by the server
 * (minimum, stock), the outcome said beside that colour.
 */
export const shoppingListMachine = setup({
  types: {
    context: {} as ShoppingListContext,
    events: {} as ShoppingListEvent,
    tags: {} as 'loading' | 'failed' | 'editable' | 'busy' | 'savingLine' | 'adding' | 'submitting' | 'moving',
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
    /** POST api/users/shoppingList/line (qty 0 removes the colour) */
    saveLine: providedCall<ShoppingList, LineChange>('saveLine'),
  },
  guards: {
    isBoxValid: ({ context }) => Object.keys(checkQuickOrder(context.text)).length === 0,
    hasLines: ({ context }) => (context.list?.lines.length ?? 0) > 0,
    /** A change that names a colour (one without is no change at all). */
    namesColour: ({ event }) =>
      (event.type === 'list.line' || event.type === 'list.remove') && Number.isInteger(event.variantId) && event.variantId > 0,
    isLineQtyValid: ({ event }) => event.type === 'list.line' && Number.isInteger(event.qty) && event.qty >= 1 && event.qty <= LINE_QTY_MAX,
    /** Only a colour the list holds can be removed. */
    isOnList: ({ context, event }) => event.type === 'list.remove' && !!context.list?.lines.some((l) => l.variant_id === event.variantId),
  },
  actions: {
    setText: assign({ text: (_, { text }: { text: string }) => text, errors: {}, error: null, lineResult: null }),
    showBoxErrors: assign({ errors: ({ context }) => checkQuickOrder(context.text), lineResult: null }),
    clearFailure: assign({ errors: {}, error: null, lineResult: null }),
    setList: assign((_, { list }: { list: ShoppingList }) => ({ list })),
    emptyBox: assign({ text: '' }),
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      return Object.keys(fieldErrors).length ? { errors: fieldErrors, error: null } : { errors: {}, error };
    }),
    setPlaced: assign((_, { placed }: { placed: PlacedOrder }) => ({ placed })),
    startLine: assign((_, change: LineChange) => ({ pending: change, lineResult: null, errors: {}, error: null })),
    refuseLineQty: assign((_, change: LineChange) => ({
      pending: null,
      lineResult: { ...change, error: new Error(messages.quickOrderQty) },
      errors: {},
      error: null,
    })),
    lineSaved: assign(({ context }) => ({ pending: null, lineResult: context.pending ? { ...context.pending, error: null } : null })),
    lineRefused: assign(({ context }, { error }: { error: unknown }) => ({
      pending: null,
      lineResult: context.pending ? { ...context.pending, error } : null,
    })),
    /** Provided by the app: the list's page with its order (and where to pay it). */
    goToOrder: (_, _params: { placed: PlacedOrder; listId: number }) => {},
    /** Provided by the app: the cart reloads and the shopper goes to it. */
    goToCart: () => {},
  },
}).createMachine({
  id: 'shoppingList',
  context: { list: null, text: '', errors: {}, error: null, placed: null, pending: null, lineResult: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading', 'busy'],
      invoke: {
        id: 'loadList',
        src: 'loadList',
        onDone: { target: 'ready', actions: { type: 'setList', params: ({ event }) => ({ list: event.output }) } },
        onError: { target: 'failed', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      tags: ['failed'],
      description: 'The list could not be loaded; the shopper can try again.',
      on: { 'list.retry': { target: 'loading', actions: 'clearFailure' } },
    },
    ready: {
      tags: ['editable'],
      on: {
        'list.text': { actions: { type: 'setText', params: ({ event }) => ({ text: event.text }) } },
        'list.add': [{ guard: 'isBoxValid', target: 'adding', actions: 'clearFailure' }, { actions: 'showBoxErrors' }],
        'list.submit': { guard: 'hasLines', target: 'submitting', actions: 'clearFailure' },
        'list.toCart': { guard: 'hasLines', target: 'moving', actions: 'clearFailure' },
        'list.line': [
          {
            guard: and(['namesColour', 'isLineQtyValid']),
            target: 'savingLine',
            actions: { type: 'startLine', params: ({ event }) => ({ variantId: event.variantId, qty: event.qty }) },
          },
          { guard: 'namesColour', actions: { type: 'refuseLineQty', params: ({ event }) => ({ variantId: event.variantId, qty: event.qty }) } },
        ],
        'list.remove': {
          guard: 'isOnList',
          target: 'savingLine',
          actions: { type: 'startLine', params: ({ event }) => ({ variantId: event.variantId, qty: 0 }) },
        },
      },
    },
    savingLine: {
      tags: ['busy', 'savingLine'],
      description: "One colour's quantity is being saved (or the colour taken off); the server checks the minimum and the stock.",
      invoke: {
        id: 'saveLine',
        src: 'saveLine',
        input: ({ context }) => context.pending ?? { variantId: 0, qty: 0 },
        onDone: { target: 'ready', actions: [{ type: 'setList', params: ({ event }) => ({ list: event.output }) }, 'lineSaved'] },
        onError: { target: 'ready', actions: { type: 'lineRefused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    adding: {
      tags: ['busy', 'adding'],
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
      tags: ['busy', 'submitting'],
      invoke: {
        id: 'submitList',
        src: 'submitList',
        onDone: {
          target: 'placed',
          actions: [
            { type: 'setPlaced', params: ({ event }) => ({ placed: event.output }) },
            { type: 'goToOrder', params: ({ context, event }) => ({ placed: event.output, listId: context.list?.id ?? 0 }) },
          ],
        },
        onError: { target: 'ready', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    moving: {
      tags: ['busy', 'moving'],
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
