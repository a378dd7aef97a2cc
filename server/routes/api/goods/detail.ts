import type { FastifyInstance } from 'fastify';
import { patterns, paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import {
  goodsIdParamsSchema, goodsQuerySchema, type GoodsIdParams, type GoodsQueryInput,
} from '../../../../contract/schemas/catalog';
import { notFound } from '../../../errors';
import { goodsDetail, recommendations } from '../../../services/catalog';
import { callerWishesAmong, withWishes } from '../../../services/wishes';

/**
 * GET api/goods/:id: the product page (unknown or inactive: 404).
 * GET api/goods/recommendation?goods_id=: up to 8 other products, same category first, then same shape.
 * Both cached; is_wish is the caller's, laid over.
 */
export default async function goodsDetailRoutes(app: FastifyInstance) {
  app.get<{ Params: GoodsIdParams }>(`/${patterns.goodsDetail}`, { schema: { params: goodsIdParamsSchema } }, async (req, reply) => {
    const id = req.params.id;
    const detail = await app.catalogCache.get(`goods:${id}`, () => goodsDetail(app.db, id), id);
    if (!detail) throw notFound(messages.goodsNotFound);
    const wished = await callerWishesAmong(app.db, req, [id]);
    return reply.ok(wished.has(id) ? { ...detail, is_wish: true } : detail);
  });

  app.get<{ Querystring: GoodsQueryInput }>(`/${paths.recommendation}`, { schema: { querystring: goodsQuerySchema } }, async (req, reply) => {
    const id = req.query.goods_id;
    // Not scoped to the product: it shows others, and any of them may change.
    const cards = await app.catalogCache.get(`recommendation:${id}`, () => recommendations(app.db, id));
    if (!cards) throw notFound(messages.goodsNotFound);
    return reply.ok(withWishes(cards, await callerWishesAmong(app.db, req, cards.map((c) => c.id))));
  });
}
