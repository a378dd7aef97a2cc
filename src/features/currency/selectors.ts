import { useCallback } from 'react';
import type { Currency } from '../../../contract/entities';
import { CurrencyContext } from './currency-provider';
import { currencyView, type CurrencyView } from './currency.view';

/** The currency prices show in; null until the list has loaded (then prices show in USD). */
export function useCurrency(): Currency | null {
  return CurrencyContext.useSelector((s) => currencyView(s).current);
}

export function useCurrencyList(): Currency[] {
  return CurrencyContext.useSelector((s) => currencyView(s).list);
}

/** The id being switched to, while the server records the choice. */
export function usePendingCurrencyId(): number | null {
  return CurrencyContext.useSelector((s) => currencyView(s).pendingId);
}

export function useCurrencyStatus(): CurrencyView['status'] {
  return CurrencyContext.useSelector((s) => currencyView(s).status);
}

/** What views may ask: choose a currency (the current one is ignored by the machine), retry the list. */
export function useCurrencyActions() {
  const actor = CurrencyContext.useActorRef();
  const choose = useCallback((id: number) => actor.send({ type: 'currency.choose', id }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'currency.retry' }), [actor]);
  return { choose, retry };
}
