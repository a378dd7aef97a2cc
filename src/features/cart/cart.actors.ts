import { fromPromise } from 'xstate';
import { cartMachine } from '../../../machines/cart.machine';
import { cartApi } from './cart.api';
import { storage } from '../../app/storage';

/** The cart's effects: getCart, one line change at a time, and what is kept between visits. */
export const cartLogic = cartMachine.provide({
  actors: {
    fetchCart: fromPromise(() => cartApi.getCart()),
    saveEdit: fromPromise(({ input }) =>
      input.kind === 'delete' ? cartApi.deleteCart([input.id]) : cartApi.updateCart({ cart_id: input.id, qty: input.qty }),
    ),
  },
  actions: {
    persistCart: ({ context }) => storage.set('cart', context.lines),
    persistUnselected: ({ context }) => storage.set('unselectedCartIds', context.unselected),
  },
});
