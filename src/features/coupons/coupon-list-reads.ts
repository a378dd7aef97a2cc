import { useSyncExternalStore } from 'react';

/**
 * When the coupon list must be read again although the token did not change: a claim saved a
 * coupon, or was refused because the list was out of date (sold out, ended). Every view of the
 * list (the strip, the dialog) keys its read on this count, so they all show the new state.
 */
let reads = 0;
const listeners = new Set<() => void>();

export function rereadCouponList(): void {
  reads += 1;
  for (const l of listeners) l();
}

/** How many times the list was asked to be read again. */
export function couponListReads(): number {
  return reads;
}

export function useCouponListReads(): number {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    couponListReads,
    couponListReads,
  );
}
