import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { Address, AddressInput, PriceQuote, UsableCoupon } from '../../../contract/checkout';
import type { PlacedOrder } from '../../../contract/orders';
import type { CreateOrderInput, GetPriceInput, RedeemCouponInput } from '../../../contract/schemas/checkout';

/** What addAddress / updateAddress send: the form's fields, region_id null for a free-text state. */
export type AddressBody = Omit<AddressInput, 'region_code'> & { region_code?: string };

function addressForm(input: AddressBody) {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    phone: input.phone,
    country_id: input.country_id,
    region_id: input.region_id ?? '',
    region: input.region,
    city: input.city,
    street: input.street,
    street2: input.street2,
    postcode: input.postcode,
    is_default: input.is_default ? 1 : 0,
  };
}

/**
 * The checkout's calls (contract/checkout.ts). Addresses are form-encoded like the spec's other
 * account calls; calls that carry a list of cart lines send JSON. Failures reach the caller:
 * 422 with field messages for a bad address, 409 for a price or stock change at createOrder.
 */
export const checkoutApi = {
  /** GET api/users/addressBooks -> the customer's addresses, the default first. */
  addressBooks: (signal?: AbortSignal) => http<Address[]>('get', paths.addressBooks, { signal }),
  /** POST api/users/addAddress -> the saved address. */
  addAddress: (input: AddressBody) => http<Address>('post', paths.addAddress, { form: addressForm(input) }),
  /** POST api/users/updateAddress/{id} -> the saved address. */
  updateAddress: (id: number, input: AddressBody) => http<Address>('post', paths.updateAddress(id), { form: addressForm(input) }),
  /** DELETE api/users/delAddress/{id} */
  delAddress: (id: number) => http<null>('delete', paths.delAddress(id)),
  /** POST api/users/getUsableCoupon {cart_ids} -> the customer's coupons, each usable or not (with why). */
  getUsableCoupon: (cartIds: number[], signal?: AbortSignal) =>
    http<UsableCoupon[]>('post', paths.getUsableCoupon, { json: { cart_ids: cartIds }, signal }),
  /** POST api/users/redeemCoupon {code, cart_ids} -> the coupon of the code, now held, usable for the selection or why not (422 on `code` when refused). */
  redeemCoupon: (input: RedeemCouponInput & { cart_ids: number[] }, signal?: AbortSignal) =>
    http<UsableCoupon>('post', paths.redeemCoupon, { json: input, signal }),
  /** POST api/users/getPrice -> what the order would cost, computed by the server. */
  getPrice: (input: Partial<GetPriceInput> & { cart_ids: number[] }, signal?: AbortSignal) =>
    http<PriceQuote>('post', paths.getPrice, { json: input, signal }),
  /** POST api/users/createOrder: the same client_token answers the same order. */
  createOrder: (input: Partial<CreateOrderInput> & Pick<CreateOrderInput, 'cart_ids' | 'address_id' | 'client_token'>) =>
    http<PlacedOrder>('post', paths.createOrder, { json: input }),
};
