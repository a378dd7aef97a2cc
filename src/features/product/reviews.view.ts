import type { SnapshotFrom } from 'xstate';
import type { reviewsMachine } from '../../../machines/reviews.machine';

type Context = SnapshotFrom<typeof reviewsMachine>['context'];

export interface ReviewsView {
  /** The first page is loading. */
  loading: boolean;
  /** The first page could not be had. */
  failed: boolean;
  /** The summary above the list (average, distribution, total), once the first page came. */
  summary: Context['summary'];
  items: Context['items'];
  /** "More reviews" shows: not all are shown yet. */
  showMore: boolean;
  /** The next page is loading: "More reviews" shows its spinner. */
  loadingMore: boolean;
  /** The next page could not be had: the message shows above "More reviews". */
  moreFailed: boolean;
}

/** What the product page's reviews draw in each state of machines/reviews.machine.ts. */
export function reviewsView(s: SnapshotFrom<typeof reviewsMachine>): ReviewsView {
  return {
    loading: s.hasTag('loading'),
    failed: s.hasTag('failed'),
    summary: s.context.summary,
    items: s.context.items,
    showMore: !s.hasTag('allShown'),
    loadingMore: s.hasTag('busy'),
    moreFailed: s.hasTag('moreFailed'),
  };
}
