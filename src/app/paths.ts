/** Every route of the app, written once; pages and links use these helpers. */
export const routes = {
  home: '/',
  notFound: '/404',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  goodsList: (id: number | string) => `/goods-list/${id}`,
  goodsDetail: (id: number | string) => `/goods-detail/${id}`,
  cart: '/cart',
  searchResult: (keywords: string) => `/search-result?keywords=${encodeURIComponent(keywords)}`,
  trackOrder: '/track-order',
  myAccount: '/account/my-account',
  myWishlist: '/account/my-wishlist',
  myOrders: '/account/my-orders',
} as const;

/** Pages where the header is hidden (spec section 2). */
export function hidesHeader(pathname: string): boolean {
  return pathname === '/search-result' || pathname === '/payment' || isCataloguePage(pathname) || pathname.startsWith('/app-index');
}

/** The catalogue pages: no header, no e-mail popup, no live chat. */
export function isCataloguePage(pathname: string): boolean {
  return /^\/(optical-frames-online-catalog-z|catalog-price-list-[vw]|lenses\/catalog-price-list-[wz]|lenses\/catalog-price-list-search|catalog-shopping-list-w)$/.test(pathname);
}

/** Pages that show the top category bar. */
export function showsCategoryBar(pathname: string): boolean {
  return pathname === '/' || pathname.startsWith('/goods-list/') || ['/contact-us', '/readers-topic', '/oem-odm'].includes(pathname);
}
