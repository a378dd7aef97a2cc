import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise } from 'xstate';
import type { I18n } from '../../../i18n/runtime';
import { searchDialogMachine, type SearchDialogContext } from '../../../../machines/search-dialog.machine';
import type { HotSearch } from '../../../../contract/entities';
import { messages } from '../../../../contract/messages';
import { pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { calls, flush, popularSearches, shellHarness, testI18n } from '../../../../tests/support/shell-harness';
import { routes } from '../../paths';
import SearchDialog from './search-dialog';
import { searchDialogLogic } from './search-dialog.actors';

const QUERIES = ['', '   ', ' aviator '];

const model = createTestModel(toModelMachine(searchDialogMachine), {
  events: (state) => {
    const ctx = state.context as SearchDialogContext;
    return [
      { type: 'xstate.done.actor.loadPopularSearches', output: popularSearches },
      { type: 'xstate.error.actor.loadPopularSearches', error: new Error('offline') },
      { type: 'search.retry' },
      ...QUERIES.filter((q) => q !== ctx.query).map((value) => ({ type: 'search.input', value })),
      { type: 'search.submit' },
      // Only what is on screen can be clicked.
      ...ctx.popular.slice(0, 1).map((p) => ({ type: 'search.choose', url: p.url })),
    ] as never;
  },
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('search dialog (model: every state and transition of search-dialog.machine)', () => {
  const paths = model.getShortestPaths();

  it('covers every state of the machine', () => {
    const visited = [...statesVisited(paths)].map((s) => JSON.parse(s) as { popular: string; form: string });
    expect(new Set(visited.map((v) => v.popular))).toEqual(new Set(['loading', 'ready', 'failed']));
    expect(new Set(visited.map((v) => v.form))).toEqual(new Set(['editing', 'required', 'submitted']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const loads = calls<HotSearch[]>();
      const logic = searchDialogLogic.provide({ actors: { loadPopularSearches: fromPromise(() => loads.start(undefined)) } });
      const { Wrapper, location } = shellHarness({ i18n, path: '/goods-list/1' });
      render(
        <Wrapper>
          <SearchDialog props={{}} closing={false} onClose={() => {}} logic={logic} />
        </Wrapper>,
      );
      await flush();
      let expectedUrl = '';
      let historyBefore = 1;
      const input = () => screen.getByRole('searchbox', { name: 'Search' });
      const popular = () => screen.getByRole('region', { name: 'Popular Searches' });

      const exec: Record<string, (step: { event: Record<string, unknown> }) => Promise<void>> = {
        'xstate.done.actor.loadPopularSearches': async () => {
          loads.last.d.resolve(popularSearches);
          await flush();
        },
        'xstate.error.actor.loadPopularSearches': async () => {
          loads.last.d.reject(new Error('offline'));
          await flush();
        },
        'search.retry': async () => {
          fireEvent.click(within(popular()).getByRole('button', { name: 'Try again' }));
          await flush();
        },
        'search.input': async ({ event }) => {
          fireEvent.change(input(), { target: { value: (event as unknown as { value: string }).value } });
          await flush(1);
        },
        'search.submit': async () => {
          expectedUrl = routes.searchResult((input() as HTMLInputElement).value.trim());
          fireEvent.click(screen.getByRole('button', { name: 'Show results' }));
          await flush(1);
        },
        'search.choose': async ({ event }) => {
          const url = (event as unknown as { url?: string }).url;
          // Without a listed popular search there is nothing to click: the machine ignores it too.
          if (!url) return;
          expectedUrl = url;
          const chip = within(popular())
            .getAllByRole('link')
            .find((a) => a.getAttribute('href') === expectedUrl)!;
          fireEvent.click(chip);
          await flush(1);
        },
      };

      await path.test({
        states: {
          '*': (state) => {
            const { query, popular: list } = state.context as SearchDialogContext;
            expect(screen.getByRole('dialog', { name: 'Search the shop' })).toBeTruthy();
            expect((input() as HTMLInputElement).value).toBe(query);
            // Popular searches
            if (state.matches({ popular: 'loading' })) expect(within(popular()).getByText('Loading…')).toBeTruthy();
            if (state.matches({ popular: 'failed' })) {
              expect(within(popular()).getByText(/Popular searches could not be loaded/)).toBeTruthy();
              expect(within(popular()).getByRole('button', { name: 'Try again' })).toBeTruthy();
            }
            if (state.matches({ popular: 'ready' })) {
              const links = within(popular()).getAllByRole('link');
              expect(links.map((a) => a.textContent)).toEqual(list.map((p) => p.name));
              expect(links.map((a) => a.getAttribute('href'))).toEqual(list.map((p) => p.url));
            }
            // The form
            const alert = screen.queryByRole('alert');
            if (state.matches({ form: 'required' })) {
              expect(alert?.textContent).toBe(messages.searchRequired);
              expect(input().getAttribute('aria-invalid')).toBe('true');
            } else {
              expect(alert).toBeNull();
            }
            if (state.matches({ form: 'submitted' })) expect(location.history.at(-1)).toBe(expectedUrl);
            else expect(location.history).toHaveLength(historyBefore);
          },
        },
        events: Object.fromEntries(
          Object.entries(exec).map(([type, run]) => [
            type,
            async (step: { event: Record<string, unknown> }) => {
              historyBefore = location.history.length;
              await run(step);
            },
          ]),
        ) as never,
      });
    });
  }
});
