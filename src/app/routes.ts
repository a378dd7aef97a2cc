import { parse } from 'regexparam';
import { ADDED_PAGES_PREFIX, AGREEMENT_PATHS, infoPagePath, type InfoSlug } from '../../contract/content';
import {
  authPage, blogPage, businessWholesalePage, catalogueBookPage, cataloguePage, contentPage, lazyPage, productPage, questionnairePage, salePage, serviceInfoPage, servicesPage, shopPage, supportPage, wholesalePage, type LazyPage, type PageLoader,
} from './lazy-page';

/** Who may open a page: anyone, or only a signed-in customer (the login guard, spec sections 5 and 6). */
export type Guard = 'anyone' | 'customer';

interface Route {
  /** The router's pattern (regexparam: `:id` params). */
  path: string;
  /** The link to it: the path itself, or a builder for its params and query. */
  href: string | ((...args: never[]) => string);
  /** The code that draws it; absent on a second link to another entry's page (same path). */
  page?: PageLoader;
  guard?: Guard;
}

/** An information page: the one InfoPage (pages/info) showing the server's text of the slug. */
const infoPage = (slug: InfoSlug) =>
  contentPage(() => import('../pages/info/info-page').then((m) => ({ default: m.infoPageOf(slug) })));

/** A lens price list (pages/catalogues/lens-price-list-page): one module, a component per list. */
const lensListPage = (list: 'LensPriceListZ' | 'LensPriceListW' | 'LensPriceListSearch') =>
  catalogueBookPage(() => import('../pages/catalogues/lens-price-list-page').then((m) => ({ default: m[list] })));

/** A path with the query's set values (`page` 1 left out). */
function withQuery(path: string, q: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/**
 * Every route of the app, written once: its path, how links to it are built, the page that draws
 * it and who may open it. Pages load on demand, so the first screen ships only what it needs; add a
 * page here only when it exists. Links elsewhere use `routes.<name>` (below), never a string.
 */
const table = {
  home: { path: '/', href: '/', page: cataloguePage(() => import('../pages/home/home-page')) },
  notFound: { path: '/404', href: '/404', page: () => import('../pages/not-found/not-found-page') },
  signIn: { path: '/sign-in', href: '/sign-in', page: authPage(() => import('../pages/auth/sign-in-page')) },
  forgotPassword: { path: '/forgot-password', href: '/forgot-password', page: authPage(() => import('../pages/auth/forgot-password-page')) },
  goodsList: {
    path: '/goods-list/:id',
    href: (id: number | string) => `/goods-list/${id}`,
    page: cataloguePage(() => import('../pages/catalog/goods-list-page')),
  },
  searchResult: {
    path: '/search-result',
    href: (keywords: string) => `/search-result?keywords=${encodeURIComponent(keywords)}`,
    page: cataloguePage(() => import('../pages/search/search-result-page')),
  },
  goodsDetail: {
    path: '/goods-detail/:id',
    href: (id: number | string) => `/goods-detail/${id}`,
    page: productPage(() => import('../pages/product/product-page')),
  },
  /** Lenses for a frame, step by step (lens-configurator); `variant` is the colour chosen on the product page. */
  selectLenses: {
    path: '/select-lenses/:id',
    href: (id: number | string, variantId?: number) => `/select-lenses/${id}${variantId ? `?variant=${variantId}` : ''}`,
    page: productPage(() => import('../pages/lenses/select-lenses-page')),
  },
  /** The sale on now (the activity landing page): banner, countdown, coupons, its goods by category. */
  /** The lenses the shop makes: types, indices and thickness, coatings, prices, and the lens enquiry. */
  lensDetail: { path: '/lensDetail', href: '/lensDetail', page: productPage(() => import('../pages/lenses/lens-detail-page')) },
  sale: { path: '/sale', href: '/sale', page: salePage(() => import('../pages/sale/sale-page')) },
  /** The sale's goods of one of its categories (none: all), on a page. */
  saleOf: {
    path: '/sale',
    href: (categoryId?: number, page = 1) => {
      const q = new URLSearchParams();
      if (categoryId !== undefined) q.set('category', String(categoryId));
      if (page > 1) q.set('page', String(page));
      const qs = q.toString();
      return qs ? `/sale?${qs}` : '/sale';
    },
  },
  cart: { path: '/cart', href: '/cart', page: shopPage(() => import('../pages/cart/cart-page')) },
  // Information pages (their texts are the operator's, from api/pages/{slug}); the footer links them.
  introduction: { path: '/introduction', href: '/introduction', page: infoPage('introduction') },
  privacy: { path: '/privacy', href: '/privacy', page: infoPage('privacy') },
  shipping: { path: '/shipping', href: '/shipping', page: infoPage('shipping') },
  termsConditions: { path: '/terms-conditions', href: '/terms-conditions', page: infoPage('terms-conditions') },
  /** The Help Center: returns, warranty and the FAQ with its search. */
  afterSales: { path: '/after-sales', href: '/after-sales', page: infoPage('after-sales') },
  intellectualPropertyRights: { path: '/intellectual-property-rights', href: '/intellectual-property-rights', page: infoPage('intellectual-property-rights') },
  /** An information page the operator added (`npm run pages -- set new-slug`): `/pages/{slug}`; a fixed one's slug moves to its own path. */
  addedInfoPage: {
    path: `${ADDED_PAGES_PREFIX}:slug`,
    href: (slug: string) => infoPagePath(slug),
    page: contentPage(() => import('../pages/info/info-page').then((m) => ({ default: m.AddedInfoPage }))),
  },
  /** Business services: what OEM/ODM and drop shipping mean here (texts in the content store). */
  oemOdm: { path: '/oem-odm', href: '/oem-odm', page: serviceInfoPage(() => import('../pages/wholesale/oem-odm-page')) },
  dropShippingService: { path: '/drop-shipping-service', href: '/drop-shipping-service', page: serviceInfoPage(() => import('../pages/wholesale/drop-shipping-page')) },
  /** The Annual Rebate Reward agreement's text (getAgreement). */
  annualRebateAgreement: {
    path: AGREEMENT_PATHS['annual-rebate-reward'],
    href: AGREEMENT_PATHS['annual-rebate-reward'],
    page: serviceInfoPage(() => import('../pages/wholesale/rebate-agreement-page')),
  },
  /** The blog and company news (tabs by kind, a tag filter, pages): `?kind=&tag=&page=`. */
  companyNews: {
    path: '/company-news',
    href: (q: { kind?: 'blog' | 'company_news'; tag?: string; page?: number } = {}) => withQuery('/company-news', q),
    page: blogPage(() => import('../pages/blog/company-news-page')),
  },
  /** One post of any kind. */
  post: { path: '/company-news/:id', href: (id: number) => `/company-news/${id}`, page: blogPage(() => import('../pages/blog/post-page')) },
  /** Readers' stories and questions (with the top category bar). */
  readersTopic: {
    path: '/readers-topic',
    href: (q: { tag?: string; page?: number } = {}) => withQuery('/readers-topic', q),
    page: blogPage(() => import('../pages/blog/readers-topic-page')),
  },
  /** Contact us: the page's text and the contact form (addInquiry). */
  /** The support agents' page (ADMIN_TOKEN typed in, kept for the tab): open conversations, answer, close. */
  agent: { path: '/agent', href: '/agent', page: supportPage(() => import('../pages/agent/agent-page')) },
  contactUs: { path: '/contact-us', href: '/contact-us', page: contentPage(() => import('../pages/info/contact-us-page')) },
  myAccount: {
    path: '/account/my-account',
    href: '/account/my-account',
    page: shopPage(() => import('../pages/account/my-account-page')),
    guard: 'customer',
  },
  myWishlist: {
    path: '/account/my-wishlist',
    href: '/account/my-wishlist',
    page: shopPage(() => import('../pages/account/my-wishlist-page')),
    guard: 'customer',
  },
  accountSettings: {
    path: '/account/account-settings',
    href: '/account/account-settings',
    page: shopPage(() => import('../pages/account/account-settings-page')),
    guard: 'customer',
  },
  myPoints: {
    path: '/account/my-points',
    href: '/account/my-points',
    page: shopPage(() => import('../pages/orders/my-points-page')),
    guard: 'customer',
  },
  /** A page of the points history. */
  myPointsPage: {
    path: '/account/my-points',
    href: (page: number) => (page <= 1 ? '/account/my-points' : `/account/my-points?page=${page}`),
  },
  myQuestionnaire: {
    path: '/account/my-questionnaire',
    href: '/account/my-questionnaire',
    page: questionnairePage(() => import('../pages/questionnaire/my-questionnaire-page')),
    guard: 'customer',
  },
  /** The questionnaire the shop hosts (the url startQuestionnaire answers; the ticket in `t` authorizes), drawn bare for the iframe. */
  hostedQuestionnaire: {
    path: '/questionnaire/:id',
    href: (id: number) => `/questionnaire/${id}`,
    page: questionnairePage(() => import('../pages/questionnaire/hosted-questionnaire-page')),
  },
  /** Resumes an unfinished questionnaire (an open route: the page asks a visitor to sign in). */
  questionBreak: {
    path: '/question-break/:id',
    href: (id: number) => `/question-break/${id}`,
    page: questionnairePage(() => import('../pages/questionnaire/question-break-page')),
  },
  /** Thanks for a submitted questionnaire and shows its reward. */
  questionComplete: {
    path: '/question-complete/:id',
    href: (id: number) => `/question-complete/${id}`,
    page: questionnairePage(() => import('../pages/questionnaire/question-complete-page')),
  },
  transactionHistory: {
    path: '/account/transaction-history',
    href: '/account/transaction-history',
    page: shopPage(() => import('../pages/orders/transaction-history-page')),
    guard: 'customer',
  },
  /** A page of the transaction history. */
  transactionHistoryPage: {
    path: '/account/transaction-history',
    href: (page: number) => (page <= 1 ? '/account/transaction-history' : `/account/transaction-history?page=${page}`),
  },
  /** Pre-orders of frames on their way (wholesale services). */
  myPreOrders: {
    path: '/account/my-pre-orders',
    href: '/account/my-pre-orders',
    page: servicesPage(() => import('../pages/wholesale/my-pre-orders-page')),
    guard: 'customer',
  },
  /** Reorder what the buyer bought before, in one step. */
  reorder: {
    path: '/account/reorder',
    href: '/account/reorder',
    page: servicesPage(() => import('../pages/wholesale/reorder-page')),
    guard: 'customer',
  },
  /** Custom logo: upload, the customer's logos, a preview on a frame temple. */
  customLogo: { path: '/custom-logo', href: '/custom-logo', page: servicesPage(() => import('../pages/wholesale/custom-logo-page')) },
  myCoupons: {
    path: '/account/my-coupons',
    href: '/account/my-coupons',
    page: shopPage(() => import('../pages/account/my-coupons-page')),
    guard: 'customer',
  },
  /** My coupons opened on a tab. */
  myCouponsTab: {
    path: '/account/my-coupons',
    href: (tab: string) => (tab === 'unused' ? '/account/my-coupons' : `/account/my-coupons?tab=${tab}`),
  },
  myOrders: {
    path: '/account/my-orders',
    href: '/account/my-orders',
    page: shopPage(() => import('../pages/orders/my-orders-page')),
    guard: 'customer',
  },
  /** My orders opened on a tab. */
  myOrdersTab: {
    path: '/account/my-orders',
    href: (tab: string) => (tab === 'all' ? '/account/my-orders' : `/account/my-orders?tab=${tab}`),
  },
  orderDetail: {
    path: '/account/order-detail/:id',
    href: (id: number | string) => `/account/order-detail/${id}`,
    // The services' strings too: a business buyer's drop-shipping order changes its end customer there.
    page: servicesPage(() => import('../pages/orders/order-detail-page')),
    guard: 'customer',
  },
  accountTrackOrder: {
    path: '/account/track-order/:id',
    href: (id: number | string) => `/account/track-order/${id}`,
    page: shopPage(() => import('../pages/orders/account-track-order-page')),
    guard: 'customer',
  },
  writeReview: {
    path: '/account/write-review',
    href: (orderId: number) => `/account/write-review?order_id=${orderId}`,
    page: shopPage(() => import('../pages/orders/write-review-page')),
    guard: 'customer',
  },
  trackOrder: { path: '/track-order', href: '/track-order', page: shopPage(() => import('../pages/orders/track-order-page')) },
  paymentSuccess: {
    path: '/payment-success',
    href: (orderId: number) => `/payment-success?order_id=${orderId}`,
    page: shopPage(() => import('../pages/payment/payment-success-page')),
  },
  paymentFailed: {
    path: '/payment-failed',
    href: (orderId: number, reason: string) => `/payment-failed?order_id=${orderId}&reason=${reason}`,
    page: shopPage(() => import('../pages/payment/payment-failed-page')),
  },
  bankSuccess: {
    path: '/bank-success',
    href: (orderId: number) => `/bank-success?order_id=${orderId}`,
    page: shopPage(() => import('../pages/payment/bank-success-page')),
  },
  priceDifference: {
    path: '/price-difference',
    href: (orderId: number) => `/price-difference?order_id=${orderId}`,
    page: shopPage(() => import('../pages/payment/price-difference-page')),
  },
  priceDifferencePaid: {
    path: '/price-difference-payment-successful',
    href: (orderId: number) => `/price-difference-payment-successful?order_id=${orderId}`,
    page: shopPage(() => import('../pages/payment/price-difference-paid-page')),
  },
  priceDifferenceFailed: {
    path: '/price-difference-payment-failed',
    href: (orderId: number) => `/price-difference-payment-failed?order_id=${orderId}`,
    page: shopPage(() => import('../pages/payment/price-difference-failed-page')),
  },
  /** The checkout (another page's): the cart's Checkout button goes here. */
  payment: { path: '/payment', href: '/payment', page: shopPage(() => import('../pages/checkout/checkout-page')) },
  /** Pays an existing unpaid order (optionally with a method chosen beforehand). */
  payOrder: {
    path: '/payment',
    href: (orderId: number, method?: string) => `/payment?order_id=${orderId}${method ? `&method=${method}` : ''}`,
  },
  // The catalogue pages (spec 2: no header, e-mail pop-up or chat; shell/chrome.ts isCataloguePage)
  /** The frames catalogue as a lookbook by collection and category. */
  lookbook: { path: '/optical-frames-online-catalog-z', href: '/optical-frames-online-catalog-z', page: catalogueBookPage(() => import('../pages/catalogues/lookbook-page')) },
  /** The lens price lists by series: z everyone's prices, w with business buyers' by pairs, search found by what is typed. */
  lensPriceListZ: { path: '/lenses/catalog-price-list-z', href: '/lenses/catalog-price-list-z', page: lensListPage('LensPriceListZ') },
  lensPriceListW: { path: '/lenses/catalog-price-list-w', href: '/lenses/catalog-price-list-w', page: lensListPage('LensPriceListW') },
  lensPriceListSearch: { path: '/lenses/catalog-price-list-search', href: '/lenses/catalog-price-list-search', page: lensListPage('LensPriceListSearch') },
  priceListRetail: { path: '/catalog-price-list-v', href: '/catalog-price-list-v', page: catalogueBookPage(() => import('../pages/wholesale/price-list-retail-page')) },
  priceListWholesale: { path: '/catalog-price-list-w', href: '/catalog-price-list-w', page: catalogueBookPage(() => import('../pages/wholesale/price-list-wholesale-page')) },
  catalogShoppingList: {
    path: '/catalog-shopping-list-w',
    href: '/catalog-shopping-list-w',
    page: businessWholesalePage(() => import('../pages/wholesale/shopping-list-page')),
    guard: 'customer',
  },
  myShoppingList: {
    path: '/account/my-shopping-list',
    href: '/account/my-shopping-list',
    page: wholesalePage(() => import('../pages/wholesale/my-shopping-list-page')),
    guard: 'customer',
  },
  shoppingOrderDetail: {
    path: '/account/shopping-order-detail/:id',
    href: (id: number | string) => `/account/shopping-order-detail/${id}`,
    page: wholesalePage(() => import('../pages/wholesale/shopping-order-detail-page')),
    guard: 'customer',
  },
  myAddressBook: {
    path: '/account/my-address-book',
    href: '/account/my-address-book',
    page: shopPage(() => import('../pages/account/my-address-book-page')),
    guard: 'customer',
  },
  /** The customer's saved prescriptions (picked again when choosing lenses). */
  myPrescriptions: {
    path: '/account/my-prescriptions',
    href: '/account/my-prescriptions',
    page: shopPage(() => import('../pages/account/my-prescriptions-page')),
    guard: 'customer',
  },
  /** The address book's form: style 'add' or 'edit-<id>'. */
  addressBookStyle: {
    path: '/account/my-address-book/:style',
    href: (style: 'add' | `edit-${number}`) => `/account/my-address-book/${style}`,
    page: shopPage(() => import('../pages/account/my-address-book-style-page')),
    guard: 'customer',
  },
} as const satisfies Record<string, Route>;

export type RouteName = keyof typeof table;

/** Links: `routes.cart`, `routes.goodsDetail(12)`. */
export const routes = Object.fromEntries(Object.entries(table).map(([name, route]) => [name, route.href])) as {
  readonly [K in RouteName]: (typeof table)[K]['href'];
};

export interface Page extends LazyPage {
  name: RouteName;
  path: string;
  guard: Guard;
}

/** The routed pages, in table order (the router tries them in this order). */
export const pages: Page[] = (Object.entries(table) as [RouteName, Route][]).flatMap(([name, route]) =>
  route.page ? [{ name, path: route.path, guard: route.guard ?? 'anyone', ...lazyPage(route.path, route.page) }] : [],
);

const patterns = pages.map((page) => ({ page, pattern: parse(page.path).pattern }));

/** The page that draws a path, if any. */
export function pageFor(pathname: string): Page | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.page;
}

/**
 * Starts fetching the current page's code while the app boots, so it arrives alongside the
 * entry chunk instead of one round trip after the first render.
 */
export function preloadPage(pathname: string): Promise<void> {
  return (pageFor(pathname)?.load() ?? Promise.resolve()).then(
    () => undefined,
    () => {
      /* the lazy component retries and shows the failure when it renders */
    },
  );
}
