import { useTranslation } from '../i18n/react';
import type { Currency } from '../../contract/entities';
import { useCurrency } from '../app/currency/selectors';

/** The currency shown before the list has loaded: prices are stored in US dollars. */
const USD: Pick<Currency, 'money' | 'symbol' | 'exchange_rate'> = { money: '$', symbol: 'USD', exchange_rate: 1 };

/**
 * ISO 4217 currencies whose minor unit is not 2 decimals. A table rather than Intl's currency data:
 * the first `Intl.NumberFormat` with `style: 'currency'` loads that data, which costs a long task
 * on a phone while the first goods cards render.
 */
const MINOR_UNITS: Record<string, number> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

/** Decimal places of a currency (JPY 0, most 2; an unknown code 2). */
export function fractionDigitsOf(code: string): number {
  return MINOR_UNITS[code.toUpperCase()] ?? 2;
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
