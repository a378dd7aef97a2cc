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
  orders: { path: '/admin/orders', permission: 'orders.read' },
  order: { path: '/admin/orders/:id', permission: 'orders.read' },
  customers: { path: '/admin/customers', permission: 'customers.read' },
  customer: { path: '/admin/customers/:id', permission: 'customers.read' },
  inbox: { path: '/admin/inbox', permission: 'inbox.answer' },
  inboxMessage: { path: '/admin/inbox/:kind/:id', permission: 'inbox.answer' },
  support: { path: '/admin/support', permission: 'support.answer' },
  staff: { path: '/admin/staff', permission: 'staff.manage' },
  audit: { path: '/admin/audit', permission: 'audit.read' },
  account: { path: '/admin/account', permission: 'staff.self' },
  /** The home page's blocks, promo slides, goods rows and questionnaire pictures (issue 25, branch storefront). */
  storefront: { path: '/admin/storefront', permission: 'catalogue.manage' },
  /** Interim (branch photos): a product's photos alone, until the product page hosts the PhotoManager. */
  productPhotos: { path: '/admin/products/:id/photos', permission: 'catalogue.manage' },
} as const satisfies Record<string, ConsolePage>;
export type ConsolePageName = keyof typeof CONSOLE_PAGES;

export const consoleRoutes = {
  home: () => '/admin',
  signIn: (next?: string) => (next ? `/admin/sign-in?next=${encodeURIComponent(next)}` : '/admin/sign-in'),
  orders: (query = '') => `/admin/orders${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  order: (id: number) => `/admin/orders/${id}`,
  customers: (query = '') => `/admin/customers${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  customer: (id: number) => `/admin/customers/${id}`,
  inbox: (query = '') => `/admin/inbox${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  inboxMessage: (kind: InboxKind, id: number) => `/admin/inbox/${kind}/${id}`,
  support: () => '/admin/support',
  staff: () => '/admin/staff',
  audit: (query = '') => `/admin/audit${query ? `?${query.replace(/^\?/, '')}` : ''}`,
  account: () => '/admin/account',
  storefront: () => '/admin/storefront',
  productPhotos: (id: number) => `/admin/products/${id}/photos`,
};

/** The navigation, in its order (issue 24: Orders, Customers, Inbox, Support, Staff, Audit log). */
export const NAVIGATION: { page: ConsolePageName; label: string }[] = [
  { page: 'orders', label: 'nav.orders' },
  { page: 'customers', label: 'nav.customers' },
  { page: 'inbox', label: 'nav.inbox' },
  { page: 'support', label: 'nav.support' },
  { page: 'storefront', label: 'nav.storefront' },
  { page: 'staff', label: 'nav.staff' },
  { page: 'audit', label: 'nav.audit' },
];

/** Where `next` may send a member after signing in: a console page, never another site. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith('//') ? next : '/admin';
}
