import type { SnapshotFrom } from 'xstate';
import type { couponMachine } from '../../../machines/coupon.machine';

export interface CouponView {
  /** A claim is on its way: GET shows its spinner. */
  busy: boolean;
  /** The coupon is the shopper's: a disabled SAVED instead of GET. */
  saved: boolean;
  /** Every coupon of it was claimed (the claim was refused so): a disabled ALL CLAIMED, no GET. */
  soldOut: boolean;
}

/** What the coupon's GET/SAVED button draws in each state of machines/coupon.machine.ts. */
export function couponView(s: SnapshotFrom<typeof couponMachine>): CouponView {
  return { busy: s.hasTag('busy'), saved: s.hasTag('done'), soldOut: s.hasTag('gone') };
}
