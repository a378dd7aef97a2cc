import type { SnapshotFrom } from 'xstate';
import type { CategoryBlock, FrameCollectionBlock, LookbookFrame } from '../../../contract/lookbook';
import type { lookbookMachine } from '../../../machines/lookbook.machine';

export interface LookbookView {
  /** The collection shown; null: every collection. */
  collectionId: number | null;
  collections: FrameCollectionBlock[];
  categories: CategoryBlock[];
  items: LookbookFrame[];
  /** How many frames the choice has (the cards shown are `items`). */
  frameCount: number;
  /** The frames of every collection, for the "All" chip. */
  allCount: number;
  /** A collection can be chosen (the collections are known). */
  canChoose: boolean;
  /** The start is on its way (the page is busy and says so). */
  loading: boolean;
  /** The start could not load: a retry. */
  failed: boolean;
  /** No frames in this choice. */
  empty: boolean;
  /** The cards show, with the foot (how many, Load more, its progress, retry or the end). */
  ready: boolean;
  /** More can be asked for: the sentinel and the Load more button show. */
  canLoadMore: boolean;
  /** The next cards are on their way (the page is busy and says so). */
  loadingMore: boolean;
  /** The next cards failed: a retry. */
  moreFailed: boolean;
  /** Every frame of the choice is shown. */
  end: boolean;
}

/** What the lookbook page draws in each state of machines/lookbook.machine.ts. */
export function lookbookView(s: SnapshotFrom<typeof lookbookMachine>): LookbookView {
  const { collectionId, collections, categories, items, ids } = s.context;
  return {
    collectionId,
    collections,
    categories,
    items,
    frameCount: ids.length,
    allCount: collections.reduce((n, c) => n + c.count, 0),
    canChoose: s.can({ type: 'lookbook.collection', collectionId: null }),
    loading: s.hasTag('loading'),
    failed: s.hasTag('failed'),
    empty: s.hasTag('empty'),
    ready: s.hasTag('ready'),
    canLoadMore: s.can({ type: 'lookbook.more' }),
    loadingMore: s.hasTag('loadingMore'),
    moreFailed: s.hasTag('moreFailed'),
    end: s.hasTag('end'),
  };
}
