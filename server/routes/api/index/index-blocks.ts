import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import type { IndexBlock, IndexGoodsTab } from '../../../../contract/catalog';
import { indexBlocksSchema, indexGoodsSchema } from '../../../../contract/schemas/catalog';
import { callerWishesAmong, withWishes } from '../../../services/cart/wishes';
import { okCached, readIndexBlocks, readIndexGoods } from '../../../services/catalog/catalog-reads';
import { memoizeValidation } from '../../../plugins/validation';
import { goodsCardReply, indexBlockReply } from '../../../../contract/schemas/replies/catalog';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

/**
 * POST api/index/indexBlocks?top: the hero area; ?index: the rest of the home page; neither: both,
 * hero first. Body {type: wap | pc} (both get the same blocks). Goods rows come filled.
 * POST api/index/indexGoods {type: new | best | sale}: 10 goods cards of that tab.
 * Cached; is_wish is the caller's, laid over.
 */
export default async function indexBlocksRoutes(app: FastifyInstance) {
  app.post<{ Querystring: Record<string, string> }>(
    `/${paths.indexBlocks}`,
    {
      schema: {
        summary: "The home page's blocks (?top: the hero area, ?index: the rest)",
        tags: ['catalogue'],
        body: memoizeValidation(indexBlocksSchema),
        response: replies(listOf(indexBlockReply)),
      },
    },
    async (req, reply) => {
      const q = req.query ?? {};
      const placements: ('top' | 'index')[] = 'top' in q && !('index' in q) ? ['top'] : 'index' in q && !('top' in q) ? ['index'] : ['top', 'index'];
      const blocks = await readIndexBlocks(app, placements);
      const wished = await callerWishesAmong(
        app.db,
        req,
        blocks.flatMap((b) => b.goods.map((g) => g.id)),
      );
      if (!wished.size) return okCached(reply, blocks);
      const out: IndexBlock[] = blocks.map((b) => ({ ...b, goods: withWishes(b.goods, wished) }));
      return reply.ok(out);
    },
  );

  app.post<{ Body: { type: IndexGoodsTab } }>(
    `/${paths.indexGoods}`,
    {
      schema: {
        summary: 'Ten goods cards of a home tab',
        tags: ['catalogue'],
        body: memoizeValidation(indexGoodsSchema),
        response: replies(listOf(goodsCardReply)),
      },
    },
    async (req, reply) => {
      const cards = await readIndexGoods(app, req.body.type);
      const wished = await callerWishesAmong(
        app.db,
        req,
        cards.map((c) => c.id),
      );
      return wished.size ? reply.ok(withWishes(cards, wished)) : okCached(reply, cards);
    },
  );
}
