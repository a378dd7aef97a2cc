import { and, assign, not, setup } from 'xstate';
import { providedCall } from './provided';
import type { Currency } from '../contract/entities';

export interface CurrencyInput {
  /** The currency chosen on an earlier visit (storage currencyInfo), if any. */
  saved?: Currency | null;
}

export interface CurrencyContext {
  list: Currency[];
  current: Currency | null;
  saved: Currency | null;
  /** The id being switched to while a switch is under way. */
  pendingId: number | null;
}

export type CurrencyEvent = { type: 'currency.choose'; id: number } | { type: 'currency.retry' };

/** The first currency is the default, unless the saved one is still offered (then its fresh rate). */
export function initialCurrency(list: Currency[], saved: Currency | null | undefined): Currency | null {
  return (saved && list.find((c) => c.id === saved.id)) || list[0] || null;
}

export const currencyMachine = setup({
  types: {
    context: {} as CurrencyContext,
    events: {} as CurrencyEvent,
    tags: {} as 'loading' | 'failed' | 'switching',
    input: {} as CurrencyInput,
  },
  actors: {
    /** GET api/common/allCurrency */
    loadCurrencies: providedCall<Currency[]>('loadCurrencies'),
    /** POST index/switchCurrency */
    switchCurrency: providedCall<Currency, { id: number }>('switchCurrency'),
  },
  actions: {
    takeList: assign(({ context }, params: { list: Currency[] }) => ({
      list: params.list,
      current: initialCurrency(params.list, context.saved),
    })),
    rememberChoice: assign(({ event }) => (event.type === 'currency.choose' ? { pendingId: event.id } : {})),
    takeSwitched: assign(({ context }, params: { currency: Currency }) => ({
      // The list entry wins when the server echoes less than the list has.
      current: context.list.find((c) => c.id === params.currency.id) ?? params.currency,
      pendingId: null,
    })),
    forgetChoice: assign({ pendingId: null }),
    /** Writes currencyInfo and currencyList (storage); provided by the app. */
    persistCurrency: () => {},
    /** Tells the shopper the switch failed (a toast); provided by the app. */
    notifySwitchFailed: () => {},
  },
  guards: {
    isCurrentCurrency: ({ context, event }) => event.type === 'currency.choose' && context.current?.id === event.id,
    isOfferedCurrency: ({ context, event }) => event.type === 'currency.choose' && context.list.some((c) => c.id === event.id),
  },
}).createMachine({
  id: 'currency',
  context: ({ input }) => ({ list: [], current: null, saved: input?.saved ?? null, pendingId: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCurrencies',
        src: 'loadCurrencies',
        onDone: {
          target: 'ready',
          actions: [{ type: 'takeList', params: ({ event }) => ({ list: event.output }) }, 'persistCurrency'],
        },
        onError: { target: 'failed' },
      },
    },
    failed: {
      tags: ['failed'],
      description: 'The list could not be loaded; prices show in US dollars until a retry succeeds.',
      on: { 'currency.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'currency.choose': {
          guard: and([not('isCurrentCurrency'), 'isOfferedCurrency']),
          target: 'switching',
          actions: 'rememberChoice',
        },
      },
    },
    switching: {
      tags: ['switching'],
      description: 'The server records the choice for this token; the old currency stays until it answers.',
      invoke: {
        id: 'switchCurrency',
        src: 'switchCurrency',
        input: ({ context }) => ({ id: context.pendingId! }),
        onDone: {
          target: 'ready',
          actions: [{ type: 'takeSwitched', params: ({ event }) => ({ currency: event.output }) }, 'persistCurrency'],
        },
        onError: { target: 'ready', actions: ['forgetChoice', 'notifySwitchFailed'] },
      },
    },
  },
});
