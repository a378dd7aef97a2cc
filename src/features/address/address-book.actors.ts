import { fromPromise } from 'xstate';
import { addressBookMachine } from '../../../machines/address-book.machine';
import { confirmDeleteMachine } from '../../../machines/confirm-delete.machine';
import { checkoutApi } from '../checkout/checkout.api';

/**
 * /account/my-address-book's effects: the book (GET api/users/addressBooks), each delete after
 * its confirmation (DELETE api/users/delAddress/{id}), and making an address the default
 * (POST api/users/updateAddress/{id} with is_default, then the book again).
 */
export const addressBookLogic = addressBookMachine.provide({
  actors: {
    loadBook: fromPromise(({ signal }) => checkoutApi.addressBooks(signal)),
    confirmDelete: confirmDeleteMachine.provide({
      actors: { deleteItem: fromPromise(({ input }) => checkoutApi.delAddress(input.id)) },
    }),
    makeDefault: fromPromise(async ({ input }) => {
      const { id, country: _country, ...values } = input.address;
      await checkoutApi.updateAddress(id, { ...values, is_default: true });
      return checkoutApi.addressBooks();
    }),
  },
});
