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

/** The machine with the app's effects: the shell API, storage, and the toast stack. */
export function appCurrencyLogic(toast: (message: string) => void) {
  return currencyMachine.provide({
    actors: {
      loadCurrencies: fromPromise<Currency[]>(() => shopApi.shell.currencies()),
      switchCurrency: fromPromise<Currency, { id: number }>(({ input }) => shopApi.shell.switchCurrency(input.id)),
    },
    actions: {
      persistCurrency: ({ context }) => {
        if (context.current) storage.set('currencyInfo', context.current);
        storage.set('currencyList', context.list);
      },
      notifySwitchFailed: () => toast(messages.serverError),
    },
  });
}

/**
 * Loads the currency list and keeps the shopper's choice. Tests pass `logic` with in-memory
 * actors; the saved currency comes from storage.
 */
export function CurrencyProvider({ children, logic }: { children: ReactNode; logic?: typeof currencyMachine }) {
  const toasts = ToastsContext.useActorRef();
  const appLogic = useMemo(
    () => logic ?? appCurrencyLogic((message) => toasts.send({ type: 'toast.show', kind: 'error', message })),
    [logic, toasts],
  );
  return (
    <CurrencyContext.Provider logic={appLogic} options={{ input: { saved: storage.get('currencyInfo') ?? null } }}>
      {children}
    </CurrencyContext.Provider>
  );
}
