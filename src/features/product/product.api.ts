import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { GoodsCard, GoodsDetail, ReviewImage, ReviewPage } from '../../../contract/catalog';
import { firstScreenKeys } from '../../../contract/first-screen';
import { firstScreenOr } from '../../api/first-screen';

/** The product page's calls. Failures reach the caller, which shows them in place. */
export const productApi = {
  /** GET api/goods/{id}; 404 (goodsNotFound) for an unknown id. */
  goodsDetail: (id: number, signal?: AbortSignal) =>
    firstScreenOr(firstScreenKeys.goodsDetail(id), () => http<GoodsDetail>('get', paths.goodsDetail(id), { signal })),
  recommendation: (goodsId: number, signal?: AbortSignal) => http<GoodsCard[]>('get', paths.recommendation, { query: { goods_id: goodsId }, signal }),
  goodComments: (goodsId: number, page: number, signal?: AbortSignal) =>
    http<ReviewPage>('get', paths.goodComments, { query: { goods_id: goodsId, page }, signal }),
  goodCommentImgs: (goodsId: number, signal?: AbortSignal) =>
    http<ReviewImage[]>('get', paths.goodCommentImgs, { query: { goods_id: goodsId }, signal }),
  /** POST api/users/stockNotify (form-encoded). */
  stockNotify: (input: { goods_id: number; variant_id: number; email: string }) => http<null>('post', paths.stockNotify, { form: input }),
};
