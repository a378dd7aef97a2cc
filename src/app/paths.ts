/** Every route of the app, written once; pages and links use these helpers. */
export const routes = {
  home: '/',
  notFound: '/404',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  goodsList: (id: number | string) => `/goods-list/${id}`,
  goodsDetail: (id: number | string) => `/goods-detail/${id}`,
  cart: '/cart',
  /** The checkout (another page's): the cart's Checkout button goes here. */
  payment: '/payment',
  searchResult: (keywords: string) => `/search-result?keywords=${encodeURIComponent(keywords)}`,
  trackOrder: '/track-order',
  myAccount: '/account/my-account',
  myWishlist: '/account/my-wishlist',
  myOrders: '/account/my-orders',
  myOrdersTab: (tab: string) => (tab === 'all' ? '/account/my-orders' : `/account/my-orders?tab=${tab}`),
  myAddressBook: '/account/my-address-book',
  /** The address book's form: style 'add' or 'edit-<id>'. */
  addressBookStyle: (style: 'add' | `edit-${number}`) => `/account/my-address-book/${style}`,
  accountTrackOrder: (id: number | string) => `/account/track-order/${id}`,
  writeReview: (orderId: number) => `/account/write-review?order_id=${orderId}`,
  orderDetail: (id: number | string) => `/account/order-detail/${id}`,
  /** Pays an existing unpaid order (optionally with a method chosen beforehand). */
  payOrder: (orderId: number, method?: string) => `/payment?order_id=${orderId}${method ? `&method=${method}` : ''}`,
  paymentSuccess: (orderId: number) => `/payment-success?order_id=${orderId}`,
  paymentFailed: (orderId: number, reason: string) => `/payment-failed?order_id=${orderId}&reason=${reason}`,
  bankSuccess: (orderId: number) => `/bank-success?order_id=${orderId}`,
  priceDifference: (orderId: number) => `/price-difference?order_id=${orderId}`,
  priceDifferencePaid: (orderId: number) => `/price-difference-payment-successful?order_id=${orderId}`,
  priceDifferenceFailed: (orderId: number) => `/price-difference-payment-failed?order_id=${orderId}`,
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
