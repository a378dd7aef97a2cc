import { fromPromise } from 'xstate';
import { purchasePanelMachine } from '../../../machines/purchase-panel.machine';
import { cartApi } from '../cart/cart.api';
import { appActor } from '../../app/app-actors';
import { track } from '../../app/tracking';

/**
 * The purchase panel's effects: adding posts api/users/addCart, and the app's cart takes the cart
 * the server answered (so the header count follows at once), and the add_to_cart shop event.
 */
export const purchasePanelLogic = purchasePanelMachine.provide({
  actors: {
    addToCart: fromPromise(({ input }) => cartApi.addCart({ goods_id: input.goodsId, variant_id: input.variantId, qty: input.qty })),
  },
  actions: {
    tellCart: ({ context }, { lines }) => {
      appActor('cart').send({ type: 'cart.set', lines });
      track('add_to_cart', context.goodsId);
    },
  },
});
