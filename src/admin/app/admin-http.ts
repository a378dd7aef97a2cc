import { createApiClient, type ApiClient, type ApiError } from '../../api';
import { staffToken } from './staff-token';

/**
 * The console's client: the shop's one transport (src/api: ky, the envelope, ApiError) with the
 * staff token. A 401 from any call (expired, revoked, disabled member) tells the staff session,
 * which ends; a 403 is the refusal the view shows (the console hides what the role cannot do).
 */
const ended = new Set<(error: ApiError) => void>();

/** Subscribes to "the server no longer takes this token"; returns the unsubscribe. */
export function onTokenRefused(listener: (error: ApiError) => void): () => void {
  ended.add(listener);
  return () => ended.delete(listener);
}

const baseUrl = typeof location === 'undefined' ? 'http://localhost:3000/' : `${location.origin}/`;

export const adminHttp: ApiClient = createApiClient({
  baseUrl,
  getToken: () => staffToken.get(),
  onUnauthorized: (error) => {
    for (const l of [...ended]) l(error);
  },
  onForbidden: () => {},
});
