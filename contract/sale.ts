/** The sale ("activity", spec section 7): its banner, its categories, the countdown to its end. */

/** GET api/eyeGlasses/getBanner: the sale on now (or the last one, ended), with its banner(s). */
export interface Sale {
  id: number;
  title: string;
  subtitle: string;
  /** ISO date-times. */
  starts_at: string;
  ends_at: string;
  banners: SaleBanner[];
}

export interface SaleBanner {
  /** A root-relative picture URL. */
  img: string;
  alt: string;
}

/** GET api/eyeGlasses/getCategory: a category the sale covers and how many of its products are on sale. */
export interface SaleCategory {
  id: number;
  name: string;
  count: number;
}

/** POST ios/others/countDown {end_time}: the seconds left until end_time by the server's clock, never below 0. */
export interface CountDown {
  seconds_left: number;
}

/** A number of seconds as days, hours, minutes and seconds (each whole, never negative). */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Splits whole seconds left into days, hours, minutes and seconds; a negative or fractional count is floored at 0. */
export function countdownParts(secondsLeft: number): CountdownParts {
  const total = Number.isFinite(secondsLeft) ? Math.max(0, Math.floor(secondsLeft)) : 0;
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Two digits, as a clock shows them: 7 -> "07". */
export const twoDigits = (n: number): string => String(n).padStart(2, '0');

/**
 * A sale's end time as the countdown sends it: unix seconds (a number, or digits) or an ISO 8601
 * date-time. The instant in milliseconds, or null when it is neither.
 */
export function endTimeOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 && value < 1e11 ? value * 1000 : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (/^\d{1,11}$/.test(text)) return Number(text) * 1000;
  // An ISO date with a time needs its zone; a bare date is read as UTC midnight (what Date does).
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/i.test(text)) return null;
  const ms = Date.parse(text.replace(' ', 'T'));
  return Number.isNaN(ms) ? null : ms;
}

/** The whole seconds from `nowMs` to `endMs`, 0 once it has passed. */
export function secondsLeft(endMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000));
}
