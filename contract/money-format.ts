import type { Currency } from './entities';
import { roundTo } from './rounding';

/**
 * Money as people read it, one formatter for the app and the server's pages and mails, so an
 * order shows the same figure everywhere. Pure Intl: no DOM, no Node.
 */

/** What formatting needs of a currency (a `Currency` from the list, or the one an order was bought in). */
export type MoneyCurrency = Pick<Currency, 'money' | 'symbol' | 'exchange_rate'>;

/** The currency shown before the list has loaded: prices are stored in US dollars. */
const USD: MoneyCurrency = { money: '$', symbol: 'USD', exchange_rate: 1 };

/** US dollars named as such, "US$" (the shop's own texts, the charge beside an amount in another currency). */
export const US_DOLLARS: MoneyCurrency = { money: 'US$', symbol: 'USD', exchange_rate: 1 };

const digitsCache = new Map<string, number>();

/** Decimal places of a currency (JPY 0, most 2), from Intl's own ISO 4217 table. */
export function fractionDigitsOf(code: string): number {
  let digits = digitsCache.get(code);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2; // Not an ISO code Intl knows.
    }
    digitsCache.set(code, digits);
  }
  return digits;
}

/** Locale for numbers in a UI language; digits stay Latin so figures read the same in every language. */
export function numberLocaleOf(language: string): string {
  return `${language || 'en'}-u-nu-latn`;
}

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and decimals: making one costs far more than formatting with it, and a list formats dozens of prices. */
function numberFormat(locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${digits}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(key, f);
  }
  return f;
}

/**
 * A US-dollar amount in `currency` (US dollars when none): the currency's symbol prefix, then
 * amount × rate rounded once, half-up, to the currency's decimals (2, 0 for yen; `roundTo`, the
 * rule the server's cent sums use) and grouped for `locale`. A negative amount's sign comes first.
 */
export function formatMoney(usd: number, currency: MoneyCurrency | null | undefined, locale = 'en'): string {
  const c = currency ?? USD;
  const digits = fractionDigitsOf(c.symbol);
  const amount = roundTo(usd * c.exchange_rate, digits);
  const text = numberFormat(numberLocaleOf(locale), digits).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${c.money}${text}`;
}
