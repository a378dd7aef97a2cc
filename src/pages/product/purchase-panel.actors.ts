import { fromPromise } from 'xstate';
import { purchasePanelMachine } from '../../../machines/purchase-panel.machine';
import { cartApi } from '../../api/cart';
import { appActor } from '../../app/app-actors';

/**
 * The purchase panel's effects: adding posts api/users/addCart, and the app's cart takes the cart
 * the server answered (so the header count follows at once).
 */
export const purchasePanelLogic = purchasePanelMachine.provide({
  actors: {
    addToCart: fromPromise(({ input }) => cartApi.addCart({ goods_id: input.goodsId, variant_id: input.variantId, qty: input.qty })),
  },
  actions: {
    tellCart: (_, { lines }) => appActor('cart').send({ type: 'cart.set', lines }),
  },
});
