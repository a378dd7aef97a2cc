import type { FastifyInstance, FastifyReply } from 'fastify';
import { Code } from '../../../contract/codes';
import type {
  GoodsCard,
  GoodsDetail,
  GoodsPage,
  GoodsProperties,
  IndexBlock,
  IndexGoodsTab,
  ReviewImage,
  ReviewPage,
} from '../../../contract/catalog';
import { said } from '../../../contract/messages';
import type { GoodsListInput, PropertyQuery } from '../../../contract/schemas/catalog';
import { notFound } from '../../errors';
import {
  categoryWithDescendants,
  goodsDetail,
  goodsExists,
  goodsProperties,
  indexBlocksOf,
  servedAt,
  slideShownAt,
  type StoredHomeBlocks,
  indexGoods,
  listGoods,
  loadCategories,
  recommendations,
  reviewImagesOf,
  reviewPage,
  type CategoryNode,
  type ListOrder,
} from './catalog';
import { checkReply } from '../../openapi/plugin';
import { searchWords } from './search';

/**
 * The cached catalogue reads, one function each, shared by the API routes and the first screen
 * the server draws into index.html (first-screen.ts), so both answer from the
 * same cache entries.
 */

/** The category tree, through the read cache (invalidated with everything list-like). */
export function categoryTree(app: FastifyInstance): Promise<Map<number, CategoryNode>> {
  return app.readCache.get('categories', () => loadCategories(app.db));
}

/** A category with its descendants, for a query that names one (unknown: 404); none: undefined. */
async function categoryScope(app: FastifyInstance, categoryId: number | undefined): Promise<number[] | undefined> {
  if (categoryId === undefined) return undefined;
  const ids = categoryWithDescendants(await categoryTree(app), categoryId);
  if (!ids) throw notFound();
  return ids;
}

/** A goods list query made ready for the cache: its key and its loader, good while the cache's generation stays the same. */
export interface PlannedList {
  generation: number;
  cacheKey: string;
  load: () => Promise<GoodsPage>;
}

const norm = (values: string[] | undefined) => (values?.length ? [...new Set(values.map((v) => v.toLowerCase()))].sort() : undefined);

/**
 * Plans one page of POST api/goods/list. A search without an explicit sort is ordered by
 * relevance; keywords count by their words ('Aviator!' is 'aviator'), ones with no word find nothing.
 */
async function planGoodsList(app: FastifyInstance, q: GoodsListInput, explicitSort: boolean): Promise<PlannedList> {
  // Taken first: an invalidation while planning makes the plan stale at once.
  const generation = app.readCache.generation;
  const categoryIds = await categoryScope(app, q.category_id);
  const words = searchWords(q.keywords);
  const order: ListOrder = q.keywords && !explicitSort ? 'relevance' : (q.sort as ListOrder);
  const filters = {
    categoryIds,
    keywords: q.keywords || undefined,
    shape: norm(q.shape),
    color: norm(q.color),
    material: norm(q.material),
    rim: norm(q.rim),
    gender: norm(q.gender),
    width: norm(q.width),
    price_min: q.price_min,
    price_max: q.price_max,
  };
  const cacheKey = `list:${JSON.stringify([
    q.category_id ?? null,
    q.keywords ? `k:${words.join(' ')}` : null,
    order,
    filters.shape,
    filters.color,
    filters.material,
    filters.rim,
    filters.gender,
    filters.width,
    q.price_min ?? null,
    q.price_max ?? null,
    q.page,
    q.page_size,
  ])}`;
  return { generation, cacheKey, load: () => listGoods(app.db, filters, order, q.page, q.page_size) };
}

/**
 * POST api/goods/list: one page of goods (unknown category: 404). `memo` keeps the plan of a query
 * that arrives again and again (the route keeps one per distinct body): while the catalogue stays
 * the same generation, a repeat costs one cache lookup.
 */
export function readGoodsList(
  app: FastifyInstance,
  q: GoodsListInput,
  explicitSort: boolean,
  memo: { planned?: PlannedList } = {},
): Promise<GoodsPage> {
  const planned = memo.planned;
  if (planned?.generation === app.readCache.generation) return app.readCache.get(planned.cacheKey, planned.load);
  return planGoodsList(app, q, explicitSort).then((plan) => {
    memo.planned = plan;
    return app.readCache.get(plan.cacheKey, plan.load);
  });
}

/** GET api/goods/property and replenishProperty: the filter values of a category and/or a search. */
export async function readProperties(app: FastifyInstance, q: PropertyQuery): Promise<GoodsProperties> {
  const categoryIds = await categoryScope(app, q.category_id);
  const keywords = q.keywords || undefined;
  const key = `props:${JSON.stringify([q.category_id ?? null, keywords ? `k:${searchWords(keywords).join(' ')}` : null])}`;
  return app.readCache.get(key, () => goodsProperties(app.db, { categoryIds, keywords }));
}

/** GET api/goods/:id: the product page, null for an unknown or inactive product. */
export function readGoodsDetail(app: FastifyInstance, id: number): Promise<GoodsDetail | null> {
  return app.readCache.get(`goods:${id}`, () => goodsDetail(app.db, id), id);
}

/** Of each stored home page, what was served for each set of hidden slides (kept while it is cached). */
const served = new WeakMap<StoredHomeBlocks, Map<string, IndexBlock[]>>();

/**
 * POST api/index/indexBlocks: the home page blocks of these placements, goods rows filled, the
 * slides shown at `now`. The stored blocks are cached (a console write drops them); which slides
 * are within their dates is decided per request by the clock, and the same answer is the same
 * object for as long as the same slides show (so its JSON and the first screen are made once).
 */
export async function readIndexBlocks(app: FastifyInstance, placements: ('top' | 'index')[], now = Date.now()): Promise<IndexBlock[]> {
  const stored = await app.readCache.get(`blocks:${placements.join(',')}`, () => indexBlocksOf(app.db, placements));
  if (!stored.dated.length) return stored.blocks;
  const key = stored.dated
    .filter((w) => !slideShownAt(w, now))
    .map((w) => w.id)
    .join();
  let byHidden = served.get(stored);
  if (!byHidden) served.set(stored, (byHidden = new Map()));
  let blocks = byHidden.get(key);
  if (!blocks) byHidden.set(key, (blocks = servedAt(stored, now)));
  return blocks;
}

/** GET api/goods/recommendation: up to 8 other products, null for an unknown product. */
export function readRecommendations(app: FastifyInstance, id: number): Promise<GoodsCard[] | null> {
  // Not scoped to the product: it shows others, and any of them may change.
  return app.readCache.get(`recommendation:${id}`, () => recommendations(app.db, id));
}

/** 404 goodsNotFound unless the product is active (cached with the product). */
async function requireActive(app: FastifyInstance, id: number): Promise<void> {
  if (!(await app.readCache.get(`exists:${id}`, () => goodsExists(app.db, id), id))) throw notFound(said('goodsNotFound'));
}

/** GET api/goods/goodComments: a page of a product's reviews with their statistics (unknown product: 404). */
export async function readReviewPage(app: FastifyInstance, id: number, page: number): Promise<ReviewPage> {
  await requireActive(app, id);
  return app.readCache.get(`reviews:${id}:${page}`, () => reviewPage(app.db, id, page), id);
}

/** GET api/goods/goodCommentImgs: every review photo of a product (unknown product: 404). */
export async function readReviewImages(app: FastifyInstance, id: number): Promise<ReviewImage[]> {
  await requireActive(app, id);
  return app.readCache.get(`review-images:${id}`, () => reviewImagesOf(app.db, id), id);
}

/** POST api/index/indexGoods: the cards of one home tab (new, best, sale). */
export function readIndexGoods(app: FastifyInstance, tab: IndexGoodsTab): Promise<GoodsCard[]> {
  return app.readCache.get(`index-goods:${tab}`, () => indexGoods(app.db, tab));
}

/** The `{ code, msg, data }` JSON of cached values, made once per value (cached values never change). */
const envelopes = new WeakMap<object, Buffer>();

/**
 * Sends a cached value as `reply.ok` would, from JSON serialized once: serializing a page of cards
 * costs more than the rest of a cached read. Only for the cached object itself; a copy with the
 * caller's is_wish goes through `reply.ok`.
 */
export function okCached(reply: FastifyReply, data: object): FastifyReply {
  let json = envelopes.get(data);
  if (json === undefined) {
    // Encoded once too: a Buffer is written as it is.
    // By the route's reply schema, as reply.ok would be: the same fields, fast-json-stringify's speed.
    const envelope = { code: Code.ok, msg: 'success', data };
    checkReply(reply.code(200), envelope);
    const text = reply.serialize(envelope);
    json = typeof text === 'string' ? Buffer.from(text) : Buffer.from(new Uint8Array(text));
    envelopes.set(data, json);
  }
  return reply.code(200).type('application/json; charset=utf-8').send(json);
}
