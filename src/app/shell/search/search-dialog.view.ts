import type { SnapshotFrom } from 'xstate';
import type { HotSearch } from '../../../../contract/entities';
import type { searchDialogMachine } from '../../../../machines/search-dialog.machine';

export interface SearchDialogView {
  query: string;
  /** An empty search was refused: the field is invalid and says so until the text changes. */
  required: boolean;
  /** The popular searches: loading, failed (with a retry) or ready (possibly none). */
  popularStatus: 'loading' | 'failed' | 'ready';
  popular: HotSearch[];
}

/** What the search dialog draws in each state of machines/search-dialog.machine.ts. */
export function searchDialogView(s: SnapshotFrom<typeof searchDialogMachine>): SearchDialogView {
  return {
    query: s.context.query,
    required: s.hasTag('required'),
    popularStatus: s.hasTag('loaded') ? 'ready' : s.hasTag('failed') ? 'failed' : 'loading',
    popular: s.context.popular,
  };
}
