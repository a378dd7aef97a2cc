import { createContext, useContext } from 'react';
import type { Address, PriceQuote, UsableCoupon } from '../../../contract/checkout';
import type { OrderDetail, PlacedOrder } from '../../../contract/orders';
import type { AddressValues } from '../../../machines/address-form.machine';
import type { PlaceOrderRequest, QuoteRequest } from '../../../machines/checkout.machine';
import { checkoutApi } from '../../api/checkout';
import { ordersApi } from '../../api/orders';

const api = checkoutApi;
const ordersCalls = ordersApi;

/** The calls of the checkout and the address book; component tests provide in-memory ones. */
export interface CheckoutCalls {
  addressBooks(signal?: AbortSignal): Promise<Address[]>;
  /** addAddress (id null) or updateAddress/{id}. */
  saveAddress(id: number | null, values: AddressValues): Promise<Address>;
  delAddress(id: number): Promise<unknown>;
  getUsableCoupon(cartIds: number[], signal?: AbortSignal): Promise<UsableCoupon[]>;
  getPrice(input: QuoteRequest, signal?: AbortSignal): Promise<PriceQuote>;
  createOrder(input: PlaceOrderRequest): Promise<PlacedOrder>;
  orderDetail(id: number, signal?: AbortSignal): Promise<OrderDetail>;
  /** A new client_token for createOrder (a uuid). */
  newClientToken(): string;
}

/** A uuid from the browser's crypto (randomUUID needs a secure context; the fallback does not). */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}


const apiCalls: CheckoutCalls = {
  addressBooks: (signal) => api.addressBooks(signal),
  saveAddress: (id, values) => (id == null ? api.addAddress(values) : api.updateAddress(id, values)),
  delAddress: (id) => api.delAddress(id),
  getUsableCoupon: (cartIds, signal) => api.getUsableCoupon(cartIds, signal),
  getPrice: (input, signal) => api.getPrice(input, signal),
  createOrder: (input) => api.createOrder(input),
  orderDetail: (id, signal) => ordersCalls.orderDetail(id, signal),
  newClientToken: newUuid,
};

export const CheckoutCallsContext = createContext<CheckoutCalls>(apiCalls);

export function useCheckoutCalls(): CheckoutCalls {
  return useContext(CheckoutCallsContext);
}
