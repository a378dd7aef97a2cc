import type { SnapshotFrom } from 'xstate';
import type { cartCheckoutMachine } from '../../../machines/cart-checkout.machine';

export interface CartCheckoutView {
  /** The selection is being checked (or the cart reloads after signing in, or the page is leaving): the button shows its spinner. */
  busy: boolean;
  /** A visitor pressed Checkout: the login dialog is open and the summary asks to sign in. */
  signingIn: boolean;
  /** Some lines cannot be bought as they are: the summary says so and the lines show why. */
  blocked: boolean;
  /** The check could not be made: its message shows. */
  failed: boolean;
}

/** What the cart's Checkout button and summary draw in each state of machines/cart-checkout.machine.ts. */
export function cartCheckoutView(s: SnapshotFrom<typeof cartCheckoutMachine>): CartCheckoutView {
  return { busy: s.hasTag('busy'), signingIn: s.hasTag('signingIn'), blocked: s.hasTag('blocked'), failed: s.hasTag('failed') };
}
