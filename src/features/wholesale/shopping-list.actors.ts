import { fromPromise } from 'xstate';
import { messages } from '../../../contract/messages';
import { shoppingListMachine } from '../../../machines/shopping-list.machine';
import { checkoutApi } from '../checkout/checkout.api';
import { wholesaleApi } from './wholesale.api';
import { appActor } from '../../app/app-actors';
import { navigate } from '../../app/navigation';
import { routes } from '../../app/paths';

/** A fresh key per submit: a repeated tap answers the same order. */
const clientToken = () => `sl-${crypto.randomUUID()}`;

/**
 * The shopping list's effects (the shopping list page and the wholesale price list's quantities):
 * the list calls of api/users/shoppingList; a submit ships to the
 * customer's default address (the first of the address book) by standard shipping, then shows
 * the list with its order; moving to the cart reloads the cart and opens it.
 */
export const shoppingListLogic = shoppingListMachine.provide({
  actors: {
    loadList: fromPromise(({ signal }) => wholesaleApi.shoppingList(signal)),
    addLines: fromPromise(({ input }) => wholesaleApi.quickOrder(input.text)),
    submitList: fromPromise(async () => {
      const [address] = await checkoutApi.addressBooks();
      if (!address) throw new Error(messages.addressRequired);
      return wholesaleApi.submit({ address_id: address.id, shipping_method: 'standard', client_token: clientToken() });
    }),
    moveToCart: fromPromise(() => wholesaleApi.toCart()),
    saveLine: fromPromise(({ input }) => wholesaleApi.setLine(input.variantId, input.qty)),
  },
  actions: {
    goToOrder: (_, { listId }) => navigate(routes.shoppingOrderDetail(listId)),
    goToCart: () => {
      appActor('cart').send({ type: 'cart.load' });
      navigate(routes.cart);
    },
  },
});
