import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { Route } from 'wouter';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { GoodsPage, GoodsQuery } from '../../../contract/catalog';
import { goodsListMachine } from '../../../machines/goods-list.machine';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, serveShellData, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { catalogApi } from '../../features/catalog/catalog.api';
import { WishlistContext } from '../../features/wishlist/wishlist-context';
import GoodsListPage from './goods-list-page';
import { goodsListLogic } from '../../features/catalog/goods-list.actors';
import { card, properties } from '../../features/catalog/test-fixtures';

// A visitor's cards (the card asks the session whether to show a business buyer's wholesale terms).
vi.mock('../../app/session/selectors', () => ({ useIsBusinessBuyer: () => false, useUser: () => null }));

const TOTAL = 12;
const firstOfTwo: GoodsPage = { items: Array.from({ length: 10 }, (_, i) => card(i + 1)), page: 1, page_size: 10, total: TOTAL };
const secondOfTwo: GoodsPage = { items: [card(11), card(12)], page: 2, page_size: 10, total: TOTAL };
const onlyPage: GoodsPage = { items: [card(1), card(2), card(3)], page: 1, page_size: 10, total: 3 };
const nothing: GoodsPage = { items: [], page: 1, page_size: 10, total: 0 };
const failure = new ApiError('server', 500, 'Something went wrong, please try again');
const unknownCategory = new ApiError('notFound', 404, 'Not found');

const model = createTestModel(toModelMachine(goodsListMachine), {
  events: (state: AnyMachineSnapshot) =>
    [
      { type: 'xstate.done.actor.loadFirstPage', output: firstOfTwo },
      { type: 'xstate.done.actor.loadFirstPage', output: onlyPage },
      { type: 'xstate.done.actor.loadFirstPage', output: nothing },
      { type: 'xstate.error.actor.loadFirstPage', error: failure },
      { type: 'xstate.error.actor.loadFirstPage', error: unknownCategory },
      { type: 'xstate.done.actor.loadNextPage', output: secondOfTwo },
      { type: 'xstate.error.actor.loadNextPage', error: failure },
      { type: 'list.loadMore' },
      { type: 'list.retry' },
      // The query change a shopper makes here: the sort, from the select (newest <-> price low to high).
      { type: 'list.query', query: { category_id: 1, sort: (state.context.query as GoodsQuery).sort === 'newest' ? 'price_asc' : 'newest' } },
    ] as never,
  // Every transition its own edge, keyed by what the shopper sees: the state, how many cards, the sort.
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({
    value: s.value,
    items: s.context.items.length,
    sort: (s.context.query as GoodsQuery).sort,
  })) as never,
});

/** An in-memory goods list: each load waits until the path answers it. */
function inMemoryList() {
  const pending: { query: GoodsQuery; page: number; resolve(p: GoodsPage): void; reject(e: unknown): void }[] = [];
  const requests: { query: GoodsQuery; page: number }[] = [];
  return {
    requests,
    // The list's machine as the app runs it, its pages answered from memory.
    logic: goodsListLogic.provide({
      actors: {
        loadPage: fromPromise(
          ({ input: { query, page }, signal }) =>
            new Promise<GoodsPage>((resolve, reject) => {
              requests.push({ query, page });
              const entry = { query, page, resolve, reject };
              pending.push(entry);
              signal.addEventListener('abort', () => pending.splice(pending.indexOf(entry) >>> 0, 1));
            }),
        ),
      },
    }),
    async answer(page: GoodsPage) {
      const next = pending.shift();
      if (!next) throw new Error('no load is waiting');
      await act(async () => next.resolve(page));
      await flush();
    },
    async fail(error: unknown) {
      const next = pending.shift();
      if (!next) throw new Error('no load is waiting');
      await act(async () => next.reject(error));
      await flush();
    },
  };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => {
  serveShellData();
  vi.spyOn(catalogApi, 'properties').mockResolvedValue(properties);
});
afterEach(() => vi.restoreAllMocks());

describe('goods list page (model: every state and transition of goods-list.machine)', () => {
  const paths = model.getShortestPaths({ input: { query: { category_id: 1, sort: 'newest' } } } as never);

  it('reaches every state a shopper can see', () => {
    const visited = new Set([...statesVisited(paths)]);
    for (const v of [
      '"loading"',
      '"failed"',
      '"notFound"',
      '"empty"',
      '{"ready":"idle"}',
      '{"ready":"loadingMore"}',
      '{"ready":"moreFailed"}',
      '{"ready":"end"}',
    ])
      expect(visited).toContain(v);
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const list = inMemoryList();
      const { Wrapper, location } = shellHarness({ i18n, path: '/goods-list/1' });
      render(
        <Wrapper>
          <WishlistContext.Provider logic={wishlistMachine} options={{ input: { ids: [] } }}>
            <Route path="/goods-list/:id">
              <GoodsListPage logic={list.logic} />
            </Route>
          </WishlistContext.Provider>
        </Wrapper>,
      );
      await flush();
      const cards = () => screen.queryAllByRole('article');
      const grid = () => screen.queryByRole('list', { name: 'Optical Frames' });
      await path.test({
        states: {
          loading: () => {
            expect(screen.getByText('Loading frames…')).toBeTruthy();
            expect(grid()!.getAttribute('aria-busy')).toBe('true');
            expect(cards()).toHaveLength(0);
            expect(list.requests.at(-1)!.page).toBe(1);
          },
          failed: () => {
            const alert = screen.getByRole('alert');
            expect(alert.textContent).toContain('The frames could not be loaded.');
            expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
          },
          notFound: () => {
            // An unknown category is the friendly not-found page: nothing to retry, a way home.
            expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
            expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
            expect(grid()).toBeNull();
          },
          empty: () => {
            expect(screen.getByRole('heading', { name: 'No frames match' })).toBeTruthy();
            expect(screen.getByText('0 frames')).toBeTruthy();
          },
          'ready.idle': (s: AnyMachineSnapshot) => {
            expect(cards()).toHaveLength(s.context.items.length);
            expect(screen.getByRole('button', { name: `Load more (${s.context.items.length} of ${TOTAL})` })).toBeTruthy();
            expect(screen.getByText(`${TOTAL} frames`)).toBeTruthy();
          },
          'ready.loadingMore': (s: AnyMachineSnapshot) => {
            expect(cards()).toHaveLength(s.context.items.length);
            expect(screen.getByText('Loading more frames…')).toBeTruthy();
            expect(list.requests.at(-1)!.page).toBe(2);
          },
          'ready.moreFailed': (s: AnyMachineSnapshot) => {
            expect(cards()).toHaveLength(s.context.items.length);
            expect(screen.getByRole('alert').textContent).toContain('More frames could not be loaded.');
          },
          'ready.end': (s: AnyMachineSnapshot) => {
            expect(cards()).toHaveLength(s.context.items.length);
            expect(screen.getByText(`You have seen all ${s.context.items.length} frames.`)).toBeTruthy();
            expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
          },
        } as never,
        events: {
          'xstate.done.actor.loadFirstPage': ({ event }: { event: { output: GoodsPage } }) => list.answer(event.output),
          'xstate.error.actor.loadFirstPage': ({ event }: { event: { error: unknown } }) => list.fail(event.error),
          'xstate.done.actor.loadNextPage': ({ event }: { event: { output: GoodsPage } }) => list.answer(event.output),
          'xstate.error.actor.loadNextPage': () => list.fail(failure),
          'list.loadMore': async () => {
            fireEvent.click(screen.getByRole('button', { name: /Load more/ }));
            await flush();
          },
          'list.retry': async () => {
            fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
            await flush();
          },
          'list.query': async ({ event }: { event: { query: GoodsQuery } }) => {
            const sort = event.query.sort;
            const select = screen.queryByRole('combobox', { name: 'Sort' });
            // The sort select when the list shows; otherwise the URL changes (back, a shared link).
            if (select) fireEvent.change(select, { target: { value: sort } });
            else await act(async () => location.navigate(sort === 'newest' ? '/goods-list/1' : `/goods-list/1?sort=${sort}`, { replace: true }));
            await flush();
            expect(location.history!.at(-1)).toBe(sort === 'newest' ? '/goods-list/1' : `/goods-list/1?sort=${sort}`);
            expect(list.requests.at(-1)).toEqual({ query: { category_id: 1, sort }, page: 1 });
          },
        } as never,
      });
    });
  }
});
