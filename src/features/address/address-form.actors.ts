import { fromPromise } from 'xstate';
import { addressFormMachine } from '../../../machines/address-form.machine';
import { checkoutApi } from '../checkout/checkout.api';
import { navigate } from '../../app/navigation';
import { routes } from '../../app/paths';

/**
 * The address form's save: api/users/addAddress for a new address, api/users/updateAddress/{id}
 * for an edit. The checkout invokes this one as its child (checkout.actors.ts) and takes the
 * saved address from its output.
 */
export const addressFormLogic = addressFormMachine.provide({
  actors: {
    saveAddress: fromPromise(({ input }) =>
      input.id == null ? checkoutApi.addAddress(input.values) : checkoutApi.updateAddress(input.id, input.values),
    ),
  },
});

/** The form as a page of the address book (/account/my-address-book/{style}): once saved, back to the book. */
export const addressBookFormLogic = addressFormLogic.provide({
  actions: {
    leaveForm: () => navigate(routes.myAddressBook, { replace: true }),
  },
});
