import type { SnapshotFrom } from 'xstate';
import type { WishItem } from '../../../contract/entities';
import type { wishlistMachine } from '../../../machines/wishlist.machine';

export interface WishlistView {
  ids: number[];
  items: WishItem[];
  /** The wishlist is being fetched from the server. */
  loading: boolean;
}

/** What the wishlist's views read in each state of machines/wishlist.machine.ts. */
export function wishlistView(s: SnapshotFrom<typeof wishlistMachine>): WishlistView {
  return { ids: s.context.ids, items: s.context.items, loading: s.hasTag('loading') };
}
