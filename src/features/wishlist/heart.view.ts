import type { SnapshotFrom } from 'xstate';
import type { heartMachine } from '../../../machines/heart.machine';

export interface HeartView {
  /** Filled and pressed: the goods are wished (a post is liked). */
  wished: boolean;
  /** A request is on its way: the heart shows it is busy and ignores clicks. */
  busy: boolean;
}

/** What a heart draws in each state of machines/heart.machine.ts (the wishlist's heart, a blog post's like). */
export function heartView(s: SnapshotFrom<typeof heartMachine>): HeartView {
  return { wished: s.context.isWished, busy: s.hasTag('busy') };
}
