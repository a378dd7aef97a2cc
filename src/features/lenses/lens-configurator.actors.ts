import { fromPromise } from 'xstate';
import { lensConfiguratorMachine } from '../../../machines/lens-configurator.machine';
import { cartApi } from '../cart/cart.api';
import { lensApi } from './lenses.api';
import { prescriptionApi } from './prescriptions.api';
import { appActor } from '../../app/app-actors';
import { sessionView } from '../../app/session/session.view';
import { navigate } from '../../app/navigation';
import { routes } from '../../app/paths';
import { track } from '../../app/tracking';

/**
 * The lens configurator's effects: the lens catalogue from api/customer/lens_list and the frame's
 * SPH ranges from api/goods/sphRange, the glasses posted to api/users/addCart; the app's cart
 * takes the cart the server answered, then the cart page shows the lines. A signed-in customer's saved prescriptions (api/users/prescriptions) are
 * read and kept; a visitor has none (null). A customer's prescription photo goes to
 * api/users/prescriptionPhoto.
 */
export const lensConfiguratorLogic = lensConfiguratorMachine.provide({
  actors: {
    loadLenses: fromPromise(() => lensApi.lensList()),
    loadSphRange: fromPromise(({ input, signal }) => lensApi.sphRange(input.goodsId, signal)),
    addGlasses: fromPromise(({ input }) => cartApi.addCart(input)),
    loadSaved: fromPromise(({ signal }) =>
      sessionView(appActor('session').getSnapshot()).signedIn ? prescriptionApi.list(signal) : Promise.resolve(null),
    ),
    savePrescription: fromPromise(({ input }) => prescriptionApi.save(input)),
    uploadPhoto: fromPromise(({ input }) => prescriptionApi.uploadPhoto(input.file)),
  },
  actions: {
    tellCart: ({ context }, { lines }) => {
      appActor('cart').send({ type: 'cart.set', lines });
      track('add_to_cart', context.goodsId);
    },
    showCart: () => navigate(routes.cart),
  },
});
