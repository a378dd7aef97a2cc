import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GoodsPage } from '../../../contract/catalog';
import { PAGE_SIZE } from '../../../contract/constants';
import { FIRST_SCREEN_DATA_ID, firstScreenKeys } from '../../../contract/first-screen';
import { catalogApi } from './catalog.api';
import { resetFirstScreen } from '../../api/first-screen';
import { prefetchFirstPage, takeEarlyPage, takeSentProperties } from './goods-list-first-load';

const page: GoodsPage = { items: [], page: 1, page_size: PAGE_SIZE, total: 0 };

afterEach(() => {
  vi.restoreAllMocks();
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
  resetFirstScreen();
  window.history.replaceState(null, '', '/');
});

describe('a goods list opened first', () => {
  it('asks for its first page at once and hands it to the first load of the same query, once', async () => {
    const goodsList = vi.spyOn(catalogApi, 'goodsList').mockResolvedValue(page);
    prefetchFirstPage({ pathname: '/goods-list/5', search: '?shape=round' });
    expect(goodsList).toHaveBeenCalledWith({ category_id: 5, sort: 'newest', shape: ['round'] }, 1, PAGE_SIZE);
    const early = takeEarlyPage({ category_id: 5, sort: 'newest', shape: ['round'] }, 1);
    await expect(early).resolves.toBe(page);
    expect(takeEarlyPage({ category_id: 5, sort: 'newest', shape: ['round'] }, 1)).toBeUndefined();
  });

  it('drops the early page when the first load asks for another query', () => {
    vi.spyOn(catalogApi, 'goodsList').mockResolvedValue(page);
    prefetchFirstPage({ pathname: '/goods-list/5', search: '' });
    expect(takeEarlyPage({ category_id: 5, sort: 'price_asc' }, 1)).toBeUndefined();
    expect(takeEarlyPage({ category_id: 5, sort: 'newest' }, 1)).toBeUndefined();
  });

  it('asks for nothing on another page', () => {
    const goodsList = vi.spyOn(catalogApi, 'goodsList');
    prefetchFirstPage({ pathname: '/goods-detail/5', search: '' });
    expect(goodsList).not.toHaveBeenCalled();
    expect(takeEarlyPage({ category_id: 5, sort: 'newest' }, 1)).toBeUndefined();
  });

  it("keeps the category's filter values the server sent with the page, for that category, once", () => {
    vi.spyOn(catalogApi, 'goodsList').mockResolvedValue(page);
    window.history.replaceState(null, '', '/goods-list/5');
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = FIRST_SCREEN_DATA_ID;
    el.textContent = JSON.stringify({ path: '/goods-list/5', answers: { [firstScreenKeys.goodsProperty(5)]: { facets: 1 } } });
    document.body.append(el);
    prefetchFirstPage({ pathname: '/goods-list/5', search: '' });
    expect(takeSentProperties(5)).toEqual({ facets: 1 });
    expect(takeSentProperties(5)).toBeUndefined();
  });
});
