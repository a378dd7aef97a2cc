import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import { PAGE_SIZE } from '../../../contract/constants';
import type { GoodsPage, GoodsProperties, GoodsQuery, IndexBlock, IndexGoodsTab, GoodsCard } from '../../../contract/catalog';
import { firstScreenKeys } from '../../../contract/first-screen';
import { firstScreenOr } from '../../api/first-screen';

/** A category's plain first page (no search, filter or sort but the default): the one the server may send with the page. */
const plainFirstPage = (q: GoodsQuery, page: number, pageSize: number) =>
  page === 1 &&
  pageSize === PAGE_SIZE &&
  q.category_id !== undefined &&
  !q.keywords &&
  (q.sort === undefined || q.sort === 'newest') &&
  !q.shape?.length &&
  !q.color?.length &&
  !q.material?.length &&
  !q.rim?.length &&
  !q.gender?.length &&
  !q.width?.length &&
  q.price_min === undefined &&
  q.price_max === undefined;

/** POST api/goods/list as it is sent: the query's fields form-encoded. */
function postGoodsList(query: GoodsQuery, page: number, pageSize: number, signal?: AbortSignal) {
  return http<GoodsPage>('post', paths.goodsList, {
    form: {
      category_id: query.category_id,
      keywords: query.keywords,
      sort: query.sort,
      shape: query.shape,
      color: query.color,
      material: query.material,
      rim: query.rim,
      gender: query.gender,
      width: query.width,
      price_min: query.price_min,
      price_max: query.price_max,
      page,
      page_size: pageSize,
    },
    signal,
  });
}

/** The catalogue: goods lists with filters, their filter values, the home page blocks. */
export const catalogApi = {
  /** POST api/goods/list: one page of a category or a search, filtered and sorted. */
  goodsList: (query: GoodsQuery, page: number, pageSize = PAGE_SIZE, signal?: AbortSignal): Promise<GoodsPage> =>
    plainFirstPage(query, page, pageSize)
      ? firstScreenOr(firstScreenKeys.goodsList(query.category_id!), () => postGoodsList(query, page, pageSize, signal))
      : postGoodsList(query, page, pageSize, signal),
  /** GET api/goods/property?category_id=: the filter values of a category with counts. */
  properties: (categoryId: number) =>
    firstScreenOr(firstScreenKeys.goodsProperty(categoryId), () =>
      http<GoodsProperties>('get', paths.goodsProperty, { query: { category_id: categoryId } }),
    ),
  /** GET api/goods/replenishProperty?keywords=: the filter values of a search. */
  searchProperties: (keywords: string) => http<GoodsProperties>('get', paths.replenishProperty, { query: { keywords } }),
  /** POST api/index/indexBlocks?index (or ?top): the home page blocks. */
  indexBlocks: (where: 'index' | 'top' = 'index') =>
    firstScreenOr(firstScreenKeys.indexBlocks(where), () => http<IndexBlock[]>('post', `${paths.indexBlocks}?${where}`, { form: { type: 'wap' } })),
  /** POST api/index/indexGoods {type}: one home page goods tab. */
  indexGoods: (type: IndexGoodsTab) => http<GoodsCard[]>('post', paths.indexGoods, { form: { type } }),
};
