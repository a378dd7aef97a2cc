import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Review, ReviewPage } from '../contract/catalog';
import { reviewsMachine, type LoadReviewsInput } from './reviews.machine';

const review = (id: number): Review => ({
  id,
  name: `Shopper ${id}`,
  rating: 5,
  content: 'Fine frame',
  color: '',
  images: [],
  created_at: '2026-01-01T00:00:00Z',
});

/** `total` reviews served `size` a page; `failOn` pages reject once; `short` makes every page after the first empty. */
function reviews(total: number, { size = 3, failOn = [] as number[], short = false } = {}) {
  const asked: LoadReviewsInput[] = [];
  const failures = new Set(failOn);
  const loadReviews = fromPromise<ReviewPage, LoadReviewsInput>(async ({ input }) => {
    asked.push(input);
    if (failures.delete(input.page)) throw new Error('network');
    const start = (input.page - 1) * size;
    const count = short && input.page > 1 ? 0 : Math.max(0, Math.min(size, total - start));
    const items = Array.from({ length: count }, (_, i) => review(start + i + 1));
    return { items, page: input.page, page_size: size, total, average: 4.5, distribution: [total, 0, 0, 0, 0] };
  });
  const actor = createActor(reviewsMachine.provide({ actors: { loadReviews } }), { input: { goodsId: 7 } }).start();
  return { actor, asked };
}

describe('reviews', () => {
  it('loads the first page with its summary, then one page per "More reviews" until all are shown', async () => {
    const { actor, asked } = reviews(7);
    await waitFor(actor, (s) => s.matches({ ready: 'more' }));
    expect(actor.getSnapshot().context.summary?.total).toBe(7);
    actor.send({ type: 'reviews.more' });
    actor.send({ type: 'reviews.more' });
    await waitFor(actor, (s) => s.matches({ ready: 'more' }) && s.context.page === 2);
    actor.send({ type: 'reviews.more' });
    await waitFor(actor, (s) => s.matches({ ready: 'end' }));
    expect(actor.getSnapshot().context.items.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked).toEqual([1, 2, 3].map((page) => ({ goodsId: 7, page })));
  });

  it('ends at once when there are none, or when a page comes back empty', async () => {
    const none = reviews(0);
    await waitFor(none.actor, (s) => s.matches({ ready: 'end' }));
    const short = reviews(10, { short: true });
    await waitFor(short.actor, (s) => s.matches({ ready: 'more' }));
    short.actor.send({ type: 'reviews.more' });
    await waitFor(short.actor, (s) => s.matches({ ready: 'end' }));
    expect(short.actor.getSnapshot().context.items).toHaveLength(3);
  });

  it('keeps what is shown when the next page fails, and asks again', async () => {
    const { actor, asked } = reviews(5, { failOn: [2] });
    await waitFor(actor, (s) => s.matches({ ready: 'more' }));
    actor.send({ type: 'reviews.more' });
    await waitFor(actor, (s) => s.matches({ ready: 'moreFailed' }));
    expect(actor.getSnapshot().context.items).toHaveLength(3);
    actor.send({ type: 'reviews.more' });
    await waitFor(actor, (s) => s.matches({ ready: 'end' }));
    expect(asked.map((a) => a.page)).toEqual([1, 2, 2]);
  });

  it('says so when the first page fails', async () => {
    const { actor } = reviews(5, { failOn: [1] });
    await waitFor(actor, (s) => s.matches('failed'));
  });
});
