import { useTranslation } from '../../i18n/react';
import { formatMoney, type MoneyCurrency } from '../../../contract/money-format';
import { useCurrency } from './selectors';

// The first NumberFormat loads Intl's number data, a long task on a phone: done in a task of its
// own while the page's data is on its way, rather than inside the render that first shows prices.
if (typeof window !== 'undefined') {
  setTimeout(() => formatMoney(0, null), 0);
}

/**
 * Shows a US-dollar price in the shopper's currency, or in `currency` when given (an order shows
 * in the currency and at the rate it was bought with).
 */
export function Price({ usd, className, currency: fixed }: { usd: number; className?: string; currency?: MoneyCurrency }) {
  const chosen = useCurrency();
  const currency = fixed ?? chosen;
  const { i18n } = useTranslation();
  return (
    <span className={className} dir="ltr" data-currency={currency?.symbol ?? 'USD'}>
      {formatMoney(usd, currency, i18n.language)}
    </span>
  );
}
