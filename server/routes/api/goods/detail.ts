import type { FastifyInstance } from 'fastify';
import { patterns, paths } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import { goodsIdParamsSchema, goodsQuerySchema, type GoodsIdParams, type GoodsQueryInput } from '../../../../contract/schemas/catalog';
import { notFound } from '../../../errors';
import { callerWishesAmong, withWishes } from '../../../services/cart/wishes';
import { okCached, readGoodsDetail, readRecommendations } from '../../../services/catalog/catalog-reads';
import { memoizeValidation } from '../../../plugins/validation';
import { goodsCardReply, goodsDetailReply } from '../../../../contract/schemas/replies/catalog';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';
import { languageOf } from '../../../http/language';
import { cardsIn, detailIn } from '../../../services/translate/content';

/**
 * GET api/goods/:id: the product page (unknown or inactive: 404).
 * GET api/goods/recommendation?goods_id=: up to 8 other products, same category first, then same shape.
 * Both cached; is_wish is the caller's, laid over. Names and descriptions in the language of the
 * `lang` cookie where a translation is held (services/translate), English where not.
 */
export default async function goodsDetailRoutes(app: FastifyInstance) {
  app.get<{ Params: GoodsIdParams }>(
    `/${patterns.goodsDetail}`,
    {
      schema: { summary: 'A product page', tags: ['catalogue'], params: memoizeValidation(goodsIdParamsSchema), response: replies(goodsDetailReply) },
    },
    async (req, reply) => {
      const id = req.params.id;
      const read = await readGoodsDetail(app, id);
      if (!read) throw notFound(said('goodsNotFound'));
      const { value: detail } = await detailIn(app, languageOf(req), read);
      const wished = await callerWishesAmong(app.db, req, [id]);
      return wished.has(id) ? reply.ok({ ...detail, is_wish: true }) : okCached(reply, detail);
    },
  );

  app.get<{ Querystring: GoodsQueryInput }>(
    `/${paths.recommendation}`,
    {
      schema: {
        summary: 'Goods to recommend beside a product',
        tags: ['catalogue'],
        querystring: memoizeValidation(goodsQuerySchema),
        response: replies(listOf(goodsCardReply)),
      },
    },
    async (req, reply) => {
      const read = await readRecommendations(app, req.query.goods_id);
      if (!read) throw notFound(said('goodsNotFound'));
      const { value: cards } = await cardsIn(app, languageOf(req), read);
      const wished = await callerWishesAmong(
        app.db,
        req,
        cards.map((c) => c.id),
      );
      return wished.size ? reply.ok(withWishes(cards, wished)) : okCached(reply, cards);
    },
  );
}
