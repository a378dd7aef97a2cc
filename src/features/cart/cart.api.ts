import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { CartLine, CartVerification, WishItem } from '../../../contract/entities';
import type { LensRequest } from '../../../contract/prescription';

/** The cart calls; each change answers the whole cart (CartLine[], newest first). */
export const cartApi = {
  getCart: () => http<CartLine[]>('get', paths.getCart),
  /** POST api/users/addCart (JSON), a frame with its lenses when `lens` is given -> the cart's lines. */
  addCart: (input: { goods_id: number; variant_id: number; qty: number; lens?: LensRequest | null }) =>
    http<CartLine[]>('post', paths.addCart, { json: input }),
  /** POST api/users/updateCart {cart_id, qty} -> the cart's lines. */
  updateCart: (input: { cart_id: number; qty: number }) => http<CartLine[]>('post', paths.updateCart, { form: input }),
  /** DELETE api/users/deleteCart {cart_ids} -> the cart's lines. */
  deleteCart: (cartIds: number[]) => http<CartLine[]>('delete', paths.deleteCart, { form: { cart_ids: cartIds } }),
  /** GET api/users/verifyCartPurchaseLimit?cart_ids[]= -> stock and purchase-limit problems of those lines. */
  verifyCartPurchaseLimit: (cartIds: number[]) => http<CartVerification>('get', paths.verifyCartPurchaseLimit, { query: { cart_ids: cartIds } }),
};

/** Failures of the wishlist calls reach the caller (spec section 8). */
export const wishlistApi = {
  wishDetails: () => http<WishItem[]>('get', paths.wishDetails),
  /** POST api/users/addWish -> the wished ids. */
  addWish: (goodsIds: number[]) => http<number[]>('post', paths.addWish, { form: { goods_ids: goodsIds } }),
  /** DELETE api/users/removeWish -> the wished ids. */
  removeWish: (goodsId: number) => http<number[]>('delete', paths.removeWish, { form: { goods_id: goodsId } }),
};
