import { createElement, lazy, useState, type ComponentType } from 'react';
import { parse } from 'regexparam';
import { pageCatalogues, type CatalogueGroup } from '../i18n';

interface PageEntry {
  path: string;
  load: () => Promise<{ default: ComponentType }>;
  /** Needs a signed-in customer (the login guard decides, with its one exception). */
  guarded?: boolean;
}

/**
 * A page whose strings travel with it (src/i18n: the namespaces not in the entry): its code and its
 * English catalogues load side by side (shop pages show catalogue parts too: prices, the pay-in-4
 * dialog). Without the catalogues (offline) it still draws.
 */
function withCatalogues(groups: CatalogueGroup[], load: PageEntry['load']): PageEntry['load'] {
  const strings = () => Promise.all(groups.map((g) => pageCatalogues(g))).catch(() => undefined);
  return () => Promise.all([load(), strings()]).then(([mod]) => mod);
}

/** A catalogue page (home, lists, product): the catalogue strings beside its code. */
const cataloguePage = (load: PageEntry['load']) => withCatalogues(['catalogue'], load);
/** A shop page (cart, checkout, payment, orders, account): the shop strings too. */
const shopPage = (load: PageEntry['load']) => withCatalogues(['catalogue', 'shop'], load);

/**
 * Every page of the app with the code that draws it, in route order. Pages are loaded on demand,
 * so the first screen ships only what it needs; add a page here only when it exists.
 */
export const pageTable: PageEntry[] = [
  { path: '/', load: cataloguePage(() => import('../pages/home/home-page')) },
  { path: '/404', load: () => import('../pages/not-found/not-found-page') },
  { path: '/sign-in', load: () => import('../pages/auth/sign-in-page') },
  { path: '/forgot-password', load: () => import('../pages/auth/forgot-password-page') },
  { path: '/goods-list/:id', load: cataloguePage(() => import('../pages/catalog/goods-list-page')) },
  { path: '/search-result', load: cataloguePage(() => import('../pages/search/search-result-page')) },
  { path: '/goods-detail/:id', load: cataloguePage(() => import('../pages/product/product-page')) },
  { path: '/cart', load: shopPage(() => import('../pages/cart/cart-page')) },
  { path: '/account/my-account', load: shopPage(() => import('../pages/account/my-account-page')), guarded: true },
  { path: '/account/my-wishlist', load: shopPage(() => import('../pages/account/my-wishlist-page')), guarded: true },
  { path: '/account/my-orders', load: shopPage(() => import('../pages/orders/my-orders-page')), guarded: true },
  { path: '/account/order-detail/:id', load: shopPage(() => import('../pages/orders/order-detail-page')), guarded: true },
  { path: '/account/track-order/:id', load: shopPage(() => import('../pages/orders/account-track-order-page')), guarded: true },
  { path: '/account/write-review', load: shopPage(() => import('../pages/orders/write-review-page')), guarded: true },
  { path: '/track-order', load: shopPage(() => import('../pages/orders/track-order-page')) },
  { path: '/payment-success', load: shopPage(() => import('../pages/payment/payment-success-page')), guarded: true },
  { path: '/payment-failed', load: shopPage(() => import('../pages/payment/payment-failed-page')), guarded: true },
  { path: '/bank-success', load: shopPage(() => import('../pages/payment/bank-success-page')), guarded: true },
  { path: '/price-difference', load: shopPage(() => import('../pages/payment/price-difference-page')), guarded: true },
  { path: '/price-difference-payment-successful', load: shopPage(() => import('../pages/payment/price-difference-paid-page')), guarded: true },
  { path: '/price-difference-payment-failed', load: shopPage(() => import('../pages/payment/price-difference-failed-page')), guarded: true },
  { path: '/payment', load: shopPage(() => import('../pages/checkout/checkout-page')), guarded: true },
  { path: '/account/my-address-book', load: shopPage(() => import('../pages/account/my-address-book-page')), guarded: true },
  { path: '/account/my-address-book/:style', load: shopPage(() => import('../pages/account/my-address-book-style-page')), guarded: true },
];

export type LazyPage = PageEntry & { Component: ComponentType };

/**
 * One component per page, created once, sharing the loader's promise with the preload. A page
 * whose code has already arrived (the app waits for the current page's before its first render)
 * is drawn at once; otherwise it is lazy and suspends while its code loads. Which of the two is
 * decided when the page mounts, so it never remounts when the code arrives.
 */
export const pages: LazyPage[] = pageTable.map((entry) => {
  let pending: ReturnType<PageEntry['load']> | undefined;
  let loaded: ComponentType | undefined;
  const load = () =>
    (pending ??= entry.load().then((mod) => {
      loaded = mod.default;
      return mod;
    }));
  const Lazy = lazy(load);
  function Page() {
    const [Ready] = useState(() => loaded);
    return createElement(Ready ?? Lazy);
  }
  Page.displayName = `Page(${entry.path})`;
  return { ...entry, load, Component: Page };
});

const patterns = pages.map((p) => ({ page: p, pattern: parse(p.path).pattern }));

/** The page that draws a path, if any. */
export function pageFor(pathname: string): LazyPage | undefined {
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
