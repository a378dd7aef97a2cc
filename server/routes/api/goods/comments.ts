import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { goodsQuerySchema, type GoodsQueryInput } from '../../../../contract/schemas/catalog';
import { okCached, readReviewImages, readReviewPage } from '../../../services/catalog/catalog-reads';
import { memoizeValidation } from '../../../plugins/validation';
import { reviewImageReply, reviewPageReply } from '../../../../contract/schemas/replies/catalog';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/**
 * GET api/goods/goodComments?goods_id=&page=: a page of 10 reviews, newest first, with the average
 * and the 5..1 star distribution. GET api/goods/goodCommentImgs?goods_id=: every review photo.
 * Unknown product: 404. Cached per product (a new review invalidates that product).
 */
export default async function goodsCommentsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: GoodsQueryInput }>(
    `/${paths.goodComments}`,
    {
      schema: {
        summary: "A page of a product's reviews",
        tags: ['catalogue'],
        querystring: memoizeValidation(goodsQuerySchema),
        response: replies(reviewPageReply),
      },
    },
    async (req, reply) => {
      return okCached(reply, await readReviewPage(app, req.query.goods_id, req.query.page));
    },
  );

  app.get<{ Querystring: GoodsQueryInput }>(
    `/${paths.goodCommentImgs}`,
    {
      schema: {
        summary: "The pictures of a product's reviews",
        tags: ['catalogue'],
        querystring: memoizeValidation(goodsQuerySchema),
        response: replies(listOf(reviewImageReply)),
      },
    },
    async (req, reply) => {
      return okCached(reply, await readReviewImages(app, req.query.goods_id));
    },
  );
}
