import type { ApiClient } from './client';
import { sessionApi } from './session';
import { shellApi } from './shell';
import { cartApi, wishlistApi } from './cart';
import { productApi } from './product';
import { catalogApi } from './catalog';
import { ordersApi } from './orders';
import { checkoutApi } from './checkout';
import { paymentApi } from './payment';

/** Every typed endpoint function, grouped by area. */
export function createShopApi(api: ApiClient) {
  return {
    session: sessionApi(api),
    shell: shellApi(api),
    cart: cartApi(api),
    wishlist: wishlistApi(api),
    product: productApi(api),
    catalog: catalogApi(api),
    orders: ordersApi(api),
    checkout: checkoutApi(api),
    payment: paymentApi(api),
  };
}
export type ShopApi = ReturnType<typeof createShopApi>;

export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
