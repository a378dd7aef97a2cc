import { useCallback } from 'react';
import type { ReportCurrency } from '../../../../contract/admin-reports';
import { formatMoney } from '../../../../contract/money-format';
import { useTranslation } from '../../../i18n/react';

/** An amount already in the shop's default currency (the reports convert it), in the console's language. */
export function useReportMoney(currency: ReportCurrency): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((amount) => formatMoney(amount, { ...currency, exchange_rate: 1 }, language), [currency, language]);
}

/** A share as a percentage with two decimals, or null. */
export const percent = (share: number | null): string | null => (share == null ? null : `${(share * 100).toFixed(2)}%`);
