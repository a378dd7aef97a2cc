import { useCallback } from 'react';
import { numberLocaleOf } from '../../contract/money-format';
import { useTranslation } from './react';

/**
 * Dates as people read them: one formatter per style, and every date the app shows goes through
 * here. Digits stay Latin in every language, like prices. Time zone, by what the value is:
 * - a moment something happened or must happen (order placed, pay-by deadline, a payment due, a
 *   review written) shows in the shopper's own zone;
 * - a calendar day (a coupon's last valid day, kept by the server as a UTC instant) shows in UTC, so it is
 *   the same day wherever the shopper is.
 */
const STYLES = {
  /** "Nov 2, 2026": the day of a moment. */
  medium: { dateStyle: 'medium' },
  /** "Nov 2, 2026, 10:05 AM": the day and time of a moment. */
  'medium+time': { dateStyle: 'medium', timeStyle: 'short' },
  /** "November 29, 2026": a deadline spelled out. */
  long: { dateStyle: 'long' },
  /** "Nov 29": a day in the coming weeks (the pay-in-4 schedule). */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "Dec 31, 2026": a calendar day, read in UTC. */
  calendarDay: { dateStyle: 'medium', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** The ways a date can be shown, each named for what it shows. */
export type DateStyle = keyof typeof STYLES;

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style: making one costs far more than formatting with it. */
function dateFormat(language: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${language}|${style}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(numberLocaleOf(language), STYLES[style]);
    formats.set(key, f);
  }
  return f;
}

/** An ISO date-time from the API in `style` for `language`; one that cannot be read shows as its first 10 characters (the date). */
export function formatDate(iso: string, language: string, style: DateStyle): string {
  try {
    return dateFormat(language, style).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/** `formatDate` in the page's language. */
export function useFormatDate(): (iso: string, style: DateStyle) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((iso: string, style: DateStyle) => formatDate(iso, language, style), [language]);
}
