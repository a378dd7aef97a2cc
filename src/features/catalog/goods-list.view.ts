import type { SnapshotFrom } from 'xstate';
import type { GoodsCard, GoodsQuery } from '../../../contract/catalog';
import type { goodsListMachine } from '../../../machines/goods-list.machine';

export interface GoodsListView {
  /** The query the list shows (the view asks for the URL's when they differ). */
  query: GoodsQuery;
  /** The first page is on its way: skeleton cards, the count says loading. */
  loading: boolean;
  /** The first page could not load: its error and a retry. */
  failed: boolean;
  /** The list does not exist (404): its error, or what the page shows instead, and no retry. */
  notFound: boolean;
  /** Nothing matches the query. */
  empty: boolean;
  /** The cards show, with the list's foot (Load more, its progress, retry or the end). */
  ready: boolean;
  /** More can be asked for: the sentinel and the Load more button show. */
  canLoadMore: boolean;
  /** The next page is on its way: two skeleton cards and a status. */
  loadingMore: boolean;
  /** The next page failed: a retry. */
  moreFailed: boolean;
  /** Every matching item is shown. */
  end: boolean;
  items: GoodsCard[];
  total: number;
  error: unknown;
}

/** What a goods list draws in each state of machines/goods-list.machine.ts. */
export function goodsListView(s: SnapshotFrom<typeof goodsListMachine>): GoodsListView {
  const { query, items, total, error } = s.context;
  return {
    query,
    loading: s.hasTag('loading'),
    failed: s.hasTag('failed'),
    notFound: s.hasTag('notFound'),
    empty: s.hasTag('empty'),
    ready: s.hasTag('ready'),
    canLoadMore: s.can({ type: 'list.loadMore' }),
    loadingMore: s.hasTag('loadingMore'),
    moreFailed: s.hasTag('moreFailed'),
    end: s.hasTag('end'),
    items,
    total,
    error,
  };
}
