import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { goodsQuerySchema, type GoodsQueryInput } from '../../../../contract/schemas/catalog';
import { notFound } from '../../../errors';
import { goodsExists, reviewImagesOf, reviewPage } from '../../../services/catalog';
import { okCached } from '../../../services/catalog-reads';
import { memoizeValidation } from '../../../plugins/validation';

/**
 * GET api/goods/goodComments?goods_id=&page=: a page of 10 reviews, newest first, with the average
 * and the 5..1 star distribution. GET api/goods/goodCommentImgs?goods_id=: every review photo.
 * Unknown product: 404. Cached per product (a new review invalidates that product).
 */
export default async function goodsCommentsRoutes(app: FastifyInstance) {
  const exists = (id: number) => app.catalogCache.get(`exists:${id}`, () => goodsExists(app.db, id), id);

  app.get<{ Querystring: GoodsQueryInput }>(`/${paths.goodComments}`, { schema: { querystring: memoizeValidation(goodsQuerySchema) } }, async (req, reply) => {
    const { goods_id: id, page } = req.query;
    if (!(await exists(id))) throw notFound(messages.goodsNotFound);
    return okCached(reply, await app.catalogCache.get(`reviews:${id}:${page}`, () => reviewPage(app.db, id, page), id));
  });

  app.get<{ Querystring: GoodsQueryInput }>(`/${paths.goodCommentImgs}`, { schema: { querystring: memoizeValidation(goodsQuerySchema) } }, async (req, reply) => {
    const id = req.query.goods_id;
    if (!(await exists(id))) throw notFound(messages.goodsNotFound);
    return okCached(reply, await app.catalogCache.get(`review-images:${id}`, () => reviewImagesOf(app.db, id), id));
  });
}
