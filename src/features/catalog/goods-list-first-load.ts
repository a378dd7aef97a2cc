import type { GoodsPage, GoodsProperties, GoodsQuery } from '../../../contract/catalog';
import { PAGE_SIZE } from '../../../contract/constants';
import { firstScreenKeys } from '../../../contract/first-screen';
import { catalogApi } from './catalog.api';
import { takeFirstScreen } from '../../api/first-screen';
import { formatListQuery, parseListQuery } from './query-codec';

/**
 * What a goods list has before its first render when the app opens on it: its first page, asked
 * for as soon as the page's code loads (alongside the first render instead of after it: the list's
 * images are the largest paint), and the category's filter values the server sent with the page.
 */
let early: { key: string; page: Promise<GoodsPage> } | null = null;
let sentProperties: { id: number; value: GoodsProperties } | null = null;

const keyOf = (q: GoodsQuery) => `${q.category_id}?${formatListQuery(q, true)}`;

/** Starts loading the first page of a /goods-list/{id} address (the app preloads that page's code while it boots). */
export function prefetchFirstPage(where: Pick<Location, 'pathname' | 'search'>): void {
  const m = /^\/goods-list\/(\d{1,9})$/.exec(where.pathname);
  if (!m) return;
  const q = parseListQuery(where.search, { category_id: Number(m[1]) });
  early = { key: keyOf(q), page: catalogApi.goodsList(q, 1, PAGE_SIZE) };
  early.page.catch(() => {
    /* the list's own load reports it */
  });
  const value = takeFirstScreen<GoodsProperties>(firstScreenKeys.goodsProperty(q.category_id!));
  if (value) sentProperties = { id: q.category_id!, value };
}

/** The page asked for early, if it is page `page` of `query`; the first load takes it (or drops it). */
export function takeEarlyPage(query: GoodsQuery, page: number): Promise<GoodsPage> | undefined {
  const taken = early;
  early = null;
  return page === 1 && taken && taken.key === keyOf(query) ? taken.page : undefined;
}

/** The filter values of category `id` the server sent with the page, once. */
export function takeSentProperties(id: number): GoodsProperties | undefined {
  const sent = sentProperties?.id === id ? sentProperties.value : undefined;
  sentProperties = null;
  return sent;
}
