/**
 * The API paths, written once. Client functions and server routes both refer to these names,
 * so a path cannot drift between the two sides. Paths are relative to the API origin.
 */
export const paths = {
  visitor: 'api/visitor',
  login: 'api/login',
  register: 'api/register',
  logout: 'api/users/logout',
  userInfo: 'api/users/index',
  forgotPassword: 'api/forgotPassword',
  resetPassword: 'api/resetPassword',
  column: (id: number) => `api/column/${id}`,
  allCurrency: 'api/common/allCurrency',
  switchCurrency: 'index/switchCurrency',
  hotSearch: 'api/goods/hotSearch',
  getCart: 'api/users/getCart',
  wishDetails: 'api/users/wishDetails',
  goodsImage: (id: number) => `api/goods/image/${id}.svg`,
  /** Test-only (SHOP_DEV_ENDPOINTS=1): the mails stored for one address, oldest first. */
  devOutbox: 'api/dev/outbox',
} as const;

/** Route patterns of the paths above that take parameters (what the server registers). */
export const patterns = {
  column: 'api/column/:id',
  goodsImage: 'api/goods/image/:id.svg',
} as const;

/**
 * The generated drawing of a frame in one colour (hex with or without '#'). Root-relative, so the
 * app can use it as an <img> src as it is.
 */
export function goodsImageUrl(goodsId: number, colorHex?: string, view: 'front' | 'side' = 'front'): string {
  const q = new URLSearchParams();
  if (colorHex) q.set('color', colorHex.replace(/^#/, '').toLowerCase());
  if (view !== 'front') q.set('view', view);
  const qs = q.toString();
  return `/${paths.goodsImage(goodsId)}${qs ? `?${qs}` : ''}`;
}
