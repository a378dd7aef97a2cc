import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { navigate as browserNavigate } from 'wouter/use-browser-location';

export interface NavigateOptions {
  replace?: boolean;
}
type Navigate = (to: string, options?: NavigateOptions) => void;

let current: Navigate = browserNavigate;

/**
 * Goes to `to` in the app's router: what a wiring module (`*.actors.ts`) calls when a flow leaves
 * its page (a placed order goes to payment, a paid one to its success page). Views keep using
 * wouter's `Link` and `useLocation`.
 */
export function navigate(to: string, options?: NavigateOptions): void {
  current(to, options);
}

/**
 * Binds `navigate` to the router it is rendered in (the browser's location in the app, an
 * in-memory one in tests), for as long as it is mounted.
 */
export function NavigationSlot(): null {
  const [, routerNavigate] = useLocation();
  useLayoutEffect(() => {
    const bound: Navigate = (to, options) => routerNavigate(to, options);
    current = bound;
    return () => {
      if (current === bound) current = browserNavigate;
    };
  }, [routerNavigate]);
  return null;
}

/**
 * Leaves the app for another site's page (a wallet's approval page): what a wiring module calls
 * for a machine's `leaveApp`. The page is unloaded; Back may show it again from the browser's cache.
 */
export function leaveApp(url: string): void {
  window.location.assign(url);
}
