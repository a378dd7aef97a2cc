import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_DATA_ID, firstScreenKeys } from '../../contract/first-screen';
import { PAGE_SIZE } from '../../contract/constants';
import { firstScreenOr, keepFirstScreenIn, resetFirstScreen, takeFirstScreen } from './first-screen';
import { catalogApi } from './catalog';
import { productApi } from './product';

/** The data block the server puts in index.html, for the page the test is on. */
function sendWithPage(path: string, answers: Record<string, unknown>, raw?: string) {
  window.history.replaceState(null, '', path);
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = FIRST_SCREEN_DATA_ID;
  el.textContent = raw ?? JSON.stringify({ path, answers });
  document.body.append(el);
}

afterEach(() => {
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  resetFirstScreen();
  window.history.replaceState(null, '', '/');
});

describe('answers sent with the page', () => {
  it('are handed out once, on the page they were made for', () => {
    sendWithPage('/goods-detail/3', { a: { id: 3 } });
    expect(takeFirstScreen('a')).toEqual({ id: 3 });
    expect(takeFirstScreen('a')).toBeUndefined();
    expect(takeFirstScreen('b')).toBeUndefined();
  });

  it('are kept when drawn in the language the app speaks, dropped when drawn in another', () => {
    document.documentElement.lang = 'es';
    sendWithPage('/goods-detail/3', { a: { id: 3 } });
    keepFirstScreenIn('es');
    expect(takeFirstScreen('a')).toEqual({ id: 3 });

    resetFirstScreen();
    document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
    sendWithPage('/goods-detail/3', { a: { id: 3 } });
    keepFirstScreenIn('de');
    expect(takeFirstScreen('a')).toBeUndefined();
    document.documentElement.lang = 'en';
  });

  it('are not used once the shopper is on another page', () => {
    sendWithPage('/goods-detail/3', { a: { id: 3 } });
    window.history.replaceState(null, '', '/goods-detail/4');
    expect(takeFirstScreen('a')).toBeUndefined();
  });

  it('are simply absent when the block is missing or broken', async () => {
    expect(takeFirstScreen('a')).toBeUndefined();
    resetFirstScreen();
    sendWithPage('/', {}, '{"path": "/", "answers": {');
    expect(takeFirstScreen('a')).toBeUndefined();
    await expect(firstScreenOr('a', async () => 'asked')).resolves.toBe('asked');
  });
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
