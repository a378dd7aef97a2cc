import type { ReactNode } from 'react';
import type { I18n } from '../../src/i18n/runtime';
import { I18nProvider } from '../../src/i18n/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import { act } from '@testing-library/react';
import { testI18n as sharedTestI18n } from '../../src/testing/harness';
import type { currencyMachine } from '../../machines/currency.machine';
import { currencyLogic } from '../../src/features/currency/currency.actors';
import { NavigationSlot } from '../../src/app/navigation';
import type { Currency, HotSearch, NavItem } from '../../contract/entities';
import { ToastProvider } from '../../src/app/toasts/toast-provider';
import { CurrencyProvider } from '../../src/features/currency/currency-provider';
import { OverlaysProvider } from '../../src/app/overlays/overlays-provider';
import { footerResource, hotSearchResource, navigationResource } from '../../src/app/shell/resources';

/**
 * A value the test changes and a component reads through a mocked hook
 * (`useSyncExternalStore(v.subscribe, v.get)`), e.g. whether the session is signed in.
 */
export function externalValue<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}

/** A promise the test settles by hand: in-memory stand-in for an API call. */
export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
export function deferred<T>(): Deferred<T> {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Every call of an in-memory actor, newest last, each settled by the test. */
export function calls<T, I = unknown>() {
  const list: { input: I; d: Deferred<T> }[] = [];
  return {
    list,
    start(input: I) {
      const d = deferred<T>();
      list.push({ input, d });
      return d.promise;
    },
    get last() {
      const c = list[list.length - 1];
      if (!c) throw new Error('no call was made');
      return c;
    },
  };
}

/**
 * Lets promises settle and React re-render (lazy contents, actor answers). It waits on
 * setImmediate, which the model tests leave real while they fake setTimeout for XState's delays:
 * Testing Library's findBy* would hang there, as its act wrapper awaits a setTimeout.
 */
export async function flush(rounds = 3) {
  for (let i = 0; i < rounds; i++) {
    await act(async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
    });
  }
}

// Taken before any test fakes timers: module loading (a lazy chunk, another language) needs real time.
const realSetTimeout = globalThis.setTimeout;

/** Flushes until `query` finds something (or gives up after `rounds`), then returns it. */
export async function eventually<T>(query: () => T | null, rounds = 100): Promise<T> {
  for (let i = 0; i < rounds; i++) {
    const found = query();
    if (found) return found;
    await flush(1);
    if (i >= 10) await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
  }
  const found = query();
  if (!found) throw new Error('eventually: nothing found');
  return found;
}

export const currencies: Currency[] = [
  { id: 1, name: 'US Dollar', img: '', money: '$', symbol: 'USD', exchange_rate: 1, country: 'United States' },
  { id: 2, name: 'Euro', img: '', money: '€', symbol: 'EUR', exchange_rate: 0.92, country: 'European Union' },
  { id: 3, name: 'Japanese Yen', img: '', money: '¥', symbol: 'JPY', exchange_rate: 151.4, country: 'Japan' },
];

export const navigation: NavItem[] = [
  {
    id: 1,
    name: 'Optical Frames',
    url: '/goods-list/1',
    img: '',
    children: [
      { id: 2, name: 'Men', url: '/goods-list/2', img: '', children: [] },
      { id: 3, name: 'Women', url: '/goods-list/3', img: '', children: [] },
    ],
  },
  { id: 4, name: 'Blue Light Glasses', url: '/goods-list/4', img: '', children: [] },
];

export const footerLinks: NavItem[] = [
  { id: 10, name: 'Help Center', url: '/after-sales', img: '', children: [] },
  { id: 11, name: 'Order Tracking', url: '/track-order', img: '', children: [] },
  { id: 12, name: 'Shipping', url: '/shipping', img: '', children: [] },
];

export const popularSearches: HotSearch[] = [
  { name: 'aviator', url: '/search-result?keywords=aviator' },
  { name: 'cat eye', url: '/search-result?keywords=cat%20eye' },
];

/** The shell's read-only data served from memory. */
export function serveShellData() {
  navigationResource.reset(async () => navigation);
  footerResource.reset(async () => footerLinks);
  hotSearchResource.reset(async () => popularSearches);
}

/** Currency actors that answer at once from the list above. */
export const instantCurrencyLogic = currencyLogic.provide({
  actors: {
    loadCurrencies: fromPromise(async () => currencies),
    switchCurrency: fromPromise(async ({ input }) => currencies.find((c) => c.id === input.id)!),
  },
});

/** The shared English instance (src/testing/harness), switched back to English if a test changed it. */
export async function testI18n(): Promise<I18n> {
  const i18nInstance = await sharedTestI18n();
  if (i18nInstance.language !== 'en') await i18nInstance.changeLanguage('en');
  document.documentElement.dir = 'ltr';
  document.documentElement.lang = 'en';
  return i18nInstance;
}

export interface HarnessOptions {
  path?: string;
  i18n: I18n;
  currencyLogic?: typeof currencyMachine;
}

/** The app's shell providers around `ui`, on an in-memory location. */
export function shellHarness({ path = '/', i18n, currencyLogic = instantCurrencyLogic }: HarnessOptions) {
  const location = memoryLocation({ path, record: true });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <NavigationSlot />
          <ToastProvider>
            <CurrencyProvider logic={currencyLogic}>
              <OverlaysProvider>{children}</OverlaysProvider>
            </CurrencyProvider>
          </ToastProvider>
        </Router>
      </I18nProvider>
    );
  }
  return { Wrapper, location };
}
