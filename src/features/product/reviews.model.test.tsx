import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { Review, ReviewPage } from '../../../contract/catalog';
import { reviewsMachine, type LoadReviewsInput, type ReviewsContext } from '../../../machines/reviews.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { productApi } from './product.api';
import { Reviews } from './reviews';
import { reviewsLogic } from './reviews.actors';

const review = (id: number): Review => ({
  id,
  name: `Shopper ${id}`,
  rating: 4,
  content: `Review number ${id}`,
  color: 'Black',
  images: [],
  created_at: '2026-01-0' + id + 'T10:00:00Z',
});
const page = (n: number, ids: number[], total: number): ReviewPage => ({
  items: ids.map(review),
  page: n,
  page_size: 3,
  total,
  average: 4,
  distribution: [0, total, 0, 0, 0],
});
const firstOfTwo = page(1, [1, 2, 3], 4);
const onlyPage = page(1, [1, 2], 2);
const none = page(1, [], 0);
const secondOfTwo = page(2, [4], 4);
const emptySecond = page(2, [], 4);
const failure = new ApiError('server', 500, 'Something went wrong, please try again');

const model = createTestModel(toModelMachine(reviewsMachine), {
  events: [
    { type: 'xstate.done.actor.loadFirstPage', output: firstOfTwo },
    { type: 'xstate.done.actor.loadFirstPage', output: onlyPage },
    { type: 'xstate.done.actor.loadFirstPage', output: none },
    { type: 'xstate.error.actor.loadFirstPage', error: failure },
    { type: 'xstate.done.actor.loadNextPage', output: secondOfTwo },
    { type: 'xstate.done.actor.loadNextPage', output: emptySecond },
    { type: 'xstate.error.actor.loadNextPage', error: failure },
    { type: 'reviews.more' },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value, shown: (s.context as ReviewsContext).items.length })) as never,
});
const paths = model.getShortestPaths({ input: { goodsId: 7 } } as never);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => {
  vi.spyOn(productApi, 'goodCommentImgs').mockResolvedValue([]);
});
afterEach(() => vi.restoreAllMocks());

describe('reviews (model: every state and transition of reviews.machine)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['"loading"', '"failed"', '{"ready":"more"}', '{"ready":"loadingMore"}', '{"ready":"moreFailed"}', '{"ready":"end"}'])
      expect(seen).toContain(v);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const load = calls<ReviewPage, LoadReviewsInput>();
      const logic = reviewsLogic.provide({ actors: { loadReviews: fromPromise(({ input }) => load.start(input)) } });
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <Reviews goodsId={7} logic={logic} />
        </Wrapper>,
      );
      await flush();
      const region = () => within(screen.getByRole('region', { name: 'Reviews' }));
      const more = () => region().queryByRole('button', { name: 'More reviews' });
      const shown = () =>
        region()
          .queryAllByRole('article')
          .map((a) => a.getAttribute('aria-label'));
      const names = (s: AnyMachineSnapshot) => (s.context as ReviewsContext).items.map((r) => r.name);

      await path.test({
        states: {
          loading: () => {
            expect(region().getByRole('status')).toBeTruthy();
            expect(shown()).toEqual([]);
            expect(load.last.input).toEqual({ goodsId: 7, page: 1 });
          },
          failed: () => {
            expect(region().getByRole('alert').textContent).toBe('The reviews could not be loaded.');
            expect(more()).toBeNull();
          },
          'ready.more': (s: AnyMachineSnapshot) => {
            expect(shown()).toEqual(names(s));
            expect(more()!.getAttribute('aria-busy')).toBeNull();
            expect(region().getByText('Based on 4 reviews')).toBeTruthy();
          },
          'ready.loadingMore': (s: AnyMachineSnapshot) => {
            expect(shown()).toEqual(names(s));
            expect(more()!.getAttribute('aria-busy')).toBe('true');
            // Further clicks wait for the page already asked for.
            const before = load.list.length;
            fireEvent.click(more()!);
            expect(load.list.length).toBe(before);
            expect(load.last.input).toEqual({ goodsId: 7, page: 2 });
          },
          'ready.moreFailed': (s: AnyMachineSnapshot) => {
            expect(shown()).toEqual(names(s));
            expect(region().getByRole('alert').textContent).toBe('The reviews could not be loaded.');
            expect(more()).toBeTruthy();
          },
          'ready.end': (s: AnyMachineSnapshot) => {
            expect(shown()).toEqual(names(s));
            expect(more()).toBeNull();
            if (names(s).length === 0) expect(region().getByText('No reviews yet. Be the first to review this frame.')).toBeTruthy();
          },
        } as never,
        events: {
          'xstate.done.actor.loadFirstPage': async ({ event }: { event: { output: ReviewPage } }) => {
            await act(async () => load.last.d.resolve(event.output));
            await flush();
          },
          'xstate.done.actor.loadNextPage': async ({ event }: { event: { output: ReviewPage } }) => {
            await act(async () => load.last.d.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.loadFirstPage': async () => {
            await act(async () => load.last.d.reject(failure));
            await flush();
          },
          'xstate.error.actor.loadNextPage': async () => {
            await act(async () => load.last.d.reject(failure));
            await flush();
          },
          'reviews.more': async () => {
            fireEvent.click(more()!);
            await flush();
          },
        } as never,
      });
    });
  }
});
