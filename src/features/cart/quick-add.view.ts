import type { SnapshotFrom } from 'xstate';
import type { quickAddMachine } from '../../../machines/quick-add.machine';

export interface QuickAddView {
  /** The colours are loading: a disabled Add to cart. */
  loading: boolean;
  /** Instead of the button, a link to the product page: "Choose colour" (several in stock) or "View" (none). */
  link: 'choose' | 'view' | null;
  /** Adding is on its way: the button shows its spinner. */
  busy: boolean;
}

/** What a list row's quick add draws in each state of machines/quick-add.machine.ts. */
export function quickAddView(s: SnapshotFrom<typeof quickAddMachine>): QuickAddView {
  return {
    loading: s.hasTag('loading'),
    link: s.hasTag('choose') ? 'choose' : s.hasTag('viewOnly') ? 'view' : null,
    busy: s.hasTag('busy'),
  };
}
