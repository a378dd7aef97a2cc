import type { ReactNode } from 'react';
import { currencyMachine } from '../../../machines/currency.machine';
import { storage } from '../../app/storage';
import { createAppActorContext } from '../../app/app-actor-context';
import { currencyLogic } from './currency.actors';

/** The chosen currency's actor, created once for the app. */
export const CurrencyContext = createAppActorContext('currency', currencyMachine);

/**
 * Loads the currency list and keeps the shopper's choice. Effects: ./currency.actors.ts; tests
 * pass their own `logic` (usually `currencyLogic` with in-memory actors, keeping persistence and the toast).
 */
export function CurrencyProvider({ children, logic = currencyLogic }: { children: ReactNode; logic?: typeof currencyMachine }) {
  return (
    <CurrencyContext.Provider logic={logic} options={{ input: { saved: storage.get('currencyInfo') ?? null } }}>
      {children}
    </CurrencyContext.Provider>
  );
}
