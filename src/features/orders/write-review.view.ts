import type { SnapshotFrom } from 'xstate';
import type { OrderComment } from '../../../contract/orders';
import type { WriteReviewErrors, writeReviewMachine } from '../../../machines/write-review.machine';

export interface WriteReviewView {
  rating: number;
  content: string;
  /** Field messages (message keys), shown from the first submit on. */
  errors: WriteReviewErrors;
  /** The review is on its way: the submit button shows its spinner. */
  busy: boolean;
  /** The server refused: its error shows above the button. */
  failed: boolean;
  error: unknown;
  /** The review the server kept, once sent (the page then shows the line as reviewed). */
  review: OrderComment | null;
}

/** What a line's review form draws in each state of machines/write-review.machine.ts. */
export function writeReviewView(s: SnapshotFrom<typeof writeReviewMachine>): WriteReviewView {
  const { rating, content, errors, error, review } = s.context;
  return { rating, content, errors, busy: s.hasTag('busy'), failed: s.hasTag('failed'), error, review };
}
