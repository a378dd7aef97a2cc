import { asc, eq } from 'drizzle-orm';
import { goods, goodsVariants } from '../../db/schema';
import { drawFrame } from './frame-svg';
import type { ReadApp } from '../platform/read-cache';

interface Look {
  shape: string;
  rim: string;
  kind: string;
  tinted: boolean;
  firstColor: string;
}

/** What a product's picture depends on; null for an unknown product. Cached with the product. */
function lookOf(app: ReadApp, id: number): Promise<Look | null> {
  return app.readCache.get(
    `goods-look:${id}`,
    async () => {
      const [g] = await app.db.select({ shape: goods.shape, rim: goods.rim, attrs: goods.attrs }).from(goods).where(eq(goods.id, id)).limit(1);
      if (!g) return null;
      const [v] = await app.db
        .select({ hex: goodsVariants.colorHex })
        .from(goodsVariants)
        .where(eq(goodsVariants.goodsId, id))
        .orderBy(asc(goodsVariants.sort), asc(goodsVariants.id))
        .limit(1);
      return {
        shape: g.shape,
        rim: g.rim,
        kind: typeof g.attrs.kind === 'string' ? g.attrs.kind : 'frame',
        tinted: g.attrs.tinted === true,
        firstColor: v?.hex ?? '#1f1f1f',
      };
    },
    id,
  );
}

/**
 * GET api/goods/image/:id.svg: the product drawn as an SVG in `color` ('rrggbb' or '#rrggbb'; none:
 * its first colour), front or side view. Null for an unknown product.
 */
export async function productPicture(app: ReadApp, id: number, opts: { color?: string; view?: string }): Promise<string | null> {
  const look = await lookOf(app, id);
  if (!look) return null;
  const color = opts.color ? `#${opts.color.replace(/^#/, '').toLowerCase()}` : look.firstColor;
  return drawFrame({ ...look, color, view: opts.view === 'side' ? 'side' : 'front' });
}
