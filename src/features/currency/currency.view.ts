import type { SnapshotFrom } from 'xstate';
import type { Currency } from '../../../contract/entities';
import type { currencyMachine } from '../../../machines/currency.machine';

export interface CurrencyView {
  /** The currency prices show in; null until the list has loaded (then prices show in USD). */
  current: Currency | null;
  list: Currency[];
  /** The id being switched to, while the server records the choice; else null. */
  pendingId: number | null;
  /** What the currency list shows: loading, a retry, the list, or the list with one choice pending. */
  status: 'loading' | 'failed' | 'ready' | 'switching';
}

/** What the currency views draw in each state of machines/currency.machine.ts. */
export function currencyView(s: SnapshotFrom<typeof currencyMachine>): CurrencyView {
  const switching = s.hasTag('switching');
  return {
    current: s.context.current,
    list: s.context.list,
    pendingId: switching ? s.context.pendingId : null,
    status: switching ? 'switching' : s.hasTag('loading') ? 'loading' : s.hasTag('failed') ? 'failed' : 'ready',
  };
}
