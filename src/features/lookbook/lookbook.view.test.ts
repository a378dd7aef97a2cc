import { describe, expect, it } from 'vitest';
import type { CategoryBlock, FrameCollectionBlock, LookbookFrame } from '../../../contract/lookbook';
import { lookbookMachine, type LookbookContext } from '../../../machines/lookbook.machine';
import { lookbookView } from './lookbook.view';

const collections = [
  { id: 1, name: 'Classic', count: 3 },
  { id: 2, name: 'Bold', count: 2 },
] as FrameCollectionBlock[];
const categories = [] as CategoryBlock[];
const items = [{ id: 11 }, { id: 12 }] as LookbookFrame[];
const view = (value: Parameters<typeof lookbookMachine.resolveState>[0]['value'], over: Partial<LookbookContext> = {}) =>
  lookbookView(
    lookbookMachine.resolveState({
      value,
      context: { collectionId: null, collections, categories, ids: [11, 12, 13, 14, 15], items, offset: 2, error: null, ...over },
    }),
  );

const off = { loading: false, failed: false, empty: false, ready: false, canLoadMore: false, loadingMore: false, moreFailed: false, end: false };

describe('lookbookView', () => {
  it('loads first, and lets a collection be chosen only once the collections are known', () => {
    expect(view('loading', { collections: [], ids: [], items: [] })).toMatchObject({ ...off, loading: true, canChoose: false, allCount: 0 });
    expect(view('loading', { collectionId: 2 })).toMatchObject({ ...off, loading: true, canChoose: true, collectionId: 2 });
  });

  it('offers a retry when the start failed, and says when the choice has no frames', () => {
    expect(view('failed', { collections: [] })).toMatchObject({ ...off, failed: true });
    expect(view('empty', { ids: [], items: [] })).toMatchObject({ ...off, empty: true, frameCount: 0 });
  });

  it('shows the cards with how many of how many, and more while some remain', () => {
    expect(view({ ready: 'idle' })).toMatchObject({ ...off, ready: true, canLoadMore: true, items, frameCount: 5, allCount: 5 });
  });

  it('shows the next cards coming, their retry, or the end', () => {
    expect(view({ ready: 'loadingMore' })).toMatchObject({ ...off, ready: true, loadingMore: true });
    expect(view({ ready: 'moreFailed' })).toMatchObject({ ...off, ready: true, moreFailed: true });
    expect(view({ ready: 'end' }, { ids: [11, 12], offset: 2 })).toMatchObject({ ...off, ready: true, end: true, frameCount: 2 });
  });
});
