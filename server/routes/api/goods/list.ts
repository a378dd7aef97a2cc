import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { goodsListSchema, type GoodsListInput } from '../../../../contract/schemas/catalog';
import { okCached, readGoodsList, type PlannedList } from '../../../services/catalog/catalog-reads';
import { validateInput, type Outcome } from '../../../plugins/validation';
import { parseForm } from '../../../plugins/form';
import { callerWishesAmong, withWishes } from '../../../services/cart/wishes';
import { goodsPageReply } from '../../../../contract/schemas/replies/catalog';
import { replies } from '../../../openapi/replies';
import { languageOf } from '../../../http/language';
import { pageIn } from '../../../services/translate/content';

const PARSED_ENTRIES = 1000;
const PARSED_KEY_MAX = 2000;

/** What one body comes to: its validation outcome, whether it named a sort, and once asked, its plan. */
type Prepared = Outcome<GoodsListInput> & { explicitSort: boolean; planned?: PlannedList };

/**
 * POST api/goods/list (form or JSON): a page of goods of a category (with its children), a search,
 * or both; filtered, sorted, with the total. A search without an explicit sort is ordered by
 * relevance. Pages are cached by their normalized query; is_wish is the caller's, laid over.
 *
 * The busiest route of the shop, and a shop asks for the same few bodies over and over (a
 * category's next pages). So this route validates by itself rather than through a route schema
 * (same schema, same 422 messages): each distinct form body is parsed once into a frozen object,
 * and everything that follows from that body (validation, sort given or not, cache key) is kept
 * on it. A repeated body costs two map lookups before the cached page is sent.
 */
export default async function goodsListRoutes(app: FastifyInstance) {
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

  /** Keyed by the frozen forms above: they are shared by every request with the same body. */
  const preparedForms = new WeakMap<object, Prepared>();

  function prepare(body: unknown): Prepared {
    const shared = typeof body === 'object' && body !== null && Object.isFrozen(body);
    if (shared) {
      const hit = preparedForms.get(body);
      if (hit) return hit;
    }
    const raw = (body ?? {}) as Record<string, unknown>;
    const prepared: Prepared = { ...validateInput(goodsListSchema, raw), explicitSort: raw.sort !== undefined && raw.sort !== '' };
    if (shared) preparedForms.set(body, prepared);
    return prepared;
  }

  app.post(
    `/${paths.goodsList}`,
    {
      schema: {
        summary: 'A page of goods: a category, a search or both, filtered and sorted',
        tags: ['catalogue'],
        response: replies(goodsPageReply),
      },
      // Validated by the handler (the parsed form and its outcome are shared per body): documented only.
      config: { docs: { body: goodsListSchema } },
    },
    async (req, reply) => {
      const prepared = prepare(req.body);
      if (prepared.error) throw prepared.error;
      // Names in the language of the `lang` cookie where translated (services/translate).
      const { value: page } = await pageIn(app, languageOf(req), await readGoodsList(app, prepared.value, prepared.explicitSort, prepared));
      // Without a token nobody wishes for anything: no lookup to wait for.
      if (!req.headers.authorization) return okCached(reply, page);
      const wished = await callerWishesAmong(
        app.db,
        req,
        page.items.map((c) => c.id),
      );
      return wished.size ? reply.ok({ ...page, items: withWishes(page.items, wished) }) : okCached(reply, page);
    },
  );
}
