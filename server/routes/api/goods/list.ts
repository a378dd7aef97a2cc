import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { goodsListSchema, type GoodsListInput } from '../../../../contract/schemas/catalog';
import type { GoodsPage } from '../../../../contract/catalog';
import { okCached, planGoodsList } from '../../../services/catalog-reads';
import { memoizeValidation } from '../../../plugins/validation';
import { parseForm } from '../../../plugins/form';
import { callerWishesAmong, withWishes } from '../../../services/wishes';

const sortGiven = new WeakSet<FastifyRequest>();
const PARSED_ENTRIES = 1000;
const PARSED_KEY_MAX = 2000;

/**
 * POST api/goods/list (form or JSON): a page of goods of a category (with its children), a search,
 * or both; filtered, sorted, with the total. A search without an explicit sort is ordered by
 * relevance. Pages are cached by their normalized query; is_wish is the caller's, laid over.
 */
export default async function goodsListRoutes(app: FastifyInstance) {
  // A shop asks for the same few bodies over and over (a category's next pages): in this route's
  // scope each distinct form body is parsed once, frozen and shared, and the validator finds its
  // outcome by identity. Nothing may change a parsed body (the validator's value is a new object).
  const parsed = new Map<string, Readonly<Record<string, unknown>>>();
  app.removeContentTypeParser('application/x-www-form-urlencoded');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    let form = parsed.get(text);
    if (!form) {
      form = Object.freeze(parseForm(text));
      if (text.length <= PARSED_KEY_MAX) {
        parsed.set(text, form);
        if (parsed.size > PARSED_ENTRIES) parsed.delete(parsed.keys().next().value!);
      }
    }
    done(null, form);
  });

  app.post<{ Body: GoodsListInput }>(`/${paths.goodsList}`, {
    schema: { body: memoizeValidation(goodsListSchema) },
    // A callback hook: it runs on every list request, and an async one costs a promise each time.
    preValidation: (req, _reply, done) => {
      const raw = req.body as Record<string, unknown> | undefined;
      if (raw && raw.sort !== undefined && raw.sort !== '') sortGiven.add(req);
      done();
    },
  }, async (req, reply) => {
    const q = req.body;
    // The validator hands the same (read-only) object to repeated identical queries: so does this.
    const planned = keys.get(q)?.[sortGiven.has(req) ? 1 : 0];
    const key = planned?.generation === app.catalogCache.generation ? planned : undefined;
    const page = key ? await app.catalogCache.get(key.cacheKey, key.load) : await plan(q, sortGiven.has(req));
    // Without a token nobody wishes for anything: no lookup to wait for.
    if (!req.headers.authorization) return okCached(reply, page);
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
    const { cacheKey, load } = await planGoodsList(app, q, explicitSort);
    const planned: Planned = { generation, cacheKey, load };
    const pair = keys.get(q) ?? [undefined, undefined];
    pair[explicitSort ? 1 : 0] = planned;
    keys.set(q, pair);
    return app.catalogCache.get(cacheKey, load);
  }
}
