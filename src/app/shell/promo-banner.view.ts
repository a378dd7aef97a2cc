import type { SnapshotFrom } from 'xstate';
import type { promoBannerMachine } from '../../../machines/promo-banner.machine';

export interface PromoBannerView {
  /** The message shown. */
  index: number;
  /** Held still (pointer or focus on it): the message is announced politely. */
  paused: boolean;
}

/** What the promo banner draws in each state of machines/promo-banner.machine.ts. */
export function promoBannerView(s: SnapshotFrom<typeof promoBannerMachine>): PromoBannerView {
  return { index: s.context.index, paused: s.hasTag('paused') };
}
