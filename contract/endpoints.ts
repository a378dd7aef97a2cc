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
  indexBlocks: 'api/index/indexBlocks',
  indexGoods: 'api/index/indexGoods',
  goodsList: 'api/goods/list',
  goodsProperty: 'api/goods/property',
  replenishProperty: 'api/goods/replenishProperty',
  goodsDetail: (id: number) => `api/goods/${id}`,
  recommendation: 'api/goods/recommendation',
  goodComments: 'api/goods/goodComments',
  goodCommentImgs: 'api/goods/goodCommentImgs',
  addWish: 'api/users/addWish',
  removeWish: 'api/users/removeWish',
  addCart: 'api/users/addCart',
  stockNotify: 'api/users/stockNotify',
  /** Test-only (SHOP_DEV_ENDPOINTS=1): the mails stored for one address, oldest first. */
  devOutbox: 'api/dev/outbox',
} as const;

/** Route patterns of the paths above that take parameters (what the server registers). */
export const patterns = {
  column: 'api/column/:id',
  goodsImage: 'api/goods/image/:id.svg',
  goodsDetail: 'api/goods/:id',
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
