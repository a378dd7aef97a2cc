import { fromPromise } from 'xstate';
import { said } from '../../../contract/messages';
import { failureMessage } from '../../../contract/codes';
import { quickAddMachine } from '../../../machines/quick-add.machine';
import { cartApi } from './cart.api';
import { productApi } from '../product/product.api';
import { appActor, showToast } from '../../app/app-actors';
import { track } from '../../app/tracking';

/**
 * Quick add's effects: the product's colours (GET api/goods/{id}), adding one
 * (POST api/users/addCart), the app's cart taking the cart the server answered (and the
 * add_to_cart shop event), and toasts for
 * the confirmation and for a refusal.
 */
export const quickAddLogic = quickAddMachine.provide({
  actors: {
    loadColours: fromPromise(({ input, signal }) => productApi.goodsDetail(input.goodsId, signal).then((d) => d.variants)),
    addToCart: fromPromise(({ input }) => cartApi.addCart({ goods_id: input.goodsId, variant_id: input.variantId, qty: input.qty })),
  },
  actions: {
    tellCart: ({ context }, { lines }) => {
      appActor('cart').send({ type: 'cart.set', lines });
      track('add_to_cart', context.goodsId);
    },
    reportAdded: (_, { name }) => showToast('success', { key: 'wishlist:page.added', values: { name } }),
    reportFailure: (_, { error }) => showToast('error', failureMessage(error, said('serverError'))),
  },
});
