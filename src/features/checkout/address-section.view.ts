import type { SnapshotFrom } from 'xstate';
import type { Address } from '../../../contract/checkout';
import type { checkoutMachine } from '../../../machines/checkout.machine';
import type { AddressFormActor } from '../address/address-form';

export interface AddressSectionView {
  /** The address form shows, for a new address (`adding`) or one of the book (`editing`); else the book to choose from. */
  form: 'adding' | 'editing' | null;
  /** The running address form, while `form` is open. */
  formActor: AddressFormActor | undefined;
  /** The form has a Cancel (an edit, or a new address when the book has others to go back to). */
  canCancel: boolean;
  addresses: Address[];
  /** The order's address. */
  addressId: number | null;
  /** "Place order" was pressed without an address: the section says one is needed. */
  blocked: boolean;
}

/** What the checkout's address section draws in each state of machines/checkout.machine.ts. */
export function addressSectionView(s: SnapshotFrom<typeof checkoutMachine>): AddressSectionView {
  const { addresses, addressId, blocker } = s.context;
  return {
    form: s.hasTag('addingAddress') ? 'adding' : s.hasTag('editingAddress') ? 'editing' : null,
    formActor: s.children.addressForm as AddressFormActor | undefined,
    canCancel: s.can({ type: 'address.cancel' }),
    addresses,
    addressId,
    blocked: blocker === 'address',
  };
}
