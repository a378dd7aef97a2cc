import { describe, expect, it } from 'vitest';
import type { Currency } from '../../../contract/entities';
import { currencyMachine } from '../../../machines/currency.machine';
import { currencyView } from './currency.view';

const usd = { id: 1, name: 'USD' } as unknown as Currency;
const eur = { id: 2, name: 'EUR' } as unknown as Currency;
const at = (value: string) =>
  currencyView(currencyMachine.resolveState({ value, context: { list: [usd, eur], current: usd, saved: usd, pendingId: 2 } }));

describe('currencyView', () => {
  it('loading, failed, ready: no choice pending', () => {
    for (const status of ['loading', 'failed', 'ready'] as const) {
      expect(at(status)).toEqual({ current: usd, list: [usd, eur], pendingId: null, status });
    }
  });
  it('switching: the id being switched to', () => {
    expect(at('switching')).toEqual({ current: usd, list: [usd, eur], pendingId: 2, status: 'switching' });
  });
});
