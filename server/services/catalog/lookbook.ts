import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { goodsImageUrl } from '../../../contract/endpoints';
import type { CategoryBlock, FrameCollectionBlock, LookbookFrame } from '../../../contract/lookbook';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { loadCards } from './catalog';
import { categoryTree } from './catalog-reads';

/**
 * The frames lookbook (/optical-frames-online-catalog-z): the active frames and sunglasses
 * (`attrs.kind` frame or sun; lenses and accessories are not in it) grouped by collection (a
 * top-level category) and category (the leaf they are in), in menu order then by SKU. One query
 * reads every frame's place; it is a catalogue entry of the read cache, so any product's write
 * drops it, and each answer below is cut from it.
 */

interface Placed {
  id: number;
  categoryId: number;
  collectionId: number;
  hex: string | null;
}

async function placedFrames(db: Db): Promise<Placed[]> {
  const res = (await db.execute(sql`
    select g.id, g.category_id, top.id as collection_id,
      (select v.color_hex from goods_variants v where v.goods_id = g.id order by v.sort, v.id limit 1) as hex
    from goods g join categories c on c.id = g.category_id join categories top on top.id = coalesce(c.parent_id, c.id)
    where g.is_active and coalesce(g.attrs->>'kind', 'frame') in ('frame', 'sun')
    order by top.sort, top.id, c.sort, c.id, g.sku`)) as unknown as {
    rows: { id: number; category_id: number; collection_id: number; hex: string | null }[];
  };
  return res.rows.map((r) => ({ id: Number(r.id), categoryId: Number(r.category_id), collectionId: Number(r.collection_id), hex: r.hex }));
}

const lookbook = (app: FastifyInstance) => app.readCache.get('lookbook', () => placedFrames(app.db));

/** GET api/getFrameCollectionBlocks: the collections holding frames, each with its first frame's picture and its count. */
export function frameCollectionBlocks(app: FastifyInstance): Promise<FrameCollectionBlock[]> {
  return app.readCache.get('lookbook-collections', async () => {
    const [frames, tree] = [await lookbook(app), await categoryTree(app)];
    const out = new Map<number, FrameCollectionBlock>();
    for (const f of frames) {
      // A hidden category is not listed (its frames stay reachable).
      if (tree.get(f.collectionId)?.isHidden) continue;
      const block = out.get(f.collectionId);
      if (block) block.count++;
      else {
        const c = tree.get(f.collectionId)!;
        out.set(f.collectionId, { id: c.id, name: c.name, description: c.description, img: goodsImageUrl(f.id, f.hex ?? undefined), count: 1 });
      }
    }
    return [...out.values()];
  });
}

/** The collection asked for, which must be one of the lookbook's (404 otherwise). */
function collectionOf(frames: Placed[], collectionId: number): number {
  if (!frames.some((f) => f.collectionId === collectionId)) throw notFound(said('lookbookCollectionUnknown'));
  return collectionId;
}

/** GET api/getCategoryBlocks: the categories of the collections (or of one) in lookbook order, with their counts. */
export function categoryBlocks(app: FastifyInstance, collectionId: number | undefined): Promise<CategoryBlock[]> {
  return app.readCache.get(`lookbook-categories:${collectionId ?? 'all'}`, async () => {
    const [frames, tree] = [await lookbook(app), await categoryTree(app)];
    if (collectionId !== undefined) collectionOf(frames, collectionId);
    const out = new Map<number, CategoryBlock>();
    for (const f of frames) {
      if (collectionId !== undefined && f.collectionId !== collectionId) continue;
      if (tree.get(f.categoryId)?.isHidden || tree.get(f.collectionId)?.isHidden) continue;
      const block = out.get(f.categoryId);
      if (block) block.count++;
      else {
        const c = tree.get(f.categoryId)!;
        out.set(f.categoryId, { id: c.id, collection_id: f.collectionId, name: c.name, description: c.description, count: 1 });
      }
    }
    return [...out.values()];
  });
}

/**
 * POST Product/get_all_product_id: every frame id in lookbook order; of a collection, or of a
 * category (which must hold frames, and belong to the collection when both are given; 404 otherwise).
 */
export async function allProductIds(app: FastifyInstance, q: { collection_id?: number; category_id?: number }): Promise<{ ids: number[] }> {
  return app.readCache.get(`lookbook-ids:${q.collection_id ?? 'all'}:${q.category_id ?? 'all'}`, async () => {
    let frames = await lookbook(app);
    if (q.collection_id !== undefined) {
      const id = collectionOf(frames, q.collection_id);
      frames = frames.filter((f) => f.collectionId === id);
    }
    if (q.category_id !== undefined) {
      frames = frames.filter((f) => f.categoryId === q.category_id);
      if (!frames.length) throw notFound(said('lookbookCategoryUnknown'));
    }
    return { ids: frames.map((f) => f.id) };
  });
}

/**
 * GET api/getProducts?ids=: the cards of those frames in the order asked, each with the category
 * it is shown under; an id that is not a frame of the lookbook (sold off meanwhile, a lens) is left out.
 */
export async function lookbookProducts(app: FastifyInstance, ids: number[]): Promise<{ items: LookbookFrame[] }> {
  return app.readCache.get(`lookbook-products:${ids.join(',')}`, async () => {
    const placed = new Map((await lookbook(app)).map((f) => [f.id, f]));
    const cards = await loadCards(
      app.db,
      ids.filter((id) => placed.has(id)),
    );
    return { items: cards.map((c) => ({ ...c, category_id: placed.get(c.id)!.categoryId })) };
  });
}
