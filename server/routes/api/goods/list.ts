import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { goodsListSchema, type GoodsListInput } from '../../../../contract/schemas/catalog';
import type { GoodsPage } from '../../../../contract/catalog';
import { notFound } from '../../../errors';
import { categoryWithDescendants, listGoods, type ListOrder } from '../../../services/catalog';
import { categoryTree, okCached } from '../../../services/catalog-reads';
import { memoizeValidation } from '../../../plugins/validation';
import { searchWords } from '../../../services/search';
import { callerWishesAmong, withWishes } from '../../../services/wishes';

const sortGiven = new WeakSet<FastifyRequest>();
const norm = (values: string[] | undefined) => (values?.length ? [...new Set(values.map((v) => v.toLowerCase()))].sort() : undefined);

/**
 * POST api/goods/list (form or JSON): a page of goods of a category (with its children), a search,
 * or both; filtered, sorted, with the total. A search without an explicit sort is ordered by
 * relevance. Pages are cached by their normalized query; is_wish is the caller's, laid over.
 */
export default async function goodsListRoutes(app: FastifyInstance) {
  app.post<{ Body: GoodsListInput }>(`/${paths.goodsList}`, {
    schema: { body: memoizeValidation(goodsListSchema) },
    preValidation: async (req) => {
      const raw = req.body as Record<string, unknown> | undefined;
      if (raw && raw.sort !== undefined && raw.sort !== '') sortGiven.add(req);
    },
  }, async (req, reply) => {
    const q = req.body;
    // The validator hands the same (read-only) object to repeated identical queries: so does this.
    const planned = keys.get(q)?.[sortGiven.has(req) ? 1 : 0];
    const key = planned?.generation === app.catalogCache.generation ? planned : undefined;
    const page = key ? await app.catalogCache.get(key.cacheKey, key.load) : await plan(q, sortGiven.has(req));
    const wished = await callerWishesAmong(app.db, req, page.items.map((c) => c.id));
    return wished.size ? reply.ok({ ...page, items: withWishes(page.items, wished) }) : okCached(reply, page);
  });

  /** The cache key and loader of a query, remembered per validated body until the catalogue changes. */
  interface Planned {
    generation: number;
    cacheKey: string;
    load: () => Promise<GoodsPage>;
  }
  const keys = new WeakMap<GoodsListInput, [Planned | undefined, Planned | undefined]>();

  async function plan(q: GoodsListInput, explicitSort: boolean): Promise<GoodsPage> {
    const generation = app.catalogCache.generation;
    let categoryIds: number[] | undefined;
    if (q.category_id !== undefined) {
      categoryIds = categoryWithDescendants(await categoryTree(app), q.category_id) ?? undefined;
      if (!categoryIds) throw notFound();
    }
    const words = searchWords(q.keywords);
    const order: ListOrder = q.keywords && !explicitSort ? 'relevance' : (q.sort as ListOrder);
    const filters = {
      categoryIds,
      keywords: q.keywords || undefined,
      shape: norm(q.shape), color: norm(q.color), material: norm(q.material), rim: norm(q.rim), gender: norm(q.gender),
      width: norm(q.width), price_min: q.price_min, price_max: q.price_max,
    };
    // Keywords count by their words ('Aviator!' is 'aviator'); ones with no word at all find nothing.
    const cacheKey = `list:${JSON.stringify([q.category_id ?? null, q.keywords ? `k:${words.join(' ')}` : null, order, filters.shape, filters.color, filters.material,
      filters.rim, filters.gender, filters.width, q.price_min ?? null, q.price_max ?? null, q.page, q.page_size])}`;
    const planned: Planned = { generation, cacheKey, load: () => listGoods(app.db, filters, order, q.page, q.page_size) };
    const pair = keys.get(q) ?? [undefined, undefined];
    pair[explicitSort ? 1 : 0] = planned;
    keys.set(q, pair);
    return app.catalogCache.get(cacheKey, planned.load);
  }
}
