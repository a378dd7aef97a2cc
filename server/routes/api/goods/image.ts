import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { patterns } from '../../../../contract/endpoints';
import {
  goodsImageParamsSchema, goodsImageQuerySchema, type GoodsImageParams, type GoodsImageQuery,
} from '../../../../contract/schemas/catalog';
import type { Db } from '../../../db/client';
import { goods, goodsVariants } from '../../../db/schema';
import { notFound } from '../../../errors';
import { drawFrame } from '../../../services/frame-svg';
import { cached } from '../../../services/read-cache';

interface Look {
  shape: string;
  rim: string;
  kind: string;
  tinted: boolean;
  firstColor: string;
}

/** What a product's picture depends on; null for an unknown product. Cached per product. */
function lookOf(db: Db, id: number): Promise<Look | null> {
  return cached(db, `goods-look:${id}`, async () => {
    const [g] = await db.select({ shape: goods.shape, rim: goods.rim, attrs: goods.attrs }).from(goods).where(eq(goods.id, id)).limit(1);
    if (!g) return null;
    const [v] = await db.select({ hex: goodsVariants.colorHex }).from(goodsVariants)
      .where(eq(goodsVariants.goodsId, id)).orderBy(asc(goodsVariants.sort), asc(goodsVariants.id)).limit(1);
    return {
      shape: g.shape,
      rim: g.rim,
      kind: typeof g.attrs.kind === 'string' ? g.attrs.kind : 'frame',
      tinted: g.attrs.tinted === true,
      firstColor: v?.hex ?? '#1f1f1f',
    };
  });
}

/**
 * GET api/goods/image/:id.svg?color=hex&view=front|side: the product drawn as an SVG. The URL names
 * everything the picture depends on, so it is cached for a year.
 */
export default async function goodsImageRoutes(app: FastifyInstance) {
  app.get<{ Params: GoodsImageParams; Querystring: GoodsImageQuery }>(`/${patterns.goodsImage}`, {
    schema: { params: goodsImageParamsSchema, querystring: goodsImageQuerySchema },
  }, async (req, reply) => {
    const look = await lookOf(app.db, req.params.id);
    if (!look) throw notFound();
    const color = req.query.color ? `#${req.query.color.replace(/^#/, '').toLowerCase()}` : look.firstColor;
    const svg = drawFrame({ ...look, color, view: req.query.view === 'side' ? 'side' : 'front' });
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  });
}
