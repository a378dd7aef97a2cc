import { assign, setup } from 'xstate';
import type { GoodsVariant } from '../contract/catalog';
import type { CartLine } from '../contract/entities';
import { providedCall } from './provided';
import type { AddToCartInput } from './purchase-panel.machine';

export interface QuickAddInput {
  goodsId: number;
  /** The product's name, for the confirmation ("… is in your cart"). */
  name: string;
}

export interface QuickAddContext {
  goodsId: number;
  name: string;
  /** The one colour in stock, which "Add to cart" adds. */
  variantId: number;
}

export type QuickAddEvent = { type: 'quickAdd.add' };

const inStock = (colours: GoodsVariant[]) => colours.filter((v) => v.stock_qty > 0);

/**
 * "Add to cart" straight from a list (the wishlist page): the product's colours are looked up
 * first. With exactly one colour in stock one of it is added here; with several the shopper
 * chooses on the product page; with none (or when the colours cannot be had) the product page is
 * offered. Adding hands the server's cart to the app's cart and confirms, or reports the refusal.
 */
export const quickAddMachine = setup({
  types: {
    input: {} as QuickAddInput,
    context: {} as QuickAddContext,
    events: {} as QuickAddEvent,
    tags: {} as 'loading' | 'choose' | 'viewOnly' | 'busy',
  },
  actors: {
    /** GET api/goods/{id}: the product's colours with their stock. */
    loadColours: providedCall<GoodsVariant[], { goodsId: number }>('loadColours'),
    /** POST api/users/addCart: answers the whole cart. */
    addToCart: providedCall<CartLine[], AddToCartInput>('addToCart'),
  },
  guards: {
    hasOneInStock: (_, { colours }: { colours: GoodsVariant[] }) => inStock(colours).length === 1,
    hasSeveralInStock: (_, { colours }: { colours: GoodsVariant[] }) => inStock(colours).length > 1,
  },
  actions: {
    chooseTheColourInStock: assign((_, { colours }: { colours: GoodsVariant[] }) => ({ variantId: inStock(colours)[0]!.id })),
    /** Provided by the app: its cart takes the lines the server answered, so the header count follows. */
    tellCart: (_, _params: { lines: CartLine[] }) => {},
    /** Provided by the app: confirms "<name> is in your cart" (a toast). */
    reportAdded: (_, _params: { name: string }) => {},
    /** Provided by the app: tells the shopper why the cart refused (a toast). */
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'quickAdd',
  context: ({ input }) => ({ goodsId: input.goodsId, name: input.name, variantId: 0 }),
  initial: 'loadingColours',
  states: {
    loadingColours: {
      tags: ['loading'],
      description: 'Which colours are in stock decides what the row offers; nothing to click yet.',
      invoke: {
        id: 'loadColours',
        src: 'loadColours',
        input: ({ context }) => ({ goodsId: context.goodsId }),
        onDone: [
          {
            guard: { type: 'hasOneInStock', params: ({ event }) => ({ colours: event.output }) },
            target: 'ready',
            actions: { type: 'chooseTheColourInStock', params: ({ event }) => ({ colours: event.output }) },
          },
          { guard: { type: 'hasSeveralInStock', params: ({ event }) => ({ colours: event.output }) }, target: 'chooseOnPage' },
          { target: 'viewOnly' },
        ],
        onError: 'viewOnly',
      },
    },
    chooseOnPage: {
      tags: ['choose'],
      description: 'Several colours in stock: the shopper chooses on the product page.',
    },
    viewOnly: {
      tags: ['viewOnly'],
      description: 'No colour in stock (or the colours could not be had): the product page is offered.',
    },
    ready: {
      on: { 'quickAdd.add': 'adding' },
    },
    adding: {
      tags: ['busy'],
      description: 'Waiting for the cart; further clicks are ignored.',
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({ goodsId: context.goodsId, variantId: context.variantId, qty: 1 }),
        onDone: {
          target: 'added',
          actions: [
            { type: 'tellCart', params: ({ event }) => ({ lines: event.output }) },
            { type: 'reportAdded', params: ({ context }) => ({ name: context.name }) },
          ],
        },
        onError: { target: 'failed', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    added: {
      description: 'In the cart and confirmed; another one may be added.',
      on: { 'quickAdd.add': 'adding' },
    },
    failed: {
      description: 'The cart refused (e.g. the stock changed) and the shopper was told why; may try again.',
      on: { 'quickAdd.add': 'adding' },
    },
  },
});
