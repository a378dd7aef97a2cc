/**
 * The app's endpoint functions, one object per area, each bound to the app's one client
 * (./http). Machines reach them only through their wiring modules (`*.actors.ts`); the shop
 * pages' areas (checkout, orders, payment) load with those pages, not with the first screen.
 */
export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { ApiError, isApiError, type ApiErrorKind } from './errors';
export { http, onApiEvent, tokenHolder } from './http';
export { sessionApi } from './session';
export { shellApi } from './shell';
export { cartApi, wishlistApi } from './cart';
export { productApi } from './product';
export { catalogApi } from './catalog';
