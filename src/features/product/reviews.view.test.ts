import { describe, expect, it } from 'vitest';
import { reviewsMachine } from '../../../machines/reviews.machine';
import { reviewsView } from './reviews.view';

const at = (value: string | Record<string, string>) =>
  reviewsView(reviewsMachine.resolveState({ value, context: { goodsId: 1, summary: null, items: [], page: 1, lastCount: 10 } }));
const base = { summary: null, items: [], loading: false, failed: false, showMore: true, loadingMore: false, moreFailed: false };

describe('reviewsView', () => {
  it('the first page: loading or failed', () => {
    expect(at('loading')).toEqual({ ...base, loading: true });
    expect(at('failed')).toEqual({ ...base, failed: true });
  });
  it('more to show, loading more, more failed', () => {
    expect(at({ ready: 'more' })).toEqual(base);
    expect(at({ ready: 'loadingMore' })).toEqual({ ...base, loadingMore: true });
    expect(at({ ready: 'moreFailed' })).toEqual({ ...base, moreFailed: true });
  });
  it('all shown: no "More reviews"', () => {
    expect(at({ ready: 'end' })).toEqual({ ...base, showMore: false });
  });
});
