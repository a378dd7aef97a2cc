/**
 * The shop's paths, written once: each page's path, how links to it are built, who may open it and
 * which layout the shell draws around it. A leaf: it imports nothing of the app, so every link, the
 * login guard and the shell read it without depending on any page. The code that draws each page
 * is in ./page-table.ts, which only the router imports.
 */
import { parse } from 'regexparam';
import { ADDED_PAGES_PREFIX, AGREEMENT_PATHS, infoPagePath } from '../../contract/content';
import type { PageLayout } from '../../contract/pages';

export type { PageLayout };

/** Who may open a page: anyone, or only a signed-in customer (the login guard, spec sections 5 and 6). */
export type Guard = 'anyone' | 'customer';

interface PathEntry {
  /** The router's pattern (regexparam: `:id` params). */
  path: string;
  /** The link to it: the path itself, or a builder for its params and query. */
  href: string | ((...args: never[]) => string);
  guard?: Guard;
  /**
   * What the shell draws around the page (spec section 2): `shop` (default) the header, pop-ups and
   * chat; `catalogue` the spec's catalogue pages, with none of them; `bare` no header.
   */
  layout?: PageLayout;
  /** The top category bar shows above the page (spec section 2). */
  categoryBar?: true;
  /** A second link to another entry's page (same path, other params): no page of its own. */
  linkOnly?: true;
}

/** A path with the query's set values (`page` 1 left out). */
function withQuery(path: string, q: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '' && !(k === 'page' && v === 1)) params.set(k, String(v));
  const s = params.toString();
  return s ? `${path}?${s}` : path;
}

/** Every path of the shop. Links elsewhere use `routes.<name>` (below), never a string. */
export const pathTable = {
  home: { path: '/', categoryBar: true, href: '/' },
  notFound: { path: '/404', href: '/404' },
  signIn: { path: '/sign-in', href: '/sign-in' },
  forgotPassword: { path: '/forgot-password', href: '/forgot-password' },
  goodsList: {
    path: '/goods-list/:id',
    categoryBar: true,
    href: (id: number | string) => `/goods-list/${id}`,
  },
  searchResult: {
    path: '/search-result',
    layout: 'bare',
    href: (keywords: string) => `/search-result?keywords=${encodeURIComponent(keywords)}`,
  },
  goodsDetail: {
    path: '/goods-detail/:id',
    href: (id: number | string) => `/goods-detail/${id}`,
  },
  /** Lenses for a frame, step by step (lens-configurator); `variant` is the colour chosen on the product page. */
  selectLenses: {
    path: '/select-lenses/:id',
    href: (id: number | string, variantId?: number) => `/select-lenses/${id}${variantId ? `?variant=${variantId}` : ''}`,
  },
  /** The sale on now (the activity landing page): banner, countdown, coupons, its goods by category. */
  /** The lenses the shop makes: types, indices and thickness, coatings, prices, and the lens enquiry. */
  lensDetail: { path: '/lensDetail', href: '/lensDetail' },
  sale: { path: '/sale', href: '/sale' },
  /** The sale's goods of one of its categories (none: all), on a page. */
  saleOf: {
    path: '/sale',
    linkOnly: true,
    href: (categoryId?: number, page = 1) => {
      const q = new URLSearchParams();
      if (categoryId !== undefined) q.set('category', String(categoryId));
      if (page > 1) q.set('page', String(page));
      const qs = q.toString();
      return qs ? `/sale?${qs}` : '/sale';
    },
  },
  cart: { path: '/cart', href: '/cart' },
  // Information pages (their texts are the operator's, from api/pages/{slug}); the footer links them.
  introduction: { path: '/introduction', href: '/introduction' },
  privacy: { path: '/privacy', href: '/privacy' },
  shipping: { path: '/shipping', href: '/shipping' },
  termsConditions: { path: '/terms-conditions', href: '/terms-conditions' },
  /** The Help Center: returns, warranty and the FAQ with its search. */
  afterSales: { path: '/after-sales', href: '/after-sales' },
  intellectualPropertyRights: { path: '/intellectual-property-rights', href: '/intellectual-property-rights' },
  /** An information page the operator added (`npm run pages -- set new-slug`): `/pages/{slug}`; a fixed one's slug moves to its own path. */
  addedInfoPage: {
    path: `${ADDED_PAGES_PREFIX}:slug`,
    href: (slug: string) => infoPagePath(slug),
  },
  /** Business services: what OEM/ODM and drop shipping mean here (texts in the content store). */
  oemOdm: { path: '/oem-odm', categoryBar: true, href: '/oem-odm' },
  dropShippingService: { path: '/drop-shipping-service', href: '/drop-shipping-service' },
  /** The Annual Rebate Reward agreement's text (getAgreement). */
  annualRebateAgreement: {
    path: AGREEMENT_PATHS['annual-rebate-reward'],
    href: AGREEMENT_PATHS['annual-rebate-reward'],
  },
  /** The blog and company news (tabs by kind, a tag filter, pages): `?kind=&tag=&page=`. */
  companyNews: {
    path: '/company-news',
    href: (q: { kind?: 'blog' | 'company_news'; tag?: string; page?: number } = {}) => withQuery('/company-news', q),
  },
  /** One post of any kind. */
  post: { path: '/company-news/:id', href: (id: number) => `/company-news/${id}` },
  /** Readers' stories and questions (with the top category bar). */
  readersTopic: {
    path: '/readers-topic',
    categoryBar: true,
    href: (q: { tag?: string; page?: number } = {}) => withQuery('/readers-topic', q),
  },
  /** Contact us: the page's text and the contact form (addInquiry). */
  contactUs: { path: '/contact-us', categoryBar: true, href: '/contact-us' },
  myAccount: {
    path: '/account/my-account',
    href: '/account/my-account',

    guard: 'customer',
  },
  myWishlist: {
    path: '/account/my-wishlist',
    href: '/account/my-wishlist',

    guard: 'customer',
  },
  accountSettings: {
    path: '/account/account-settings',
    href: '/account/account-settings',

    guard: 'customer',
  },
  myPoints: {
    path: '/account/my-points',
    href: '/account/my-points',

    guard: 'customer',
  },
  /** A page of the points history. */
  myPointsPage: {
    path: '/account/my-points',
    linkOnly: true,
    href: (page: number) => (page <= 1 ? '/account/my-points' : `/account/my-points?page=${page}`),
  },
  myQuestionnaire: {
    path: '/account/my-questionnaire',
    href: '/account/my-questionnaire',

    guard: 'customer',
  },
  /** The questionnaire the shop hosts (the url startQuestionnaire answers; the ticket in `t` authorizes), drawn bare for the iframe. */
  hostedQuestionnaire: {
    path: '/questionnaire/:id',
    layout: 'bare',
    href: (id: number) => `/questionnaire/${id}`,
  },
  /** Resumes an unfinished questionnaire (an open route: the page asks a visitor to sign in). */
  questionBreak: {
    path: '/question-break/:id',
    href: (id: number) => `/question-break/${id}`,
  },
  /** Thanks for a submitted questionnaire and shows its reward. */
  questionComplete: {
    path: '/question-complete/:id',
    href: (id: number) => `/question-complete/${id}`,
  },
  transactionHistory: {
    path: '/account/transaction-history',
    href: '/account/transaction-history',

    guard: 'customer',
  },
  /** A page of the transaction history. */
  transactionHistoryPage: {
    path: '/account/transaction-history',
    linkOnly: true,
    href: (page: number) => (page <= 1 ? '/account/transaction-history' : `/account/transaction-history?page=${page}`),
  },
  /** Pre-orders of frames on their way (wholesale services). */
  myPreOrders: {
    path: '/account/my-pre-orders',
    href: '/account/my-pre-orders',

    guard: 'customer',
  },
  /** Reorder what the buyer bought before, in one step. */
  reorder: {
    path: '/account/reorder',
    href: '/account/reorder',

    guard: 'customer',
  },
  /** Custom logo: upload, the customer's logos, a preview on a frame temple. */
  customLogo: { path: '/custom-logo', href: '/custom-logo' },
  myCoupons: {
    path: '/account/my-coupons',
    href: '/account/my-coupons',

    guard: 'customer',
  },
  /** My coupons opened on a tab. */
  myCouponsTab: {
    path: '/account/my-coupons',
    linkOnly: true,
    href: (tab: string) => (tab === 'unused' ? '/account/my-coupons' : `/account/my-coupons?tab=${tab}`),
  },
  myOrders: {
    path: '/account/my-orders',
    href: '/account/my-orders',

    guard: 'customer',
  },
  /** My orders opened on a tab. */
  myOrdersTab: {
    path: '/account/my-orders',
    linkOnly: true,
    href: (tab: string) => (tab === 'all' ? '/account/my-orders' : `/account/my-orders?tab=${tab}`),
  },
  orderDetail: {
    path: '/account/order-detail/:id',
    href: (id: number | string) => `/account/order-detail/${id}`,
    // The services' strings too: a business buyer's drop-shipping order changes its end customer there.

    guard: 'customer',
  },
  accountTrackOrder: {
    path: '/account/track-order/:id',
    href: (id: number | string) => `/account/track-order/${id}`,

    guard: 'customer',
  },
  writeReview: {
    path: '/account/write-review',
    href: (orderId: number) => `/account/write-review?order_id=${orderId}`,

    guard: 'customer',
  },
  trackOrder: { path: '/track-order', href: '/track-order' },
  paymentSuccess: {
    path: '/payment-success',
    href: (orderId: number) => `/payment-success?order_id=${orderId}`,
  },
  paymentFailed: {
    path: '/payment-failed',
    href: (orderId: number, reason: string) => `/payment-failed?order_id=${orderId}&reason=${reason}`,
  },
  bankSuccess: {
    path: '/bank-success',
    href: (orderId: number) => `/bank-success?order_id=${orderId}`,
  },
  priceDifference: {
    path: '/price-difference',
    href: (orderId: number) => `/price-difference?order_id=${orderId}`,
  },
  priceDifferencePaid: {
    path: '/price-difference-payment-successful',
    href: (orderId: number) => `/price-difference-payment-successful?order_id=${orderId}`,
  },
  priceDifferenceFailed: {
    path: '/price-difference-payment-failed',
    href: (orderId: number) => `/price-difference-payment-failed?order_id=${orderId}`,
  },
  /** The checkout (another page's): the cart's Checkout button goes here. */
  payment: { path: '/payment', layout: 'bare', href: '/payment' },
  /** Pays an existing unpaid order (optionally with a method chosen beforehand). */
  payOrder: {
    path: '/payment',
    layout: 'bare',
    linkOnly: true,
    href: (orderId: number, method?: string) => `/payment?order_id=${orderId}${method ? `&method=${method}` : ''}`,
  },
  // The catalogue pages (spec 2: no header, e-mail pop-up or chat; layout 'catalogue')
  /** The frames catalogue as a lookbook by collection and category. */
  lookbook: { path: '/optical-frames-online-catalog-z', layout: 'catalogue', href: '/optical-frames-online-catalog-z' },
  /** The lens price lists by series: z everyone's prices, w with business buyers' by pairs, search found by what is typed. */
  lensPriceListZ: { path: '/lenses/catalog-price-list-z', layout: 'catalogue', href: '/lenses/catalog-price-list-z' },
  lensPriceListW: { path: '/lenses/catalog-price-list-w', layout: 'catalogue', href: '/lenses/catalog-price-list-w' },
  lensPriceListSearch: { path: '/lenses/catalog-price-list-search', layout: 'catalogue', href: '/lenses/catalog-price-list-search' },
  priceListRetail: { path: '/catalog-price-list-v', layout: 'catalogue', href: '/catalog-price-list-v' },
  priceListWholesale: { path: '/catalog-price-list-w', layout: 'catalogue', href: '/catalog-price-list-w' },
  catalogShoppingList: {
    path: '/catalog-shopping-list-w',
    layout: 'catalogue',
    href: '/catalog-shopping-list-w',

    guard: 'customer',
  },
  myShoppingList: {
    path: '/account/my-shopping-list',
    href: '/account/my-shopping-list',

    guard: 'customer',
  },
  shoppingOrderDetail: {
    path: '/account/shopping-order-detail/:id',
    href: (id: number | string) => `/account/shopping-order-detail/${id}`,

    guard: 'customer',
  },
  myAddressBook: {
    path: '/account/my-address-book',
    href: '/account/my-address-book',

    guard: 'customer',
  },
  /** The customer's saved prescriptions (picked again when choosing lenses). */
  myPrescriptions: {
    path: '/account/my-prescriptions',
    href: '/account/my-prescriptions',

    guard: 'customer',
  },
  /** The address book's form: style 'add' or 'edit-<id>'. */
  addressBookStyle: {
    path: '/account/my-address-book/:style',
    href: (style: 'add' | `edit-${number}`) => `/account/my-address-book/${style}`,

    guard: 'customer',
  },
} as const satisfies Record<string, PathEntry>;

export type RouteName = keyof typeof pathTable;
/** The names of the entries that have a page of their own. */
export type PageName = { [K in RouteName]: (typeof pathTable)[K] extends { linkOnly: true } ? never : K }[RouteName];

/** Links: `routes.cart`, `routes.goodsDetail(12)`. */
export const routes = Object.fromEntries(Object.entries(pathTable).map(([name, entry]) => [name, entry.href])) as {
  readonly [K in RouteName]: (typeof pathTable)[K]['href'];
};

export interface PageEntry {
  name: PageName;
  path: string;
  guard: Guard;
  layout: PageLayout;
  categoryBar: boolean;
}

/** The entries with a page, in table order (the router tries them in this order). */
export const pageEntries: PageEntry[] = (Object.entries(pathTable) as [RouteName, PathEntry][]).flatMap(([name, e]) =>
  e.linkOnly
    ? []
    : [{ name: name as PageName, path: e.path, guard: e.guard ?? 'anyone', layout: e.layout ?? 'shop', categoryBar: e.categoryBar ?? false }],
);

const patterns = pageEntries.map((entry) => ({ entry, pattern: parse(entry.path).pattern }));

/** The page entry of a path, if the shop has a page there. */
export function entryFor(pathname: string): PageEntry | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.entry;
}

/** The layout the shell draws on a path (`shop` where no page is: the router sends it to `/`). */
export function layoutOf(pathname: string): PageLayout {
  return entryFor(pathname)?.layout ?? 'shop';
}

/** The spec's catalogue pages: no header, no e-mail pop-up, no live chat, no small live player. */
export const isCataloguePage = (pathname: string): boolean => layoutOf(pathname) === 'catalogue';

/** Pages where the header is hidden (and with it the header's Live badge). */
export const hidesHeader = (pathname: string): boolean => layoutOf(pathname) !== 'shop';

/** Pages that show the top category bar. */
export const showsCategoryBar = (pathname: string): boolean => entryFor(pathname)?.categoryBar ?? false;
