import type { InboxKind } from '../../../contract/admin';
import type { Permission } from '../../../contract/staff';

/**
 * The console's pages: path, link builder, and who may open them: `public` pages (signing in,
 * the first owner's setup, accepting an invitation) need no session; every other page a signed-in
 * member whose role has the page's permission (contract/staff.ts). It imports nothing of the app,
 * so links, the guard and the shell read it without depending on a page.
 */
export interface ConsolePage {
  path: string;
  /** null: no session needed. */
  permission: Permission | null;
}

export const CONSOLE_PAGES = {
  signIn: { path: '/admin/sign-in', permission: null },
  setup: { path: '/admin/setup', permission: null },
  invite: { path: '/admin/invite', permission: null },
  /** The home page of the owner and managers, and the reports (issue 26, branch dashboard). */
  dashboard: { path: '/admin/dashboard', permission: 'reports.read' },
  reports: { path: '/admin/reports', permission: 'reports.read' },
  orders: { path: '/admin/orders', permission: 'orders.read' },
  order: { path: '/admin/orders/:id', permission: 'orders.read' },
  customers: { path: '/admin/customers', permission: 'customers.read' },
  customer: { path: '/admin/customers/:id', permission: 'customers.read' },
  inbox: { path: '/admin/inbox', permission: 'inbox.answer' },
  inboxMessage: { path: '/admin/inbox/:kind/:id', permission: 'inbox.answer' },
  support: { path: '/admin/support', permission: 'support.answer' },
  products: { path: '/admin/products', permission: 'catalogue.manage' },
  productsImport: { path: '/admin/products/import', permission: 'catalogue.manage' },
  productNew: { path: '/admin/products/new', permission: 'catalogue.manage' },
  product: { path: '/admin/products/:id', permission: 'catalogue.manage' },
  staff: { path: '/admin/staff', permission: 'staff.manage' },
  audit: { path: '/admin/audit', permission: 'audit.read' },
  account: { path: '/admin/account', permission: 'staff.self' },
  categories: { path: '/admin/categories', permission: 'catalogue.manage' },
  navigation: { path: '/admin/navigation', permission: 'catalogue.manage' },
  // promotions (catalogue.manage); a new record's page before a record's (:id)
  coupons: { path: '/admin/coupons', permission: 'catalogue.manage' },
  couponNew: { path: '/admin/coupons/new', permission: 'catalogue.manage' },
  coupon: { path: '/admin/coupons/:id', permission: 'catalogue.manage' },
  sales: { path: '/admin/sales', permission: 'catalogue.manage' },
  saleNew: { path: '/admin/sales/new', permission: 'catalogue.manage' },
  sale: { path: '/admin/sales/:id', permission: 'catalogue.manage' },
  currencies: { path: '/admin/currencies', permission: 'catalogue.manage' },
  /** The home page's blocks, promo slides, goods rows and questionnaire pictures (issue 25, branch storefront). */
  storefront: { path: '/admin/storefront', permission: 'catalogue.manage' },
  /** The content's translations per language: corrections and the job's runs (issue 26). */
  translations: { path: '/admin/translations', permission: 'content.manage' },
  /** The hosted questionnaires: written, run, ended, their answers (issue 26); a new one's page before a saved one's. */
  questionnaires: { path: '/admin/questionnaires', permission: 'content.manage' },
  questionnaireNew: { path: '/admin/questionnaires/new', permission: 'content.manage' },
  questionnaire: { path: '/admin/questionnaires/:id', permission: 'content.manage' },
  /** Live rooms (issue 26, branch live-console): the list, Schedule a room, a room's schedule, show and figures. */
  liveRooms: { path: '/admin/live', permission: 'content.manage' },
  liveRoomNew: { path: '/admin/live/new', permission: 'content.manage' },
  liveRoom: { path: '/admin/live/:href', permission: 'content.manage' },
  /** Information pages and posts (issue 26, branch content-console); a new one's page before a record's. */
  content: { path: '/admin/content', permission: 'content.manage' },
  contentNew: { path: '/admin/content/:type/new', permission: 'content.manage' },
  contentItem: { path: '/admin/content/:type/:id', permission: 'content.manage' },
} as const satisfies Record<string, ConsolePage>;
export type ConsolePageName = keyof typeof CONSOLE_PAGES;

export const consoleRoutes = {
  home: () => '/admin',
  signIn: (next?: string) => (next ? `/admin/sign-in?next=${encodeURIComponent(next)}` : '/admin/sign-in'),
  dashboard: () => '/admin/dashboard',
  reports: (query = '') => `/admin/reports${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  orders: (query = '') => `/admin/orders${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  order: (id: number) => `/admin/orders/${id}`,
  customers: (query = '') => `/admin/customers${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  customer: (id: number) => `/admin/customers/${id}`,
  inbox: (query = '') => `/admin/inbox${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  inboxMessage: (kind: InboxKind, id: number) => `/admin/inbox/${kind}/${id}`,
  support: () => '/admin/support',
  products: (query = '') => `/admin/products${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  productsImport: () => '/admin/products/import',
  productNew: () => '/admin/products/new',
  product: (id: number) => `/admin/products/${id}`,
  staff: () => '/admin/staff',
  audit: (query = '') => `/admin/audit${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  account: () => '/admin/account',
  categories: () => '/admin/categories',
  navigation: () => '/admin/navigation',
  coupons: (query = '') => `/admin/coupons${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  couponNew: () => '/admin/coupons/new',
  coupon: (id: number) => `/admin/coupons/${id}`,
  sales: () => '/admin/sales',
  saleNew: () => '/admin/sales/new',
  sale: (id: number) => `/admin/sales/${id}`,
  currencies: () => '/admin/currencies',
  storefront: () => '/admin/storefront',
  questionnaires: () => '/admin/questionnaires',
  questionnaireNew: () => '/admin/questionnaires/new',
  questionnaire: (id: number) => `/admin/questionnaires/${id}`,
  translations: (query = '') => `/admin/translations${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  liveRooms: () => '/admin/live',
  liveRoomNew: () => '/admin/live/new',
  liveRoom: (href: string) => `/admin/live/${encodeURIComponent(href)}`,
  content: (query = '') => `/admin/content${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  contentNew: (type: 'pages' | 'posts') => `/admin/content/${type}/new`,
  contentItem: (type: 'pages' | 'posts', id: number) => `/admin/content/${type}/${id}`,
};

/**
 * The navigation, in its order (issue 24: Orders, Customers, Inbox, Support, Staff, Audit log; issue
 * 26: the Dashboard first, so /admin opens it for the roles with reports.read, and Reports).
 */
export const NAVIGATION: { page: ConsolePageName; label: string }[] = [
  { page: 'dashboard', label: 'nav.dashboard' },
  { page: 'reports', label: 'nav.reports' },
  { page: 'orders', label: 'nav.orders' },
  { page: 'customers', label: 'nav.customers' },
  { page: 'inbox', label: 'nav.inbox' },
  { page: 'support', label: 'nav.support' },
  { page: 'products', label: 'nav.products' },
  { page: 'categories', label: 'nav.categories' },
  { page: 'navigation', label: 'nav.navigation' },
  { page: 'coupons', label: 'nav.coupons' },
  { page: 'sales', label: 'nav.sales' },
  { page: 'currencies', label: 'nav.currencies' },
  { page: 'storefront', label: 'nav.storefront' },
  { page: 'content', label: 'nav.content' },
  { page: 'questionnaires', label: 'nav.questionnaires' },
  { page: 'liveRooms', label: 'nav.live' },
  { page: 'translations', label: 'nav.translations' },
  { page: 'staff', label: 'nav.staff' },
  { page: 'audit', label: 'nav.audit' },
];

/** Where `next` may send a member after signing in: a console page, never another site. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : '/admin';
}
