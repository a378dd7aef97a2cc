import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { I18nProvider } from '../i18n/react';
import { NavigationSlot } from '../app/navigation';
import type { I18n } from '../i18n/runtime';
import { fromPromise } from 'xstate';
import { loadAllStrings, createI18n } from '../i18n';
import type { ApiError } from '../api/errors';

/** One English i18n instance for component tests (the real catalogues, the pages' ones too). */
let shared: Promise<I18n> | null = null;
export function testI18n(): Promise<I18n> {
  shared ??= createI18n('en').then(async (i18n) => {
    await loadAllStrings(i18n);
    return i18n;
  });
  return shared;
}

/**
 * An in-memory stand-in for one API call: every call waits until the test answers it, so a
 * model path decides exactly when and how the "server" replies.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stands in for any call, whatever its input
export function controlledCall<T, I = any>() {
  const pending: Array<{ input: I; resolve(v: T): void; reject(e: unknown): void }> = [];
  const calls: I[] = [];
  const logic = fromPromise<T, I>(
    ({ input, signal }) =>
      new Promise<T>((resolve, reject) => {
        calls.push(input);
        const entry = { input, resolve, reject };
        pending.push(entry);
        // A stopped actor (its state was left) no longer waits for an answer.
        signal.addEventListener('abort', () => pending.splice(pending.indexOf(entry) >>> 0, 1));
      }),
  );
  const take = () => {
    const next = pending.shift();
    if (!next) throw new Error('no call is waiting for an answer');
    return next;
  };
  return {
    logic,
    calls,
    get waiting() {
      return pending.length;
    },
    async resolve(value: T) {
      await act(async () => take().resolve(value));
    },
    async reject(error: unknown) {
      await act(async () => take().reject(error));
    },
  };
}

/** A stand-in for src/api/http.ts's onApiEvent, so a test can play a 401 or 403 from "any call". */
export function apiEventBus() {
  const listeners = { unauthorized: new Set<(e: ApiError) => void>(), forbidden: new Set<(e: ApiError) => void>() };
  return {
    onApiEvent: ((kind: 'unauthorized' | 'forbidden', l: (e: ApiError) => void) => {
      listeners[kind].add(l);
      return () => listeners[kind].delete(l);
    }) as unknown as typeof import('../api/http').onApiEvent,
    async fire(kind: 'unauthorized' | 'forbidden', error: ApiError) {
      await act(async () => {
        for (const l of listeners[kind]) l(error);
      });
    },
  };
}

/** Renders inside i18n and a memory router; returns the router's history too. */
export async function renderWithRouter(ui: ReactNode, path = '/') {
  const i18n = await testI18n();
  const [pathname, search] = path.split('?');
  const memory = memoryLocation({ path: pathname, searchPath: search ?? '', record: true });
  const result = render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>
        <NavigationSlot />
        {ui}
      </Router>
    </I18nProvider>,
  );
  return { ...result, memory, i18n };
}
