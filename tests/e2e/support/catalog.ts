import type { APIRequestContext } from '@playwright/test';
import type { GoodsCard, GoodsDetail, GoodsPage, Sort } from '../../../contract/catalog';

/**
 * Walks the catalogue over the API until `pick` finds a product, then returns its detail. A
 * journey that changes a product (e.g. its stock) walks in another order than the others.
 */
export async function findGoods(request: APIRequestContext, pick: (g: GoodsCard) => boolean, { sort = 'newest' }: { sort?: Sort } = {}): Promise<GoodsDetail> {
  for (let page = 1; page <= 20; page++) {
    const res = await request.post('/api/goods/list', { form: { page, page_size: 50, sort } });
    const list = ((await res.json()) as { data: GoodsPage }).data;
    const found = list.items.find(pick);
    if (found) return ((await (await request.get(`/api/goods/${found.id}`)).json()) as { data: GoodsDetail }).data;
    if (page * list.page_size >= list.total) break;
  }
  throw new Error('no product in the catalogue fits');
}
