import { useEffect, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { CartVerification } from '../../../contract/entities';
import { cartCheckoutMachine } from '../../../machines/cart-checkout.machine';
import { routes } from '../../app/paths';
import { CartContext } from '../../app/cart/cart-context';
import { selectedLines } from '../../app/cart/selectors';
import { useOverlays } from '../../app/overlays/selectors';
import { cartApi } from '../../api/cart';

/** Checks the selected lines (api/users/verifyCartPurchaseLimit); tests hand in their own. */
export type VerifySelection = (cartIds: number[]) => Promise<CartVerification>;
const apiVerify: VerifySelection = (ids) => cartApi.verifyCartPurchaseLimit(ids);

export type CartCheckoutActor = ActorRefFrom<typeof cartCheckoutMachine>;
export type CheckoutView = 'idle' | 'signingIn' | 'busy' | 'blocked' | 'failed';

/**
 * The Checkout button's actor for the cart page: the login dialog for a visitor (its success
 * continues the checkout), /payment when the check passes, a fresh cart when it does not. The
 * cart's loads after the sign-in reach the actor with the selection as it is then.
 */
export function useCartCheckout(verify: VerifySelection = apiVerify): CartCheckoutActor {
  const [, navigate] = useLocation();
  const { open } = useOverlays();
  const cart = CartContext.useActorRef();
  const logic = useMemo(
    () =>
      cartCheckoutMachine.provide({
        actors: { verifySelection: fromPromise(({ input }) => verify(input.cartIds)) },
        actions: {
          askToSignIn: ({ self }) => open('login', { onSuccess: () => self.send({ type: 'checkout.signedIn' }) }),
          goToPayment: () => navigate(routes.payment),
          refreshCart: () => cart.send({ type: 'cart.load' }),
        },
      }),
    [verify, open, navigate, cart],
  );
  const actor = useActorRef(logic);
  useEffect(() => {
    const loaded = cart.on('cart.loaded', () =>
      actor.send({ type: 'checkout.cartLoaded', cartIds: selectedLines(cart.getSnapshot()).map((l) => l.id) }),
    );
    const failed = cart.on('cart.loadFailed', () => actor.send({ type: 'checkout.cartFailed' }));
    return () => {
      loaded.unsubscribe();
      failed.unsubscribe();
    };
  }, [cart, actor]);
  return actor;
}

/** What the Checkout button shows. */
export function useCheckoutView(actor: CartCheckoutActor): CheckoutView {
  return useSelector(actor, (s) => {
    if (s.matches('verifying') || s.matches('awaitingCart') || s.matches('leaving')) return 'busy';
    if (s.matches('signingIn')) return 'signingIn';
    if (s.matches('blocked')) return 'blocked';
    if (s.matches('failed')) return 'failed';
    return 'idle';
  });
}
