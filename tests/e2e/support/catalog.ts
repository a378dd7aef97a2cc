import type { APIRequestContext } from '@playwright/test';
import type { GoodsCard, GoodsDetail, GoodsPage, Sort } from '../../../contract/catalog';

/** A small stable hash of a text (FNV-1a), to spread journeys over the products that fit them. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * The SKUs of the products the console's journeys create (tests/e2e/admin): shoppers' journeys
 * never pick them, whatever order the journeys run in on the shared server.
 */
export const JOURNEY_SKU_PREFIX = 'E2E-';

/**
 * Walks the catalogue over the API until `pick` finds a product (never one a console journey made), then returns its detail. A
 * journey that changes a product (e.g. its stock) walks in another order than the others.
 * With `spread` (e.g. the journey's title), the product is one of the first matches chosen by
 * that key, so journeys that buy in parallel do not all take the stock of the same colour.
 */
export async function findGoods(
  request: APIRequestContext,
  pick: (g: GoodsCard) => boolean,
  { sort = 'newest', spread, where = {} }: { sort?: Sort; spread?: string; where?: Record<string, string> } = {},
): Promise<GoodsDetail> {
  const found: GoodsCard[] = [];
  const wanted = spread ? 8 : 1;
  for (let page = 1; page <= 20 && found.length < wanted; page++) {
    // `where`: the list's filters as the form sends them (`'rim[]': 'rimless'`).
    const res = await request.post('/api/goods/list', { form: { ...where, page, page_size: 50, sort } });
    const list = ((await res.json()) as { data: GoodsPage }).data;
    found.push(...list.items.filter((g) => !g.sku.toUpperCase().startsWith(JOURNEY_SKU_PREFIX) && pick(g)));
    if (page * list.page_size >= list.total) break;
  }
  if (!found.length) throw new Error('no product in the catalogue fits');
  const chosen = spread ? found[hashOf(spread) % Math.min(found.length, wanted)]! : found[0]!;
  return ((await (await request.get(`/api/goods/${chosen.id}`)).json()) as { data: GoodsDetail }).data;
}
