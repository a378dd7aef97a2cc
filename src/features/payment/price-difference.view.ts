import type { SnapshotFrom } from 'xstate';
import type { OrderDetail } from '../../../contract/orders';
import type { priceDifferenceMachine } from '../../../machines/price-difference.machine';
import type { Message } from '../../../contract/messages';

export interface PriceDifferenceView {
  /** The order is being loaded: the page's spinner shows. */
  loading: boolean;
  /** No such order for this shopper: the message and the way to their orders, no Retry. */
  notFound: boolean;
  /** The order could not be loaded: the message and Retry. */
  loadFailed: boolean;
  /** Nothing to pay: the page says so. */
  nothingDue: boolean;
  /** The wallet is asked, or the app left for it: Pay spins. */
  busy: boolean;
  /** Paying failed: the message shows above Pay (which tries again). */
  failed: boolean;
  order: OrderDetail | null;
  /** The message of the last failure (a contract message). */
  error: Message | null;
}

/** What /price-difference draws in each state of machines/price-difference.machine.ts. */
export function priceDifferenceView(s: SnapshotFrom<typeof priceDifferenceMachine>): PriceDifferenceView {
  return {
    loading: s.hasTag('loading'),
    notFound: s.hasTag('notFound'),
    loadFailed: s.hasTag('loadFailed'),
    nothingDue: s.hasTag('nothingDue'),
    busy: s.hasTag('busy'),
    failed: s.hasTag('failed'),
    order: s.context.order,
    error: s.context.error,
  };
}
