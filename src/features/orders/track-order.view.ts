import type { SnapshotFrom } from 'xstate';
import type { TrackResult } from '../../../contract/orders';
import type { TrackOrderErrors, trackOrderMachine } from '../../../machines/track-order.machine';

export interface TrackOrderView {
  orderNo: string;
  email: string;
  /** Field messages (message keys), shown from the first submit on. */
  errors: TrackOrderErrors;
  /** The search is on its way: the submit button shows its spinner. */
  busy: boolean;
  /** No order has this number and e-mail. */
  notFound: boolean;
  /** Another failure (offline, too many attempts): its error shows. */
  failed: boolean;
  error: unknown;
  /** The order found, to show under the form; null otherwise. */
  result: TrackResult | null;
}

/** What the /track-order form draws in each state of machines/track-order.machine.ts. */
export function trackOrderView(s: SnapshotFrom<typeof trackOrderMachine>): TrackOrderView {
  const { orderNo, email, errors, result, error } = s.context;
  return {
    orderNo,
    email,
    errors,
    busy: s.hasTag('busy'),
    notFound: s.hasTag('notFound'),
    failed: s.hasTag('failed'),
    error,
    result: s.hasTag('found') ? result : null,
  };
}
