import { fromPromise } from 'xstate';
import { lensConfiguratorMachine } from '../../../machines/lens-configurator.machine';
import { cartApi } from '../../api/cart';
import { lensApi } from '../../api/lenses';
import { appActor } from '../../app/app-actors';
import { navigate } from '../../app/navigation';
import { routes } from '../../app/routes';
import { track } from '../../app/tracking';

/**
 * The lens configurator's effects: the lens catalogue from api/customer/lens_list, the glasses
 * posted to api/users/addCart; the app's cart takes the cart the server answered, then the cart
 * page shows the lines.
 */
export const lensConfiguratorLogic = lensConfiguratorMachine.provide({
  actors: {
    loadLenses: fromPromise(() => lensApi.lensList()),
    addGlasses: fromPromise(({ input }) => cartApi.addCart(input)),
  },
  actions: {
    tellCart: ({ context }, { lines }) => {
      appActor('cart').send({ type: 'cart.set', lines });
      track('add_to_cart', context.goodsId);
    },
    showCart: () => navigate(routes.cart),
  },
});
