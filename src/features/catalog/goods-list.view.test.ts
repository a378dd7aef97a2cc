import { describe, expect, it } from 'vitest';
import type { GoodsCard, GoodsQuery } from '../../../contract/catalog';
import { goodsListMachine } from '../../../machines/goods-list.machine';
import { goodsListView } from './goods-list.view';

const query: GoodsQuery = { sort: 'newest' };
const items = [{ id: 1 }, { id: 2 }] as GoodsCard[];
const view = (value: Parameters<typeof goodsListMachine.resolveState>[0]['value'], over: { total?: number; error?: unknown } = {}) =>
  goodsListView(goodsListMachine.resolveState({ value, context: { query, items, page: 1, total: 20, error: null, ...over } }));

const off = {
  loading: false,
  failed: false,
  notFound: false,
  empty: false,
  ready: false,
  canLoadMore: false,
  loadingMore: false,
  moreFailed: false,
  end: false,
};

describe('goodsListView', () => {
  it('says the first page is loading, failed, unknown or empty', () => {
    expect(view('loading')).toMatchObject({ ...off, loading: true, query });
    expect(view('failed', { error: 'offline' })).toMatchObject({ ...off, failed: true, error: 'offline' });
    expect(view('notFound')).toMatchObject({ ...off, notFound: true });
    expect(view('empty')).toMatchObject({ ...off, empty: true });
  });

  it('shows the cards and offers more while some remain', () => {
    expect(view({ ready: 'idle' })).toMatchObject({ ...off, ready: true, canLoadMore: true, items, total: 20 });
  });

  it('shows the next page coming, or its retry', () => {
    expect(view({ ready: 'loadingMore' })).toMatchObject({ ...off, ready: true, loadingMore: true });
    expect(view({ ready: 'moreFailed' })).toMatchObject({ ...off, ready: true, moreFailed: true });
  });

  it('says every item is shown at the end', () => {
    expect(view({ ready: 'end' }, { total: 2 })).toMatchObject({ ...off, ready: true, end: true });
  });
});
