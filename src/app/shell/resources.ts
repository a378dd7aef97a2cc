import { useEffect, useSyncExternalStore } from 'react';
import type { HotSearch, NavItem } from '../../../contract/entities';
import { shellApi } from './shell.api';

export type ResourceState<T> = { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

/**
 * Read-mostly shell data (menu columns, popular searches) fetched once per visit and shared by
 * every view that shows it: the menu, the category bar and the home page ask for the navigation
 * column and the network sees one request. A failure is forgotten, so the next reader retries.
 */
export interface Resource<T> {
  load(): Promise<T>;
  get(): ResourceState<T>;
  subscribe(listener: () => void): () => void;
  /** Replaces the loader (tests) and forgets what was loaded. */
  reset(loader?: () => Promise<T>): void;
}

export function createResource<T>(initialLoader: () => Promise<T>): Resource<T> {
  let loader = initialLoader;
  let state: ResourceState<T> = { status: 'idle' };
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const set = (next: ResourceState<T>) => {
    state = next;
    for (const l of listeners) l();
  };
  return {
    load() {
      if (state.status === 'ready') return Promise.resolve(state.data);
      if (pending) return pending;
      set({ status: 'loading' });
      const p = loader().then(
        (data) => {
          if (pending === p) set({ status: 'ready', data });
          pending = null;
          return data;
        },
        (error: unknown) => {
          if (pending === p) set({ status: 'failed' });
          pending = null;
          throw error;
        },
      );
      pending = p;
      return p;
    },
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset(next) {
      if (next) loader = next;
      pending = null;
      set({ status: 'idle' });
    },
  };
}

/** Subscribes a view to a resource and starts loading it on first use. */
export function useResource<T>(resource: Resource<T>): ResourceState<T> & { retry(): void } {
  const state = useSyncExternalStore(resource.subscribe, resource.get, resource.get);
  useEffect(() => {
    if (resource.get().status === 'idle') resource.load().catch(() => {});
  }, [resource]);
  return { ...state, retry: () => void resource.load().catch(() => {}) } as ResourceState<T> & { retry(): void };
}

export const navigationResource = createResource<NavItem[]>(() => shellApi.navigation());
export const footerResource = createResource<NavItem[]>(() => shellApi.footer());
export const hotSearchResource = createResource<HotSearch[]>(() => shellApi.hotSearch());
