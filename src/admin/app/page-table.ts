import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ConsolePageName } from './paths';

/** Each console page's code, loaded when it is first opened. */
export const PAGE_TABLE: Record<ConsolePageName, LazyExoticComponent<ComponentType>> = {
  signIn: lazy(() => import('../pages/sign-in-page')),
  setup: lazy(() => import('../pages/setup-page')),
  invite: lazy(() => import('../pages/invite-page')),
  orders: lazy(() => import('../pages/orders-page')),
  order: lazy(() => import('../pages/order-page')),
  customers: lazy(() => import('../pages/customers-page')),
  customer: lazy(() => import('../pages/customer-page')),
  inbox: lazy(() => import('../pages/inbox-page')),
  inboxMessage: lazy(() => import('../pages/inbox-message-page')),
  support: lazy(() => import('../pages/support-page')),
  products: lazy(() => import('../pages/products-page')),
  productsImport: lazy(() => import('../pages/products-import-page')),
  productNew: lazy(() => import('../pages/product-page')),
  product: lazy(() => import('../pages/product-page')),
  staff: lazy(() => import('../pages/staff-page')),
  audit: lazy(() => import('../pages/audit-page')),
  account: lazy(() => import('../pages/account-page')),
  categories: lazy(() => import('../pages/categories-page')),
  navigation: lazy(() => import('../pages/navigation-page')),
  content: lazy(() => import('../pages/content-list-page')),
  contentNew: lazy(() => import('../pages/content-page')),
  contentItem: lazy(() => import('../pages/content-page')),
  coupons: lazy(() => import('../pages/coupons-page')),
  couponNew: lazy(() => import('../pages/coupon-page')),
  coupon: lazy(() => import('../pages/coupon-page')),
  sales: lazy(() => import('../pages/sales-page')),
  saleNew: lazy(() => import('../pages/sale-page')),
  sale: lazy(() => import('../pages/sale-page')),
  currencies: lazy(() => import('../pages/currencies-page')),
  storefront: lazy(() => import('../pages/storefront-page')),
};
export const NotFoundPage = lazy(() => import('../pages/not-found-page'));
