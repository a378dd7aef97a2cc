import type { ApiClient } from './client';
import { paths } from '../../contract/endpoints';
import type { CartLine, CartVerification, WishItem } from '../../contract/entities';

/** The cart calls; each change answers the whole cart (CartLine[], newest first). */
export function cartApi(api: ApiClient) {
  return {
    getCart: () => api<CartLine[]>('get', paths.getCart),
    /** POST api/users/addCart (JSON) -> the cart's lines. */
    addCart: (input: { goods_id: number; variant_id: number; qty: number }) =>
      api<CartLine[]>('post', paths.addCart, { json: input }),
    /** POST api/users/updateCart {cart_id, qty} -> the cart's lines. */
    updateCart: (input: { cart_id: number; qty: number }) => api<CartLine[]>('post', paths.updateCart, { form: input }),
    /** DELETE api/users/deleteCart {cart_ids} -> the cart's lines. */
    deleteCart: (cartIds: number[]) => api<CartLine[]>('delete', paths.deleteCart, { form: { cart_ids: cartIds } }),
    /** GET api/users/verifyCartPurchaseLimit?cart_ids[]= -> stock and purchase-limit problems of those lines. */
    verifyCartPurchaseLimit: (cartIds: number[]) =>
      api<CartVerification>('get', paths.verifyCartPurchaseLimit, { query: { cart_ids: cartIds } }),
  };
}

/** Failures of the wishlist calls reach the caller (spec section 8). */
export function wishlistApi(api: ApiClient) {
  return {
    wishDetails: () => api<WishItem[]>('get', paths.wishDetails),
    /** POST api/users/addWish -> the wished ids. */
    addWish: (goodsIds: number[]) => api<number[]>('post', paths.addWish, { form: { goods_ids: goodsIds } }),
    /** DELETE api/users/removeWish -> the wished ids. */
    removeWish: (goodsId: number) => api<number[]>('delete', paths.removeWish, { form: { goods_id: goodsId } }),
  };
}
