import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { GoodsCard, GoodsPage, GoodsQuery } from '../../../contract/catalog';
import { catalogApi } from '../../features/catalog/catalog.api';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { flush, serveShellData, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { WishlistContext } from '../../features/wishlist/wishlist-context';
import { GoodsCard as Card } from '../../features/catalog/goods-card';
import GoodsListPage from './goods-list-page';
import { card, properties } from '../../features/catalog/test-fixtures';

// A visitor's cards (the card asks the session whether to show a business buyer's wholesale terms).
vi.mock('../../app/session/selectors', () => ({ useIsBusinessBuyer: () => false, useUser: () => null }));

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => serveShellData());
afterEach(() => vi.restoreAllMocks());

/** The list page on `path`, its goods from `goodsList` and its filter values from the fixtures (spied on catalogApi). */
function renderList(path: string, goodsList: (q: GoodsQuery, page: number) => Promise<GoodsPage>) {
  vi.spyOn(catalogApi, 'goodsList').mockImplementation((q, page) => goodsList(q, page));
  vi.spyOn(catalogApi, 'properties').mockResolvedValue(properties);
  const { Wrapper, location } = shellHarness({ i18n, path });
  render(
    <Wrapper>
      <WishlistContext.Provider logic={wishlistMachine} options={{ input: { ids: [2] } }}>
        <Route path="/goods-list/:id">
          <GoodsListPage />
        </Route>
      </WishlistContext.Provider>
    </Wrapper>,
  );
  return location;
}

describe('goods list page: filters and sort live in the URL', { timeout: 20_000 }, () => {
  it('reads filters from the URL, shows them as chips, and writes every change back with replace', async () => {
    const asked: GoodsQuery[] = [];
    const location = renderList('/goods-list/1?shape=round,aviator&color=Black&sort=price_asc', async (q) => {
      asked.push(q);
      return { items: [card(1), card(2)], page: 1, page_size: 10, total: 2 };
    });
    await flush();
    expect(asked[0]).toEqual({ category_id: 1, sort: 'price_asc', shape: ['round', 'aviator'], color: ['Black'] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Optical Frames');
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('price_asc');
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('button').map((b) => b.textContent)).toEqual(['Round', 'Aviator', 'Black', 'Clear all']);

    fireEvent.click(chips.getByRole('button', { name: 'Remove filter: Round' }));
    await flush();
    expect(location.history!.at(-1)).toBe('/goods-list/1?shape=aviator&color=Black&sort=price_asc');
    expect(asked.at(-1)).toEqual({ category_id: 1, sort: 'price_asc', shape: ['aviator'], color: ['Black'] });
    const historyLength = location.history!.length;

    fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Round/ }));
    fireEvent.click(within(sheet).getByRole('checkbox', { name: /Narrow/ }));
    fireEvent.change(within(sheet).getByRole('spinbutton', { name: 'Max price' }), { target: { value: '60' } });
    fireEvent.blur(within(sheet).getByRole('spinbutton', { name: 'Max price' }));
    await flush();
    expect(location.history!.at(-1)).toBe('/goods-list/1?shape=aviator,round&color=Black&width=narrow&price_max=60&sort=price_asc');
    // Replace, not push: the back button leaves the list.
    expect(location.history!.length).toBe(historyLength);
    expect(asked.at(-1)).toMatchObject({ shape: ['aviator', 'round'], width: ['narrow'], price_max: 60 });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show 2 frames' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await flush();
    expect(location.history!.at(-1)).toBe('/goods-list/1?sort=price_asc');
  });

  it('offers Clear filters when nothing matches', async () => {
    const location = renderList('/goods-list/1?shape=round', async (q) =>
      q.shape ? { items: [], page: 1, page_size: 10, total: 0 } : { items: [card(1)], page: 1, page_size: 10, total: 1 },
    );
    await flush();
    expect(screen.getByRole('heading', { name: 'No frames match' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await flush();
    expect(location.history!.at(-1)).toBe('/goods-list/1');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('That is the only frame here.')).toBeTruthy();
  });

  it('shows a friendly not-found page for an unknown category', async () => {
    renderList('/goods-list/999', async () => {
      throw new ApiError('notFound', 404, 'Not found');
    });
    await flush();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('goods card', { timeout: 20_000 }, () => {
  function renderCard(goods: GoodsCard) {
    const { Wrapper } = shellHarness({ i18n });
    render(
      <Wrapper>
        <WishlistContext.Provider logic={wishlistMachine} options={{ input: { ids: [5] } }}>
          <Card goods={goods} />
        </WishlistContext.Provider>
      </Wrapper>,
    );
  }

  it('shows a special price with the original struck and the discount, rating, colours and a pressed heart', async () => {
    renderCard(
      card(5, {
        name: 'Soho Aviator',
        price_type: 2,
        price: 125.49,
        special_price: 98.86,
        review_count: 7,
        colors: [
          { id: 1, color: 'Navy Blue', color_hex: '#1f3a5f', stock_qty: 3 },
          { id: 2, color: 'Champagne', color_hex: '#d8c69a', stock_qty: 0 },
        ],
      }),
    );
    await act(async () => {});
    const article = screen.getByRole('article', { name: 'Soho Aviator' });
    expect(within(article).getByRole('link', { name: 'Soho Aviator' }).getAttribute('href')).toBe('/goods-detail/5');
    expect(article.textContent).toContain('$98.86');
    expect(article.querySelector('s')!.textContent).toContain('$125.49');
    expect(article.textContent).toContain('-21%');
    expect(within(article).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(article.textContent).toContain('(7 reviews)');
    expect(within(article).getByRole('list', { name: '2 colours' }).textContent).toContain('Navy Blue');
    expect(within(article).getByRole('button', { name: 'Remove from wishlist' }).getAttribute('aria-pressed')).toBe('true');
    const img = article.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual(['240', '120', 'lazy']);
    expect(screen.queryByText('Out of stock')).toBeNull();
  });

  it('shows a ladder price as the range of the first and third tiers, and the out-of-stock badge', async () => {
    renderCard(
      card(6, {
        name: 'Marais Browline',
        price_type: 3,
        price: 81.99,
        ladder_price: [
          { min_qty: 1, price: 81.99 },
          { min_qty: 10, price: 73.79 },
          { min_qty: 50, price: 65.59 },
          { min_qty: 100, price: 57.39 },
        ],
        in_stock: false,
        review_count: 1,
      }),
    );
    await act(async () => {});
    const article = screen.getByRole('article', { name: 'Marais Browline' });
    expect(article.textContent).toContain('$65.59');
    expect(article.textContent).toContain('$81.99');
    expect(article.textContent).not.toContain('$57.39');
    expect(article.textContent).toContain('(1 review)');
    expect(within(article).getByText('Out of stock')).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Add to wishlist' }).getAttribute('aria-pressed')).toBe('false');
  });
});
