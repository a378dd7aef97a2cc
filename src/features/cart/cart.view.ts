import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart.machine';

export interface CartView {
  /** The cart is being fetched from the server. */
  loading: boolean;
  /** This visit's cart came from the server (or a cart change answered). */
  loaded: boolean;
  /** The last load failed: the lines shown are the previous ones, with a retry. */
  failed: boolean;
}

/** What the cart's views draw of its loading, in each state of machines/cart.machine.ts. */
export function cartView(s: SnapshotFrom<typeof cartMachine>): CartView {
  return { loading: s.hasTag('loading'), loaded: s.hasTag('loaded'), failed: s.hasTag('failed') };
}
