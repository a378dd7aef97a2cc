import { useTranslation } from '../i18n/react';
import type { Currency } from '../../contract/entities';
import { useCurrency } from '../app/currency/selectors';

/** The currency shown before the list has loaded: prices are stored in US dollars. */
const USD: Pick<Currency, 'money' | 'symbol' | 'exchange_rate'> = { money: '$', symbol: 'USD', exchange_rate: 1 };

const digitsCache = new Map<string, number>();

/** Decimal places of a currency (JPY 0, most 2), from Intl's own table. */
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

/** Number locale for a UI language; digits stay Latin so prices read the same in every language. */
export function numberLocaleOf(language: string): string {
  return `${language || 'en'}-u-nu-latn`;
}

/**
 * A US-dollar amount in the chosen currency: the currency's symbol prefix, then amount × rate
 * grouped and rounded for the currency (2 decimals, 0 for yen).
 */
export function formatMoney(
  usd: number,
  currency: Pick<Currency, 'money' | 'symbol' | 'exchange_rate'> | null | undefined,
  locale = 'en',
): string {
  const c = currency ?? USD;
  const digits = fractionDigitsOf(c.symbol);
  const amount = usd * c.exchange_rate;
  const text = numberFormat(numberLocaleOf(locale), digits).format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${c.money}${text}`;
}

const formats = new Map<string, Intl.NumberFormat>();

// The first NumberFormat loads Intl's number data, a long task on a phone: done in a task of its
// own while the page's data is on its way, rather than inside the render that first shows prices.
if (typeof window !== 'undefined') {
  setTimeout(() => numberFormat(numberLocaleOf('en'), fractionDigitsOf('USD')), 0);
}

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
 * Shows a US-dollar price in the shopper's currency, or in `currency` when given (an order shows
 * in the currency and at the rate it was bought with).
 */
export function Price({ usd, className, currency: fixed }: { usd: number; className?: string; currency?: Pick<Currency, 'money' | 'symbol' | 'exchange_rate'> }) {
  const chosen = useCurrency();
  const currency = fixed ?? chosen;
  const { i18n } = useTranslation();
  return (
    <span className={className} dir="ltr" data-currency={currency?.symbol ?? 'USD'}>
      {formatMoney(usd, currency, i18n.language)}
    </span>
  );
}
