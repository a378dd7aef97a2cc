import { useMemo, type ReactNode } from 'react';
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { currencyMachine } from '../../../machines/currency.machine';
import type { Currency } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { shopApi } from '../api';
import { storage } from '../storage';
import { ToastsContext } from '../toasts/toast-provider';

/** The chosen currency's actor, created once for the app. */
export const CurrencyContext = createActorContext(currencyMachine);

/** The machine with the app's API calls; tests swap in in-memory actors instead. */
export const appCurrencyLogic = currencyMachine.provide({
  actors: {
    loadCurrencies: fromPromise<Currency[]>(() => shopApi.shell.currencies()),
    switchCurrency: fromPromise<Currency, { id: number }>(({ input }) => shopApi.shell.switchCurrency(input.id)),
  },
});

/**
 * Loads the currency list and keeps the shopper's choice. Whatever the actors (`logic`, for
 * tests), the choice is persisted to storage and a failed switch shows a toast.
 */
export function CurrencyProvider({ children, logic = appCurrencyLogic }: { children: ReactNode; logic?: typeof currencyMachine }) {
  const toasts = ToastsContext.useActorRef();
  const withEffects = useMemo(
    () =>
      logic.provide({
        actions: {
          persistCurrency: ({ context }) => {
            if (context.current) storage.set('currencyInfo', context.current);
            storage.set('currencyList', context.list);
          },
          notifySwitchFailed: () => toasts.send({ type: 'toast.show', kind: 'error', message: messages.serverError }),
        },
      }),
    [logic, toasts],
  );
  return (
    <CurrencyContext.Provider logic={withEffects} options={{ input: { saved: storage.get('currencyInfo') ?? null } }}>
      {children}
    </CurrencyContext.Provider>
  );
}
