import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { cartCheckoutMachine } from '../../../machines/cart-checkout.machine';
import { inspect } from '../../app/inspect';
import { cartCheckoutLogic } from './cart-checkout.actors';
import { cartCheckoutView } from './cart-checkout.view';

export type CartCheckoutActor = ActorRefFrom<typeof cartCheckoutMachine>;
export type CheckoutView = 'idle' | 'signingIn' | 'busy' | 'blocked' | 'failed';

/** The Checkout button's actor for the cart page (effects: ./cart-checkout.actors.ts; tests pass their own `logic`). */
export function useCartCheckout(logic: typeof cartCheckoutMachine = cartCheckoutLogic): CartCheckoutActor {
  return useActorRef(logic, { inspect });
}

/** What the Checkout button shows. */
export function useCheckoutView(actor: CartCheckoutActor): CheckoutView {
  return useSelector(actor, (s) => {
    const view = cartCheckoutView(s);
    if (view.busy) return 'busy';
    if (view.signingIn) return 'signingIn';
    if (view.blocked) return 'blocked';
    if (view.failed) return 'failed';
    return 'idle';
  });
}
