import type { ApiClient } from './client';
import { paths } from '../../contract/endpoints';
import type { GoodsCard, GoodsDetail, ReviewImage, ReviewPage } from '../../contract/catalog';
import { firstScreenKeys } from '../../contract/first-screen';
import { firstScreenOr } from './first-screen';

/** The product page's calls. Failures reach the caller, which shows them in place. */
export function productApi(api: ApiClient) {
  return {
    /** GET api/goods/{id}; 404 (goodsNotFound) for an unknown id. */
    goodsDetail: (id: number, signal?: AbortSignal) =>
      firstScreenOr(firstScreenKeys.goodsDetail(id), () => api<GoodsDetail>('get', paths.goodsDetail(id), { signal })),
    recommendation: (goodsId: number, signal?: AbortSignal) =>
      api<GoodsCard[]>('get', paths.recommendation, { query: { goods_id: goodsId }, signal }),
    goodComments: (goodsId: number, page: number, signal?: AbortSignal) =>
      api<ReviewPage>('get', paths.goodComments, { query: { goods_id: goodsId, page }, signal }),
    goodCommentImgs: (goodsId: number, signal?: AbortSignal) =>
      api<ReviewImage[]>('get', paths.goodCommentImgs, { query: { goods_id: goodsId }, signal }),
    /** POST api/users/stockNotify (form-encoded). */
    stockNotify: (input: { goods_id: number; variant_id: number; email: string }) =>
      api<null>('post', paths.stockNotify, { form: input }),
  };
}
