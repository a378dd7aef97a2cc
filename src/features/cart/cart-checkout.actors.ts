import { fromCallback, fromPromise } from 'xstate';
import { cartCheckoutMachine, type CartCheckoutEvent } from '../../../machines/cart-checkout.machine';
import { cartApi } from './cart.api';
import { appActor, openOverlay } from '../../app/app-actors';
import { selectedLines } from './selectors';
import { navigate } from '../../app/navigation';
import { routes } from '../../app/paths';

/**
 * The Checkout button's effects: the stock check (api/users/verifyCartPurchaseLimit), the login
 * dialog for a visitor (its success continues the checkout), the app's cart's loads while the gate
 * waits for the merged cart, /payment when the check passes and a fresh cart when it does not.
 */
export const cartCheckoutLogic = cartCheckoutMachine.provide({
  actors: {
    verifySelection: fromPromise(({ input }) => cartApi.verifyCartPurchaseLimit(input.cartIds)),
    cartLoads: fromCallback(({ sendBack }) => {
      const cart = appActor('cart');
      const loaded = cart.on('cart.loaded', () =>
        sendBack({ type: 'checkout.cartLoaded', cartIds: selectedLines(cart.getSnapshot()).map((l) => l.id) } satisfies CartCheckoutEvent),
      );
      const failed = cart.on('cart.loadFailed', () => sendBack({ type: 'checkout.cartFailed' } satisfies CartCheckoutEvent));
      return () => {
        loaded.unsubscribe();
        failed.unsubscribe();
      };
    }),
  },
  actions: {
    // A new customer registers on the way to paying; an existing one may use either tab.
    askToSignIn: ({ self }) => openOverlay('login', { registerSignsIn: true, onSuccess: () => self.send({ type: 'checkout.signedIn' }) }),
    goToPayment: () => navigate(routes.payment),
    refreshCart: () => appActor('cart').send({ type: 'cart.load' }),
  },
});
