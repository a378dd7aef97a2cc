import { createApiClient, type ApiClient } from './client';
import type { ApiError } from './errors';
import type { Message } from '../../contract/messages';
import { HTTP_TIMEOUT_MS } from '../../contract/constants';

/**
 * The app's one API client. The token lives here (the app sets the stored one before anything
 * loads, then the session's provided `persistSession` action keeps it), and the client's callbacks
 * become app events that the session provider (401/30001, 403) and the toast host (error and
 * success flags) subscribe to.
 */
let token: string | null = null;
/** Set while the session is getting a token: resolves with it (or null if none came). */
let coming: Promise<string | null> | null = null;
let arrived: ((token: string | null) => void) | null = null;

export const tokenHolder = {
  get: () => token,
  set(next: string | null) {
    token = next;
    if (next) arrived?.(next);
  },
  /**
   * The session's token call (`fetchVisitorToken`): until it settles and the session has set the
   * token, calls wait for the token instead of going without (`whenReady`); at most HTTP_TIMEOUT_MS.
   */
  getting<T>(call: Promise<T>): Promise<T> {
    if (!coming) {
      coming = new Promise<string | null>((resolve) => {
        const timer = setTimeout(() => arrived?.(token), HTTP_TIMEOUT_MS);
        arrived = (value) => {
          clearTimeout(timer);
          coming = arrived = null;
          resolve(value);
        };
      });
    }
    // A refused token call lets the waiting calls go (without a token, as before).
    call.catch(() => arrived?.(token));
    return call;
  },
  /** The token now, or, while the session is getting one, when it comes. */
  whenReady: (): Promise<string | null> => (token || !coming ? Promise.resolve(token) : coming),
};

type ApiEvents = {
  unauthorized: ApiError;
  forbidden: ApiError;
  toast: { kind: 'error' | 'success'; message: Message };
};
type Listener<K extends keyof ApiEvents> = (payload: ApiEvents[K]) => void;
const listeners: { [K in keyof ApiEvents]: Set<Listener<K>> } = {
  unauthorized: new Set(),
  forbidden: new Set(),
  toast: new Set(),
};

/** Subscribes to what the client tells the app; returns the unsubscribe. */
export function onApiEvent<K extends keyof ApiEvents>(kind: K, listener: Listener<K>): () => void {
  listeners[kind].add(listener);
  return () => listeners[kind].delete(listener);
}

function emit<K extends keyof ApiEvents>(kind: K, payload: ApiEvents[K]) {
  for (const l of listeners[kind]) l(payload);
}

const baseUrl = typeof location === 'undefined' ? 'http://localhost:3000/' : `${location.origin}/`;

/** Every endpoint function of src/api/* calls through this. */
export const http: ApiClient = createApiClient({
  baseUrl,
  getToken: () => token,
  awaitToken: () => tokenHolder.whenReady(),
  onUnauthorized: (e) => emit('unauthorized', e),
  onForbidden: (e) => emit('forbidden', e),
  onToast: (kind, message) => emit('toast', { kind, message }),
});
