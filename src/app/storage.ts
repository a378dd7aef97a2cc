import type { Currency, UserInfo } from '../../contract/entities';

/**
 * The data kept on the client between visits (spec section 3), under one prefix. Only the app's
 * providers touch this module; machines receive what they need as input and persist through
 * actions the app provides, so they stay pure.
 */
export interface Persisted {
  accessToken: string;
  loginStatus: boolean;
  userInfo: UserInfo;
  userId: number;
  cart: unknown[];
  wishlist: number[];
  currencyInfo: Currency;
  currencyList: Currency[];
  payFlag: string;
  searchResult: unknown;
  carriage: unknown;
  unselectedCartIds: number[];
  paymentInfo: unknown;
  surveyInfo: unknown;
  language: string;
  /** This device sent its e-mail through the e-mail catalogue pop-up: the pop-up does not come again. */
  emailCatalogueSent: boolean;
  /** The PD the try-on measured (mm, ± mm), offered by the lens configurator's prescription step. */
  measuredPd: { mm: number; plusMinus: number };
  /** Set when the questionnaire promo was shown to a visitor; holds the time it expires. */
  questionnaireSuppressedUntil: number;
}
export type PersistedKey = keyof Persisted;

const PREFIX = 'optic:';

function backend(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // Private mode or blocked storage: the shop still works for this visit.
  }
}

export const storage = {
  get<K extends PersistedKey>(key: K): Persisted[K] | undefined {
    const raw = backend()?.getItem(PREFIX + key);
    if (raw == null) return undefined;
    try {
      return JSON.parse(raw) as Persisted[K];
    } catch {
      return undefined;
    }
  },
  set<K extends PersistedKey>(key: K, value: Persisted[K]): void {
    try {
      backend()?.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      /* quota or privacy mode: keep going without persistence */
    }
  },
  remove(...keys: PersistedKey[]): void {
    const b = backend();
    for (const k of keys) b?.removeItem(PREFIX + k);
  },
};
