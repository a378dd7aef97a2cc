import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_DATA_ID, firstScreenKeys } from '../../../contract/first-screen';
import { PAGE_SIZE } from '../../../contract/constants';
import { resetFirstScreen } from '../../api/first-screen';
import { removePage, sendWithPage } from '../../api/test-fixtures';
import { catalogApi } from './catalog.api';
import { productApi } from '../product/product.api';

afterEach(() => {
  removePage();
  resetFirstScreen();
});

describe('catalogue calls', () => {
  const page = { items: [], page: 1, page_size: PAGE_SIZE, total: 0 };
  /** The network under the app's client: every request the server answers with 'from the server'. */
  const api = vi.fn(async () => new Response(JSON.stringify({ code: 200, msg: 'success', data: 'from the server' })));
  beforeEach(() => {
    api.mockClear();
    vi.stubGlobal('fetch', api);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("take a category's plain first page, its filter values and a product from the page, then ask the server", async () => {
    sendWithPage('/goods-list/5', { [firstScreenKeys.goodsList(5)]: page, [firstScreenKeys.goodsProperty(5)]: { facets: 1 } });
    const catalog = catalogApi;
    await expect(catalog.goodsList({ category_id: 5, sort: 'newest' }, 1)).resolves.toEqual(page);
    await expect(catalog.properties(5)).resolves.toEqual({ facets: 1 });
    expect(api).not.toHaveBeenCalled();
    await expect(catalog.goodsList({ category_id: 5 } as never, 1)).resolves.toBe('from the server');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('ask the server for a filtered list, another sort or another page', async () => {
    for (const [query, n] of [
      [{ category_id: 5, shape: ['round'] }, 1],
      [{ category_id: 5, sort: 'price_asc' }, 1],
      [{ category_id: 5 }, 2],
    ] as const) {
      resetFirstScreen();
      document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
      sendWithPage('/goods-list/5', { [firstScreenKeys.goodsList(5)]: page });
      api.mockClear();
      await expect(catalogApi.goodsList(query as never, n)).resolves.toBe('from the server');
      expect(api).toHaveBeenCalledTimes(1);
    }
  });

  it('take the product of the page', async () => {
    sendWithPage('/goods-detail/9', { [firstScreenKeys.goodsDetail(9)]: { id: 9 } });
    api.mockClear();
    await expect(productApi.goodsDetail(9)).resolves.toEqual({ id: 9 });
    expect(api).not.toHaveBeenCalled();
  });
});
