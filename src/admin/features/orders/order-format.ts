import { useCallback } from 'react';
import { formatMoney } from '../../../../contract/money-format';
import type { OrderCurrency } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/react';

/** A US-dollar amount of an order in the money it was bought in (contract/money-format.ts). */
export function useOrderMoney(): (usd: number, currency: OrderCurrency | null | undefined) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((usd, currency) => formatMoney(usd, currency, language), [language]);
}
