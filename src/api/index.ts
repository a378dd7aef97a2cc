import type { ApiClient } from './client';
import { sessionApi } from './session';
import { shellApi } from './shell';
import { cartApi, wishlistApi } from './cart';
import { productApi } from './product';
import { catalogApi } from './catalog';

/**
 * The typed endpoint functions of the shell and the catalogue pages, grouped by area. The shop
 * pages' calls (./checkout, ./payment, ./orders) are made by those pages from `apiClient`, so
 * their code loads with them, not with the first screen's script.
 */
export function createShopApi(api: ApiClient) {
  return {
    session: sessionApi(api),
    shell: shellApi(api),
    cart: cartApi(api),
    wishlist: wishlistApi(api),
    product: productApi(api),
    catalog: catalogApi(api),
  };
}
export type ShopApi = ReturnType<typeof createShopApi>;

export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { catalogApi } from './catalog';
export { productApi } from './product';
export { ordersApi } from './orders';
export { checkoutApi } from './checkout';
export { paymentApi } from './payment';
