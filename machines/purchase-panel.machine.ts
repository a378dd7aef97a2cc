import { assign, setup } from 'xstate';
import { ADDED_NOTICE_MS } from '../contract/constants';
import type { CartLine } from '../contract/entities';
import { providedCall } from './provided';

export interface PanelVariant {
  id: number;
  stock_qty: number;
}

export interface PurchaseInput {
  goodsId: number;
  variants: PanelVariant[];
  /** Preselected colour (e.g. from the URL); defaults to the first with stock for the minimum, else the first in stock. */
  variantId?: number;
  /** Per-line limit; 0 means stock is the only limit. */
  purchaseLimit?: number;
  /** A business buyer's minimum order quantity (1 or none: no minimum). */
  minQty?: number;
}

interface PurchaseContext {
  goodsId: number;
  variants: PanelVariant[];
  variantId: number;
  qty: number;
  purchaseLimit: number;
  /** The least that may be added at once: a business buyer's minimum order quantity, else 1. */
  minQty: number;
  error: unknown;
}

export type PurchaseEvent =
  | { type: 'purchase.variant'; variantId: number }
  | { type: 'purchase.qty'; qty: number }
  | { type: 'purchase.increment' }
  | { type: 'purchase.decrement' }
  | { type: 'purchase.add' }
  | { type: 'purchase.dismiss' }
  /** A business buyer's minimum became known (their wholesale terms load beside the product). */
  | { type: 'purchase.minimum'; minQty: number };

export interface AddToCartInput {
  goodsId: number;
  variantId: number;
  qty: number;
}

/** The chosen colour's stock. */
export function stockOf(c: Pick<PurchaseContext, 'variants' | 'variantId'>): number {
  return c.variants.find((v) => v.id === c.variantId)?.stock_qty ?? 0;
}

/** The most a shopper may put in the cart for the chosen colour. */
export function maxQty(c: Pick<PurchaseContext, 'variants' | 'variantId' | 'purchaseLimit'>): number {
  const stock = stockOf(c);
  return c.purchaseLimit > 0 ? Math.min(stock, c.purchaseLimit) : stock;
}

/** A quantity within the minimum (at least 1) and max; not a number is the minimum. */
function clamp(qty: number, max: number, min = 1): number {
  const low = Math.max(1, min);
  if (!Number.isFinite(qty)) return low;
  return Math.max(low, Math.min(Math.floor(qty), Math.max(low, max)));
}

const minimumOf = (qty: number) => (Number.isFinite(qty) ? Math.max(1, Math.floor(qty)) : 1);

/**
 * The product page's purchase panel: a colour, a quantity within that colour's stock, and adding
 * to the cart. An out-of-stock colour cannot be added (the page offers a stock notification).
 * A business buyer's minimum order quantity is the least the quantity can be: it starts there, a
 * smaller one asked for is refused with the minimum kept (and said), and a colour with less stock
 * than the minimum cannot be added.
 */
export const purchasePanelMachine = setup({
  types: {
    input: {} as PurchaseInput,
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
    tags: {} as 'editable' | 'belowMinimum' | 'soldOut' | 'shortOfMinimum' | 'failed' | 'busy' | 'done',
  },
  actors: {
    /** POST api/users/addCart: answers the whole cart. */
    addToCart: providedCall<CartLine[], AddToCartInput>('addToCart'),
  },
  delays: {
    /** How long the "added" confirmation stays before the panel is ready again. */
    addedNotice: ADDED_NOTICE_MS,
  },
  guards: {
    isInStock: ({ context }) => stockOf(context) > 0,
    /** In stock, and the stock (and purchase limit) reach the minimum. */
    canMeetMinimum: ({ context }) => stockOf(context) > 0 && maxQty(context) >= context.minQty,
    isBelowMax: ({ context }) => context.qty < maxQty(context),
    /** A minimum above the one the panel has (the same one told again changes nothing). */
    raisesMinimum: ({ context, event }) => event.type === 'purchase.minimum' && minimumOf(event.minQty) > context.minQty,
    isBelowMinimum: ({ context, event }) => context.minQty > 1 && event.type === 'purchase.qty' && event.qty < context.minQty,
    isKnownVariant: ({ context, event }) => event.type === 'purchase.variant' && context.variants.some((v) => v.id === event.variantId),
  },
  actions: {
    chooseVariant: assign(({ context, event }) => {
      const variantId = event.type === 'purchase.variant' ? event.variantId : context.variantId;
      return { variantId, qty: clamp(context.qty, maxQty({ ...context, variantId }), context.minQty), error: null };
    }),
    setQty: assign({
      qty: ({ context, event }) => (event.type === 'purchase.qty' ? clamp(event.qty, maxQty(context), context.minQty) : context.qty),
    }),
    increment: assign({ qty: ({ context }) => clamp(context.qty + 1, maxQty(context), context.minQty) }),
    decrement: assign({ qty: ({ context }) => clamp(context.qty - 1, maxQty(context), context.minQty) }),
    setMinimum: assign(({ context }, { minQty }: { minQty: number }) => {
      const min = minimumOf(minQty);
      return { minQty: min, qty: clamp(Math.max(context.qty, min), maxQty(context), min), error: null };
    }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    /** Provided by the app: its cart takes the lines the server answered, so the header count follows at once. */
    tellCart: (_, _params: { lines: CartLine[] }) => {},
  },
}).createMachine({
  id: 'purchasePanel',
  context: ({ input }) => {
    const minQty = minimumOf(input.minQty ?? 1);
    const chosen =
      input.variants.find((v) => v.id === input.variantId) ??
      input.variants.find((v) => v.stock_qty >= minQty) ??
      input.variants.find((v) => v.stock_qty > 0) ??
      input.variants[0];
    return {
      goodsId: input.goodsId,
      variants: input.variants,
      variantId: chosen?.id ?? 0,
      purchaseLimit: input.purchaseLimit ?? 0,
      minQty,
      qty: minQty,
      error: null,
    };
  },
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'checkingStock',
      on: {
        'purchase.variant': { guard: 'isKnownVariant', target: '.checkingStock', actions: 'chooseVariant' },
        'purchase.minimum': {
          guard: 'raisesMinimum',
          target: '.checkingStock',
          actions: { type: 'setMinimum', params: ({ event }) => ({ minQty: event.minQty }) },
        },
      },
      states: {
        checkingStock: {
          always: [{ guard: 'canMeetMinimum', target: 'inStock' }, { guard: 'isInStock', target: 'shortOfMinimum' }, { target: 'outOfStock' }],
        },
        inStock: {
          tags: ['editable'],
          on: {
            'purchase.qty': [{ guard: 'isBelowMinimum', target: 'belowMinimum', actions: 'setQty' }, { actions: 'setQty' }],
            'purchase.increment': { actions: 'increment' },
            'purchase.decrement': { actions: 'decrement' },
            'purchase.add': { target: '#purchasePanel.adding', actions: 'clearError' },
          },
        },
        belowMinimum: {
          tags: ['editable', 'belowMinimum'],
          description: 'A quantity below the business minimum was asked for: the minimum is kept and the panel says so until the next change.',
          on: {
            'purchase.qty': [
              { guard: 'isBelowMinimum', actions: 'setQty' },
              { target: 'inStock', actions: 'setQty' },
            ],
            // The quantity is the minimum here: less is not offered, more (when the stock allows) is.
            'purchase.increment': { guard: 'isBelowMax', target: 'inStock', actions: 'increment' },
            'purchase.add': { target: '#purchasePanel.adding', actions: 'clearError' },
          },
        },
        outOfStock: {
          tags: ['soldOut'],
          description: 'This colour has no stock: nothing to add; the page offers "notify me".',
        },
        shortOfMinimum: {
          tags: ['shortOfMinimum'],
          description: 'This colour has some stock, but less than the business minimum: nothing to add; the panel says so.',
        },
        failed: {
          tags: ['failed'],
          description: 'The last add was refused (e.g. stock changed); the message shows until the next action.',
          on: {
            'purchase.qty': [
              { guard: 'isBelowMinimum', target: 'belowMinimum', actions: 'setQty' },
              { target: 'inStock', actions: 'setQty' },
            ],
            'purchase.increment': { target: 'inStock', actions: 'increment' },
            'purchase.decrement': { target: 'inStock', actions: 'decrement' },
            'purchase.add': { target: '#purchasePanel.adding', actions: 'clearError' },
          },
        },
      },
    },
    adding: {
      tags: ['busy'],
      description: 'Waiting for the cart; further clicks are ignored.',
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({ goodsId: context.goodsId, variantId: context.variantId, qty: context.qty }),
        onDone: { target: 'added', actions: { type: 'tellCart', params: ({ event }) => ({ lines: event.output }) } },
        onError: { target: 'choosing.failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    added: {
      tags: ['done'],
      description: 'A short confirmation, then ready to add more.',
      after: { addedNotice: 'choosing' },
      on: {
        'purchase.dismiss': 'choosing',
        'purchase.minimum': {
          guard: 'raisesMinimum',
          target: 'choosing',
          actions: { type: 'setMinimum', params: ({ event }) => ({ minQty: event.minQty }) },
        },
        'purchase.variant': { guard: 'isKnownVariant', target: 'choosing', actions: 'chooseVariant' },
      },
    },
  },
});
