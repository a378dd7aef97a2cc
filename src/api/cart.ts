import type { ApiClient } from './client';
import { paths } from '../../contract/endpoints';
import type { CartLine, WishItem } from '../../contract/entities';

export function cartApi(api: ApiClient) {
  return {
    getCart: () => api<CartLine[]>('get', paths.getCart),
    /** POST api/users/addCart (JSON) -> the cart's lines. */
    addCart: (input: { goods_id: number; variant_id: number; qty: number }) =>
      api<CartLine[]>('post', paths.addCart, { json: input }),
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
