import { useLayoutEffect } from 'react';
import { useLocation, useRouter } from 'wouter';
import { navigate as browserNavigate, useBrowserLocation } from 'wouter/use-browser-location';

export interface NavigateOptions {
  replace?: boolean;
}
type Navigate = (to: string, options?: NavigateOptions) => void;

let current: Navigate = browserNavigate;
const noBack = () => false;
let back: () => boolean = noBack;

/**
 * Goes to `to` in the app's router: what a wiring module (`*.actors.ts`) calls when a flow leaves
 * its page (a placed order goes to payment, a paid one to its success page). Views keep using
 * wouter's `Link` and `useLocation`.
 */
export function navigate(to: string, options?: NavigateOptions): void {
  current(to, options);
}

/**
 * One entry back in the router's history, as the browser's Back button does (the page follows
 * when the location changes): true when it went; false where the router keeps no history to go
 * back in (the in-memory router of tests), and the caller goes on its own way.
 */
export function goBack(): boolean {
  return back();
}

/**
 * Binds `navigate` (and `goBack`) to the router it is rendered in (the browser's location in the
 * app, an in-memory one in tests), for as long as it is mounted.
 */
export function NavigationSlot(): null {
  const [, routerNavigate] = useLocation();
  const onBrowserHistory = useRouter().hook === useBrowserLocation;
  useLayoutEffect(() => {
    const bound: Navigate = (to, options) => routerNavigate(to, options);
    const boundBack = onBrowserHistory ? () => (window.history.back(), true) : noBack;
    current = bound;
    back = boundBack;
    return () => {
      if (current === bound) current = browserNavigate;
      if (back === boundBack) back = noBack;
    };
  }, [routerNavigate, onBrowserHistory]);
  return null;
}

/**
 * Leaves the app for another site's page (a wallet's approval page): what a wiring module calls
 * for a machine's `leaveApp`. The page is unloaded; Back may show it again from the browser's cache.
 */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
