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
  /** Preselected colour (e.g. from the URL); defaults to the first in stock. */
  variantId?: number;
  /** Per-line limit; 0 means stock is the only limit. */
  purchaseLimit?: number;
}

interface PurchaseContext {
  goodsId: number;
  variants: PanelVariant[];
  variantId: number;
  qty: number;
  purchaseLimit: number;
  error: unknown;
}

export type PurchaseEvent =
  | { type: 'purchase.variant'; variantId: number }
  | { type: 'purchase.qty'; qty: number }
  | { type: 'purchase.increment' }
  | { type: 'purchase.decrement' }
  | { type: 'purchase.add' }
  | { type: 'purchase.dismiss' };

export interface AddToCartInput {
  goodsId: number;
  variantId: number;
  qty: number;
}

function stockOf(c: Pick<PurchaseContext, 'variants' | 'variantId'>): number {
  return c.variants.find((v) => v.id === c.variantId)?.stock_qty ?? 0;
}

/** The most a shopper may put in the cart for the chosen colour. */
export function maxQty(c: Pick<PurchaseContext, 'variants' | 'variantId' | 'purchaseLimit'>): number {
  const stock = stockOf(c);
  return c.purchaseLimit > 0 ? Math.min(stock, c.purchaseLimit) : stock;
}

function clamp(qty: number, max: number): number {
  if (!Number.isFinite(qty)) return 1;
  return Math.max(1, Math.min(Math.floor(qty), Math.max(1, max)));
}

/**
 * The product page's purchase panel: a colour, a quantity within that colour's stock, and adding
 * to the cart. An out-of-stock colour cannot be added (the page offers a stock notification).
 */
export const purchasePanelMachine = setup({
  types: {
    input: {} as PurchaseInput,
    context: {} as PurchaseContext,
    events: {} as PurchaseEvent,
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
    isKnownVariant: ({ context, event }) =>
      event.type === 'purchase.variant' && context.variants.some((v) => v.id === event.variantId),
  },
  actions: {
    chooseVariant: assign(({ context, event }) => {
      const variantId = event.type === 'purchase.variant' ? event.variantId : context.variantId;
      return { variantId, qty: clamp(context.qty, maxQty({ ...context, variantId })), error: null };
    }),
    setQty: assign({
      qty: ({ context, event }) => (event.type === 'purchase.qty' ? clamp(event.qty, maxQty(context)) : context.qty),
    }),
    increment: assign({ qty: ({ context }) => clamp(context.qty + 1, maxQty(context)) }),
    decrement: assign({ qty: ({ context }) => clamp(context.qty - 1, maxQty(context)) }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
    clearError: assign({ error: null }),
    /** Provided by the app: its cart takes the lines the server answered, so the header count follows at once. */
    tellCart: (_, _params: { lines: CartLine[] }) => {},
  },
}).createMachine({
  id: 'purchasePanel',
  context: ({ input }) => {
    const chosen =
      input.variants.find((v) => v.id === input.variantId) ??
      input.variants.find((v) => v.stock_qty > 0) ??
      input.variants[0];
    return {
      goodsId: input.goodsId,
      variants: input.variants,
      variantId: chosen?.id ?? 0,
      qty: 1,
      purchaseLimit: input.purchaseLimit ?? 0,
      error: null,
    };
  },
  initial: 'choosing',
  states: {
    choosing: {
      initial: 'checkingStock',
      on: {
        'purchase.variant': { guard: 'isKnownVariant', target: '.checkingStock', actions: 'chooseVariant' },
      },
      states: {
        checkingStock: {
          always: [{ guard: 'isInStock', target: 'inStock' }, { target: 'outOfStock' }],
        },
        inStock: {
          on: {
            'purchase.qty': { actions: 'setQty' },
            'purchase.increment': { actions: 'increment' },
            'purchase.decrement': { actions: 'decrement' },
            'purchase.add': { target: '#purchasePanel.adding', actions: 'clearError' },
          },
        },
        outOfStock: {
          description: 'This colour has no stock: nothing to add; the page offers "notify me".',
        },
        failed: {
          description: 'The last add was refused (e.g. stock changed); the message shows until the next action.',
          on: {
            'purchase.qty': { target: 'inStock', actions: 'setQty' },
            'purchase.increment': { target: 'inStock', actions: 'increment' },
            'purchase.decrement': { target: 'inStock', actions: 'decrement' },
            'purchase.add': { target: '#purchasePanel.adding', actions: 'clearError' },
          },
        },
      },
    },
    adding: {
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
      description: 'A short confirmation, then ready to add more.',
      after: { addedNotice: 'choosing' },
      on: {
        'purchase.dismiss': 'choosing',
        'purchase.variant': { guard: 'isKnownVariant', target: 'choosing', actions: 'chooseVariant' },
      },
    },
  },
});
