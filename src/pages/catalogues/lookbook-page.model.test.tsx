import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import type { CategoryBlock, FrameCollectionBlock, LookbookFrame, LookbookProducts } from '../../../contract/lookbook';
import { LOOKBOOK_PAGE_SIZE } from '../../../contract/lookbook';
import { lookbookMachine, type LookbookContext, type LookbookStart } from '../../../machines/lookbook.machine';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, serveShellData, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { controlledCall } from '../../testing/harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { WishlistContext } from '../../features/wishlist/wishlist-context';
import { card } from '../../features/catalog/test-fixtures';
import LookbookPage, { collectionOf } from './lookbook-page';
import { lookbookLogic } from '../../features/lookbook/lookbook.actors';

// A visitor's cards (the card asks the session whether to show a business buyer's wholesale terms).
vi.mock('../../app/session/selectors', () => ({ useIsBusinessBuyer: () => false, useUser: () => null }));

// Two pages of cards, the second short: every state with as few cards to draw as can show them.
const TOTAL = 30;
const collections: FrameCollectionBlock[] = [
  { id: 1, name: 'Optical Frames', description: 'Frames for prescriptions.', img: '', count: 15 },
  { id: 2, name: 'Sunglasses', description: 'UV400.', img: '', count: 15 },
];
const categories: CategoryBlock[] = [
  { id: 11, collection_id: 1, name: 'Men', description: '', count: 15 },
  { id: 12, collection_id: 2, name: 'Polarized', description: '', count: 15 },
];
const frame = (id: number): LookbookFrame => ({ ...card(id), category_id: id <= 15 ? 11 : 12 });
const ids = Array.from({ length: TOTAL }, (_, i) => i + 1);
const start = (n: number): LookbookStart => ({
  collections,
  categories,
  ids: ids.slice(0, n),
  items: ids.slice(0, Math.min(n, LOOKBOOK_PAGE_SIZE)).map(frame),
});
const failure = new ApiError('server', 500, 'Something went wrong, please try again');

const model = createTestModel(toModelMachine(lookbookMachine), {
  events: (state: AnyMachineSnapshot) => {
    const ctx = state.context as LookbookContext;
    const next: LookbookProducts = { items: ctx.ids.slice(ctx.offset, ctx.offset + LOOKBOOK_PAGE_SIZE).map(frame) };
    return [
      { type: 'xstate.done.actor.loadStart', output: start(TOTAL) },
      { type: 'xstate.done.actor.loadStart', output: start(5) },
      { type: 'xstate.done.actor.loadStart', output: start(0) },
      { type: 'xstate.error.actor.loadStart', error: failure },
      { type: 'xstate.done.actor.loadNext', output: next },
      { type: 'xstate.error.actor.loadNext', error: failure },
      { type: 'lookbook.more' },
      { type: 'lookbook.retry' },
      // The chips show once the collections are known (the machine's guard says the same).
      ...(ctx.collections.length ? [{ type: 'lookbook.collection', collectionId: ctx.collectionId === 2 ? null : 2 }] : []),
    ] as never;
  },
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({
    value: s.value,
    items: s.context.items.length,
    collection: s.context.collectionId,
    known: s.context.collections.length > 0,
  })) as never,
});

let i18n: I18n;

/** The page at `path` (its address in memory), its first load and next pages answered by the test. */
async function renderLookbook(path: string) {
  const loadStart = controlledCall<LookbookStart>();
  const loadNext = controlledCall<LookbookProducts>();
  const logic = lookbookLogic.provide({ actors: { loadLookbook: loadStart.logic, loadProducts: loadNext.logic } });
  const { Wrapper, location } = shellHarness({ i18n, path });
  render(
    <Wrapper>
      <WishlistContext.Provider logic={wishlistMachine} options={{ input: { ids: [] } }}>
        <LookbookPage logic={logic} />
      </WishlistContext.Provider>
    </Wrapper>,
  );
  await flush();
  return { loadStart, loadNext, location };
}
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => serveShellData());
afterEach(() => vi.restoreAllMocks());

describe('frames lookbook page (model: every state and transition of lookbook.machine)', () => {
  const paths = model.getShortestPaths({ input: {} } as never);

  it('reaches every state a shopper can see', () => {
    const visited = new Set([...statesVisited(paths)]);
    for (const v of ['"loading"', '"failed"', '"empty"', '{"ready":"idle"}', '{"ready":"loadingMore"}', '{"ready":"moreFailed"}', '{"ready":"end"}'])
      expect(visited).toContain(v);
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const { loadStart, loadNext, location } = await renderLookbook('/optical-frames-online-catalog-z');
      const cards = () => screen.queryAllByRole('article');
      const main = () => screen.getByRole('region', { name: 'Frames catalogue' });
      await path.test({
        states: {
          loading: (s: AnyMachineSnapshot) => {
            expect(screen.getByText('Loading the catalogue…')).toBeTruthy();
            expect(main().getAttribute('aria-busy')).toBe('true');
            expect(cards()).toHaveLength(0);
            expect(loadStart.calls.at(-1)).toEqual({ collectionId: s.context.collectionId, pageSize: LOOKBOOK_PAGE_SIZE });
          },
          failed: () => {
            const alert = screen.getByRole('alert');
            expect(alert.textContent).toContain('The catalogue could not be loaded.');
            expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
          },
          empty: () => {
            expect(screen.getByText('No frames in this collection.')).toBeTruthy();
            expect(cards()).toHaveLength(0);
          },
          'ready.idle': (s: AnyMachineSnapshot) => {
            const n = s.context.items.length;
            expect(cards()).toHaveLength(n);
            expect(screen.getByRole('button', { name: `Load more (${n} of ${s.context.ids.length})` })).toBeTruthy();
            // Frames sit under their collection's heading, and their category's.
            expect(screen.getByRole('heading', { level: 2, name: 'Optical Frames' })).toBeTruthy();
            expect(screen.getByRole('heading', { level: 3, name: 'Men' })).toBeTruthy();
            expect(screen.getByRole('button', { name: 'All frames (30)' }).getAttribute('aria-pressed')).toBe(
              String(s.context.collectionId === null),
            );
          },
          'ready.loadingMore': (s: AnyMachineSnapshot) => {
            expect(cards()).toHaveLength(s.context.items.length);
            expect(screen.getByText('Loading more frames…')).toBeTruthy();
            expect(loadNext.calls.at(-1)).toEqual({ ids: s.context.ids.slice(s.context.offset, s.context.offset + LOOKBOOK_PAGE_SIZE) });
          },
          'ready.moreFailed': (s: AnyMachineSnapshot) => {
            expect(cards()).toHaveLength(s.context.items.length);
            expect(screen.getByRole('alert').textContent).toContain('More frames could not be loaded.');
          },
          'ready.end': (s: AnyMachineSnapshot) => {
            expect(cards()).toHaveLength(s.context.items.length);
            expect(screen.getByText(`You have seen all ${s.context.items.length} frames.`)).toBeTruthy();
            expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
            if (s.context.items.length > 15) expect(screen.getByRole('heading', { level: 3, name: 'Polarized' })).toBeTruthy();
          },
        } as never,
        events: {
          'xstate.done.actor.loadStart': async ({ event }: { event: { output: LookbookStart } }) => {
            await loadStart.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.loadStart': async () => {
            await loadStart.reject(failure);
            await flush();
          },
          'xstate.done.actor.loadNext': async ({ event }: { event: { output: LookbookProducts } }) => {
            await loadNext.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.loadNext': async () => {
            await loadNext.reject(failure);
            await flush();
          },
          'lookbook.more': async () => {
            fireEvent.click(screen.getByRole('button', { name: /Load more/ }));
            await flush();
          },
          'lookbook.retry': async () => {
            fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
            await flush();
          },
          'lookbook.collection': async ({ event }: { event: { collectionId: number | null } }) => {
            // Before the first load brings the collections there is nothing to choose (the machine ignores the event too).
            const nav = screen.queryByRole('navigation', { name: 'Collections' });
            if (!nav) {
              expect(screen.queryAllByRole('article')).toHaveLength(0);
              return;
            }
            fireEvent.click(within(nav).getByRole('button', { name: event.collectionId === 2 ? 'Sunglasses (15)' : 'All frames (30)' }));
            await flush();
            // The choice is in the address (back, forward and a shared link keep it).
            expect(location.history!.at(-1)).toBe(
              event.collectionId === 2 ? '/optical-frames-online-catalog-z?collection=2' : '/optical-frames-online-catalog-z',
            );
          },
        } as never,
      });
    });
  }
});

describe('frames lookbook page: the collection in the address', () => {
  it("opens on ?collection=, and back or forward shows the address's collection", async () => {
    const { loadStart, location } = await renderLookbook('/optical-frames-online-catalog-z?collection=2');
    expect(loadStart.calls).toEqual([{ collectionId: 2, pageSize: LOOKBOOK_PAGE_SIZE }]);
    await loadStart.resolve(start(TOTAL));
    await flush();
    const chip = (name: string) => within(screen.getByRole('navigation', { name: 'Collections' })).getByRole('button', { name });
    expect(chip('Sunglasses (15)').getAttribute('aria-pressed')).toBe('true');
    // Back to the address without a collection: every collection again.
    await act(async () => location.navigate('/optical-frames-online-catalog-z'));
    await flush();
    expect(loadStart.calls.at(-1)).toEqual({ collectionId: null, pageSize: LOOKBOOK_PAGE_SIZE });
    await loadStart.resolve(start(TOTAL));
    await flush();
    expect(chip('All frames (30)').getAttribute('aria-pressed')).toBe('true');
    // Forward again, and a chosen chip that is already shown changes nothing.
    await act(async () => location.navigate('/optical-frames-online-catalog-z?collection=2'));
    await flush();
    expect(loadStart.calls.at(-1)).toEqual({ collectionId: 2, pageSize: LOOKBOOK_PAGE_SIZE });
    await loadStart.resolve(start(TOTAL));
    await flush();
    const asked = loadStart.calls.length;
    fireEvent.click(chip('Sunglasses (15)'));
    await flush();
    expect(loadStart.calls).toHaveLength(asked);
    // An address that names no collection shows them all.
    expect(collectionOf('?collection=abc')).toBeNull();
    expect(collectionOf('?collection=-3')).toBeNull();
    expect(collectionOf('collection=7')).toBe(7);
  });
});
