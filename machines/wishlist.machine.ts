import { assign, setup } from 'xstate';
import type { WishItem } from '../contract/entities';
import { providedCall } from './provided';

export interface WishlistInput {
  /** The wished goods ids persisted from the last visit. */
  ids?: number[] | null;
}

export interface WishlistContext {
  ids: number[];
  items: WishItem[];
}

export type WishlistEvent =
  /** (Re)load from the server: on every session token change. */
  | { type: 'wishlist.load' }
  /** Forget the wished goods: on logout. */
  | { type: 'wishlist.clear' }
  /** The server answered addWish/removeWish with the wished ids: hearts follow, items drop the removed. */
  | { type: 'wishlist.set'; ids: number[] };

/**
 * The goods the shopper wished (GET api/users/wishDetails). Hearts read the ids; the
 * my-wishlist page reads the items.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    tags: {} as 'loading' | 'unloaded' | 'loaded' | 'failed',
    input: {} as WishlistInput,
  },
  actors: {
    /** GET api/users/wishDetails */
    fetchWishlist: providedCall<WishItem[]>('fetchWishlist'),
  },
  actions: {
    /** Writes the ids to storage key `wishlist` (provided by the app). */
    persistWishlist: () => {},
    setItems: assign((_, { items }: { items: WishItem[] }) => ({ items, ids: items.map((i) => i.goods_id) })),
    clearItems: assign({ ids: [], items: [] }),
    setIds: assign(({ context, event }) => {
      if (event.type !== 'wishlist.set') return {};
      const ids = [...new Set(event.ids)];
      return { ids, items: context.items.filter((i) => ids.includes(i.goods_id)) };
    }),
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({ ids: input?.ids ?? [], items: [] }),
  initial: 'idle',
  on: {
    'wishlist.load': { target: '.loading', reenter: true },
    'wishlist.clear': { target: '.idle', actions: ['clearItems', 'persistWishlist'] },
    'wishlist.set': { actions: ['setIds', 'persistWishlist'] },
  },
  states: {
    idle: { tags: ['unloaded'], description: 'Nothing loaded yet in this visit (the persisted ids are used).' },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'fetchWishlist',
        src: 'fetchWishlist',
        onDone: { target: 'ready', actions: [{ type: 'setItems', params: ({ event }) => ({ items: event.output }) }, 'persistWishlist'] },
        onError: 'failed',
      },
    },
    ready: { tags: ['loaded'] },
    failed: { tags: ['failed'], description: 'The last load failed; the previous ids stay.' },
  },
});

export type WishlistMachine = typeof wishlistMachine;
