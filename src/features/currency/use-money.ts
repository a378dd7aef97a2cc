import { useCallback } from 'react';
import { formatMoney } from '../../../contract/money-format';
import { useTranslation } from '../../i18n/react';
import { useCurrency } from './selectors';

/** Money shown in a currency: a USD amount in, the formatted amount out. */
export type Money = (usd: number) => string;

/**
 * An amount set inside a sentence, isolated left-to-right (Unicode LRI ... PDI) so "$50.00" keeps
 * its sign in front in Arabic text too.
 */
export const isolated = (text: string) => `\u2066${text}\u2069`;

/** Money in the shopper's chosen currency and language. */
export function useMoney(): Money {
  const currency = useCurrency();
  const { i18n } = useTranslation();
  return useCallback((usd: number) => formatMoney(usd, currency, i18n.language), [currency, i18n.language]);
}
