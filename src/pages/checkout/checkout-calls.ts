import { createContext, useContext } from 'react';
import type { Address } from '../../../contract/checkout';
import type { AddressValues } from '../../../machines/address-form.machine';
import { checkoutApi } from '../../api/checkout';

/**
 * The address book list's calls (account/my-address-book-page.tsx and its model test), the last
 * reader of this context: the checkout and the address form take theirs from their wiring modules
 * (checkout.actors.ts, components/address/address-form.actors.ts). This file goes when the list
 * page gets its own wiring module.
 */
export interface CheckoutCalls {
  addressBooks(signal?: AbortSignal): Promise<Address[]>;
  /** addAddress (id null) or updateAddress/{id}. */
  saveAddress(id: number | null, values: AddressValues): Promise<Address>;
  delAddress(id: number): Promise<unknown>;
}

const apiCalls: CheckoutCalls = {
  addressBooks: (signal) => checkoutApi.addressBooks(signal),
  saveAddress: (id, values) => (id == null ? checkoutApi.addAddress(values) : checkoutApi.updateAddress(id, values)),
  delAddress: (id) => checkoutApi.delAddress(id),
};

export const CheckoutCallsContext = createContext<CheckoutCalls>(apiCalls);

export function useCheckoutCalls(): CheckoutCalls {
  return useContext(CheckoutCallsContext);
}
