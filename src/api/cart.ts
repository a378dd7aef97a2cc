import type { ApiClient } from './client';
import { paths } from '../../contract/endpoints';
import type { CartLine, WishItem } from '../../contract/entities';

export function cartApi(api: ApiClient) {
  return {
    getCart: () => api<CartLine[]>('get', paths.getCart),
  };
}

/** Failures of the wishlist calls reach the caller (spec section 8). */
export function wishlistApi(api: ApiClient) {
  return {
    wishDetails: () => api<WishItem[]>('get', paths.wishDetails),
  };
}
