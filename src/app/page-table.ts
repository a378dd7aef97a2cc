/**
 * The code that draws each page of ./paths.ts, loaded on demand so the first screen ships only what
 * it needs. Only the router (and the entry's preload) import this table: a link never does, so no
 * page depends on another through it.
 */
import type { InfoSlug } from '../../contract/content';
import {
  authPage,
  blogPage,
  businessWholesalePage,
  catalogueBookPage,
  catalogPage,
  contentPage,
  lazyPage,
  productPage,
  questionnairePage,
  salePage,
  serviceInfoPage,
  servicesPage,
  shopPage,
  wholesalePage,
  type LazyPage,
  type PageLoader,
} from './lazy-page';
import { entryFor, pageEntries, type PageEntry, type PageName } from './paths';

/** An information page: the one InfoPage (pages/info) showing the server's text of the slug. */
const infoPage = (slug: InfoSlug) => contentPage(() => import('../pages/info/info-page').then((m) => ({ default: m.infoPageOf(slug) })));

/** A lens price list (pages/catalogues/lens-price-list-page): one module, a component per list. */
const lensListPage = (list: 'LensPriceListZ' | 'LensPriceListW' | 'LensPriceListSearch') =>
  catalogueBookPage(() => import('../pages/catalogues/lens-price-list-page').then((m) => ({ default: m[list] })));

/** Each page's loader, with the strings that travel with it (./lazy-page.ts). */
const loaders: Record<PageName, PageLoader> = {
  home: catalogPage(() => import('../pages/home/home-page')),
  notFound: () => import('../pages/not-found/not-found-page'),
  signIn: authPage(() => import('../pages/auth/sign-in-page')),
  forgotPassword: authPage(() => import('../pages/auth/forgot-password-page')),
  goodsList: catalogPage(() => import('../pages/catalog/goods-list-page')),
  searchResult: catalogPage(() => import('../pages/search/search-result-page')),
  goodsDetail: productPage(() => import('../pages/product/product-page')),
  selectLenses: productPage(() => import('../pages/lenses/select-lenses-page')),
  lensDetail: productPage(() => import('../pages/lenses/lens-detail-page')),
  sale: salePage(() => import('../pages/sale/sale-page')),
  cart: shopPage(() => import('../pages/cart/cart-page')),
  introduction: infoPage('introduction'),
  privacy: infoPage('privacy'),
  shipping: infoPage('shipping'),
  termsConditions: infoPage('terms-conditions'),
  afterSales: infoPage('after-sales'),
  intellectualPropertyRights: infoPage('intellectual-property-rights'),
  addedInfoPage: contentPage(() => import('../pages/info/info-page').then((m) => ({ default: m.AddedInfoPage }))),
  oemOdm: serviceInfoPage(() => import('../pages/wholesale/oem-odm-page')),
  dropShippingService: serviceInfoPage(() => import('../pages/wholesale/drop-shipping-page')),
  annualRebateAgreement: serviceInfoPage(() => import('../pages/wholesale/rebate-agreement-page')),
  companyNews: blogPage(() => import('../pages/blog/company-news-page')),
  post: blogPage(() => import('../pages/blog/post-page')),
  readersTopic: blogPage(() => import('../pages/blog/readers-topic-page')),
  contactUs: contentPage(() => import('../pages/info/contact-us-page')),
  myAccount: shopPage(() => import('../pages/account/my-account-page')),
  myWishlist: shopPage(() => import('../pages/account/my-wishlist-page')),
  accountSettings: shopPage(() => import('../pages/account/account-settings-page')),
  myPoints: shopPage(() => import('../pages/orders/my-points-page')),
  myQuestionnaire: questionnairePage(() => import('../pages/questionnaire/my-questionnaire-page')),
  hostedQuestionnaire: questionnairePage(() => import('../pages/questionnaire/hosted-questionnaire-page')),
  questionBreak: questionnairePage(() => import('../pages/questionnaire/question-break-page')),
  questionComplete: questionnairePage(() => import('../pages/questionnaire/question-complete-page')),
  transactionHistory: shopPage(() => import('../pages/orders/transaction-history-page')),
  myPreOrders: servicesPage(() => import('../pages/wholesale/my-pre-orders-page')),
  reorder: servicesPage(() => import('../pages/wholesale/reorder-page')),
  customLogo: servicesPage(() => import('../pages/wholesale/custom-logo-page')),
  myCoupons: shopPage(() => import('../pages/account/my-coupons-page')),
  myOrders: shopPage(() => import('../pages/orders/my-orders-page')),
  orderDetail: servicesPage(() => import('../pages/orders/order-detail-page')),
  accountTrackOrder: shopPage(() => import('../pages/orders/account-track-order-page')),
  writeReview: shopPage(() => import('../pages/orders/write-review-page')),
  trackOrder: shopPage(() => import('../pages/orders/track-order-page')),
  paymentSuccess: shopPage(() => import('../pages/payment/payment-success-page')),
  paymentFailed: shopPage(() => import('../pages/payment/payment-failed-page')),
  bankSuccess: shopPage(() => import('../pages/payment/bank-success-page')),
  priceDifference: shopPage(() => import('../pages/payment/price-difference-page')),
  priceDifferencePaid: shopPage(() => import('../pages/payment/price-difference-paid-page')),
  priceDifferenceFailed: shopPage(() => import('../pages/payment/price-difference-failed-page')),
  payment: shopPage(() => import('../pages/checkout/checkout-page')),
  lookbook: catalogueBookPage(() => import('../pages/catalogues/lookbook-page')),
  lensPriceListZ: lensListPage('LensPriceListZ'),
  lensPriceListW: lensListPage('LensPriceListW'),
  lensPriceListSearch: lensListPage('LensPriceListSearch'),
  priceListRetail: catalogueBookPage(() => import('../pages/wholesale/price-list-retail-page')),
  priceListWholesale: catalogueBookPage(() => import('../pages/wholesale/price-list-wholesale-page')),
  catalogShoppingList: businessWholesalePage(() => import('../pages/wholesale/shopping-list-page')),
  myShoppingList: wholesalePage(() => import('../pages/wholesale/my-shopping-list-page')),
  shoppingOrderDetail: wholesalePage(() => import('../pages/wholesale/shopping-order-detail-page')),
  myAddressBook: shopPage(() => import('../pages/account/my-address-book-page')),
  myPrescriptions: shopPage(() => import('../pages/account/my-prescriptions-page')),
  addressBookStyle: shopPage(() => import('../pages/account/my-address-book-style-page')),
};

export interface Page extends PageEntry, LazyPage {}

/** The routed pages, in the paths' order (the router tries them in this order). */
export const pages: Page[] = pageEntries.map((entry) => ({ ...entry, ...lazyPage(entry.path, loaders[entry.name]) }));

const byName = new Map(pages.map((page) => [page.name, page]));

/** The page that draws a path, if any. */
export function pageFor(pathname: string): Page | undefined {
  const entry = entryFor(pathname);
  return entry && byName.get(entry.name);
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
