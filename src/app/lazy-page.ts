import { createElement, lazy, useState, type ComponentType } from 'react';
import { loadStrings, type StringsGroup } from '../i18n';
import { arriveWithin, PagePartBoundary, type PartTiming } from './page-part';

/** Loads a page's module; its default export draws the page. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * A page whose strings travel with it (src/i18n: the namespaces not in the entry): its code and its
 * English catalogues load side by side (shop pages show catalogue parts too: prices, the pay-in-4
 * dialog). Without the catalogues (offline) it still draws.
 */
export function withStrings<M>(groups: StringsGroup[], load: () => Promise<M>): () => Promise<M> {
  const strings = () => Promise.all(groups.map((g) => loadStrings(g))).catch(() => undefined);
  return () => Promise.all([load(), strings()]).then(([mod]) => mod);
}

/** A catalogue page (home, lists, product): the catalogue strings beside its code. */
export const catalogPage = (load: PageLoader) => withStrings(['catalogue'], load);
/** The sale page: the catalogue strings (its goods cards, coupons) and its own. */
export const salePage = (load: PageLoader) => withStrings(['catalogue', 'sale'], load);
/** A page of signing in (sign-in, forgot password): the auth strings. */
export const authPage = (load: PageLoader) => withStrings(['auth'], load);
/** The product page: the catalogue strings and its own. */
export const productPage = (load: PageLoader) => withStrings(['catalogue', 'product'], load);
/** An information page (/introduction, /privacy, /contact-us, ...): its own strings. */
export const contentPage = (load: PageLoader) => withStrings(['info'], load);
/** A page of the blog (news, readers' topics, a post): its strings and the catalogue's (related goods as cards). */
export const blogPage = (load: PageLoader) => withStrings(['catalogue', 'info'], load);
/** A shop page (cart, checkout, payment, orders, account): the shop strings too (and the product's: the pay-in-4 dialog). */
export const shopPage = (load: PageLoader) => withStrings(['catalogue', 'product', 'shop'], load);
/** A questionnaire page (my questionnaires, the hosted form, its break and its end): the shop strings and the questionnaire's (with the pop-ups). */
export const questionnairePage = (load: PageLoader) => withStrings(['catalogue', 'product', 'shop', 'popups'], load);

/** A wholesale services page (pre-orders, reorder, custom logo): the shop strings and its own. */
export const servicesPage = (load: PageLoader) => withStrings(['catalogue', 'product', 'shop', 'services'], load);
/** A business service's information page with its form (OEM/ODM, drop shipping, the rebate): the information strings too. */
export const serviceInfoPage = (load: PageLoader) => withStrings(['catalogue', 'product', 'shop', 'services', 'info'], load);

/**
 * One of the spec's catalogue pages (the frames lookbook, the frame and lens price lists; the shell
 * drops header, e-mail pop-up and chat on them by path, shell/chrome.ts): the catalogue strings
 * (goods cards) and the catalogue pages' own, nothing of the shop's.
 */
export const catalogueBookPage = (load: PageLoader) => withStrings(['catalogue', 'catalogues'], load);
/** A wholesale shop page (the shopping lists): the shop strings and the price lists' words. */
export const wholesalePage = (load: PageLoader) => withStrings(['catalogue', 'product', 'shop', 'catalogues'], load);
/** A wholesale shop page behind the business gate (the catalogue shopping list): the gate's strings too. */
export const businessWholesalePage = (load: PageLoader) => withStrings(['catalogue', 'product', 'shop', 'catalogues', 'services'], load);

export interface LazyPage {
  /** Starts (once) loading the page's code; the component shares the promise. */
  load: PageLoader;
  Component: ComponentType;
}

/** A lazily loaded part (a page, an overlay's content): its loader and what draws it. */
export interface LazyPart<P extends object> {
  /** Starts (once) loading the part's code; the component shares the promise. */
  load: () => Promise<{ default: ComponentType<P> }>;
  Component: ComponentType<P>;
}

/**
 * One component per part, created once, sharing the loader's promise with any preload. A part whose
 * code has already arrived is drawn at once; otherwise it is lazy and suspends while its code loads.
 * Which of the two is decided when it mounts, so it never remounts when the code arrives.
 *
 * Code that has not come within PAGE_PART_TIMEOUT_MS (spec section 8), or whose request failed,
 * shows so with Retry (./page-part.tsx) instead of spinning on; Retry waits for it again (a failed
 * request is made again, one still under way is waited for anew). `onClose`, for an overlay: the
 * notice offers Close too. `timing` is for tests.
 */
export function lazyPart<P extends object>(
  name: string,
  loader: () => Promise<{ default: ComponentType<P> }>,
  options: PartTiming & { closeWith?: (props: P) => () => void } = {},
): LazyPart<P> {
  const { closeWith, ...timing } = options;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    (pending ??= loader().then(
      (mod) => {
        loaded = mod.default;
        return mod;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const timed = () => lazy(() => arriveWithin(load, timing));
  // React keeps a lazy component's failure: Retry draws a new one.
  let Lazy = timed();
  const retry = () => {
    Lazy = timed();
  };
  // Reads `Lazy` when it draws: after Retry the boundary mounts it anew, with the new one.
  function Current(props: P) {
    return createElement(Lazy as ComponentType<P>, props);
  }
  function Part(props: P) {
    const [Ready] = useState(() => loaded);
    if (Ready) return createElement(Ready, props);
    return createElement(PagePartBoundary, { onRetry: retry, onClose: closeWith?.(props) }, createElement(Current, props));
  }
  Part.displayName = `Lazy(${name})`;
  return { load, Component: Part };
}

/** A page (the router's): `lazyPart` with no props. */
export function lazyPage(path: string, loader: PageLoader, timing?: PartTiming): LazyPage {
  const part = lazyPart<Record<string, never>>(path, loader as () => Promise<{ default: ComponentType<Record<string, never>> }>, timing);
  return { load: part.load as PageLoader, Component: part.Component as ComponentType };
}
