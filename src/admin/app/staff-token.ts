/**
 * Where the console keeps the staff token: sessionStorage, so it lives as long as the tab. A staff
 * token opens the shop's orders, refunds and staff: kept per tab, it is gone when the tab closes (a
 * shared counter computer, a borrowed laptop) and never shared with another tab or window; a new
 * tab signs in again, which a 12-hour token (STAFF_TOKEN_TTL_S) asks of the member daily anyway.
 */
const KEY = 'optic:staff-token';

let token: string | null = null;

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the token lives in memory only
  }
}

export const staffToken = {
  /** The token kept in this tab, read once at start. */
  load(): string | null {
    token = storage()?.getItem(KEY) ?? null;
    return token;
  },
  get: (): string | null => token,
  set(next: string) {
    token = next;
    storage()?.setItem(KEY, next);
  },
  clear() {
    token = null;
    storage()?.removeItem(KEY);
  },
};
