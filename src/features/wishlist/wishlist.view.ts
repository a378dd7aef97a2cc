import type { SnapshotFrom } from 'xstate';
import type { WishItem } from '../../../contract/entities';
import type { wishlistMachine } from '../../../machines/wishlist.machine';

export interface WishlistView {
  ids: number[];
  items: WishItem[];
  /** The wishlist is being fetched from the server. */
  loading: boolean;
  /** What the wishlist page shows: its list, its failure, or that it is on its way (not asked yet, or asked). */
  status: 'loading' | 'ready' | 'failed';
  /** Not asked for yet in this visit: the wishlist page asks for it. */
  unloaded: boolean;
}

/** What the wishlist's views read in each state of machines/wishlist.machine.ts. */
export function wishlistView(s: SnapshotFrom<typeof wishlistMachine>): WishlistView {
  const status = s.hasTag('loaded') ? 'ready' : s.hasTag('failed') ? 'failed' : 'loading';
  return { ids: s.context.ids, items: s.context.items, loading: s.hasTag('loading'), status, unloaded: s.hasTag('unloaded') };
}
