import { createApiClient, createShopApi, type ApiError } from '../api';
import { storage } from './storage';

/**
 * The app's one API instance. The token lives here (read from storage once, then set by the
 * session machine's provided actions), and the client's callbacks become app events that the
 * session provider and the toast host subscribe to.
 */
let token: string | null = storage.get('accessToken') ?? null;

export const tokenHolder = {
  get: () => token,
  set(next: string | null) {
    token = next;
  },
};

type ApiEvents = {
  unauthorized: ApiError;
  forbidden: ApiError;
  toast: { kind: 'error' | 'success'; message: string };
};
type Listener<K extends keyof ApiEvents> = (payload: ApiEvents[K]) => void;
const listeners: { [K in keyof ApiEvents]: Set<Listener<K>> } = {
  unauthorized: new Set(),
  forbidden: new Set(),
  toast: new Set(),
};

export function onApiEvent<K extends keyof ApiEvents>(kind: K, listener: Listener<K>): () => void {
  listeners[kind].add(listener);
  return () => listeners[kind].delete(listener);
}

function emit<K extends keyof ApiEvents>(kind: K, payload: ApiEvents[K]) {
  for (const l of listeners[kind]) l(payload);
}

const baseUrl = typeof location === 'undefined' ? 'http://localhost:3000/' : `${location.origin}/`;

export const apiClient = createApiClient({
  baseUrl,
  getToken: () => token,
  onUnauthorized: (e) => emit('unauthorized', e),
  onForbidden: (e) => emit('forbidden', e),
  onToast: (kind, message) => emit('toast', { kind, message }),
});

export const shopApi = createShopApi(apiClient);
