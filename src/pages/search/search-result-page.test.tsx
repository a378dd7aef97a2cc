import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { GoodsQuery } from '../../../contract/catalog';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { flush, serveShellData, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { catalogApi } from '../../features/catalog/catalog.api';
import { WishlistContext } from '../../features/wishlist/wishlist-context';
import { card, properties } from '../../features/catalog/test-fixtures';
import SearchResultPage from './search-result-page';

// A visitor's cards (the card asks the session whether to show a business buyer's wholesale terms).
vi.mock('../../app/session/selectors', () => ({ useIsBusinessBuyer: () => false, useUser: () => null }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => serveShellData());
afterEach(() => vi.restoreAllMocks());

describe('search results page', { timeout: 20_000 }, () => {
  it('lists the search, refuses a blank one, goes to a new one, and follows the URL back', async () => {
    const asked: GoodsQuery[] = [];
    vi.spyOn(catalogApi, 'goodsList').mockImplementation(async (q) => {
      asked.push(q);
      return { items: [card(1)], page: 1, page_size: 10, total: 1 };
    });
    const searchProperties = vi.spyOn(catalogApi, 'searchProperties').mockResolvedValue(properties);
    const { Wrapper, location } = shellHarness({ i18n, path: '/search-result?keywords=aviator' });
    render(
      <Wrapper>
        <WishlistContext.Provider logic={wishlistMachine} options={{ input: { ids: [] } }}>
          <SearchResultPage />
        </WishlistContext.Provider>
      </Wrapper>,
    );
    await flush();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “aviator”');
    expect(asked[0]).toMatchObject({ keywords: 'aviator' });
    expect(searchProperties).toHaveBeenCalledWith('aviator');
    const field = () => screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(field().value).toBe('aviator');

    fireEvent.change(field(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a search term');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(location.history!.at(-1)).toBe('/search-result?keywords=aviator');

    fireEvent.change(field(), { target: { value: ' cat eye ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await flush();
    expect(location.history!.at(-1)).toBe('/search-result?keywords=cat%20eye');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “cat eye”');
    expect(asked.at(-1)).toMatchObject({ keywords: 'cat eye' });

    // Another search in the URL (back, a shared link): the field shows it.
    await act(async () => location.navigate('/search-result?keywords=round'));
    await flush();
    expect(field().value).toBe('round');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Results for “round”');
  });
});
