import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { GoodsImage } from '../../../contract/catalog';
import { messages } from '../../../contract/messages';
import { Z_INSTALMENT_DIALOG } from '../../../contract/constants';
import { ApiError } from '../../api/errors';
import { productApi } from '../../features/product/product.api';
import { eventually, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { TierTable, tierFor } from '../../features/product/tier-table';
import { InstalmentLine } from '../../features/product/instalment';
import { orderImages } from '../../features/product/gallery';
import ProductPage from './product-page';

async function wrap(path = '/') {
  return shellHarness({ path, i18n: await testI18n() });
}

const tiers = [
  { min_qty: 50, price: 65.59 },
  { min_qty: 1, price: 81.99 },
  { min_qty: 10, price: 73.79 },
  { min_qty: 100, price: 57.39 },
];

describe('tier table (ladder pricing)', () => {
  it('lists quantity from → unit price in order, marking the tier of the quantity', async () => {
    const { Wrapper } = await wrap();
    render(
      <Wrapper>
        <TierTable tiers={tiers} qty={12} />
      </Wrapper>,
    );
    const table = screen.getByRole('table', { name: 'Quantity pricing' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(['1+$81.99', '10+$73.79', '50+$65.59', '100+$57.39']);
    expect(within(table).getAllByRole('row')[2]!.getAttribute('aria-current')).toBe('true');
    expect(tierFor(tiers, 1)!.price).toBe(81.99);
    expect(tierFor(tiers, 120)!.price).toBe(57.39);
  });
});

describe('instalment line and dialog', () => {
  it('shows a quarter of the price and explains the plan in a dialog stacked at 5004 with a Close button', async () => {
    const { Wrapper } = await wrap();
    render(
      <Wrapper>
        <InstalmentLine usd={98.86} />
      </Wrapper>,
    );
    await eventually(() => screen.queryByText(/interest-free payments of/));
    expect(screen.getByText(/or 4 interest-free payments of/).textContent).toBe('or 4 interest-free payments of $24.72');
    fireEvent.click(screen.getByRole('button', { name: 'About interest-free payments' }));
    const dialog = screen.getByRole('dialog', { name: 'Pay in 4 interest-free payments' });
    expect(dialog.textContent).toContain('The first payment is taken when your order is processed.');
    expect(dialog.textContent).toContain('The other 3 payments follow every two weeks (14 days).');
    expect((dialog.parentElement as HTMLElement).style.zIndex).toBe(String(Z_INSTALMENT_DIALOG));
    const close = within(dialog).getAllByRole('button', { name: 'Close' });
    fireEvent.click(close.at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('gallery order', () => {
  it('puts the chosen colour first', () => {
    const img = (variant_id: number, view: 'front' | 'side'): GoodsImage => ({ url: `${variant_id}-${view}`, alt: '', variant_id, view });
    const images = [img(1, 'front'), img(1, 'side'), img(2, 'front'), img(2, 'side')];
    expect(orderImages(images, 2).map((i) => i.url)).toEqual(['2-front', '2-side', '1-front', '1-side']);
  });
});

describe('unknown product', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows "This product is not available" with links home and to search, for a 404 and for a bad id', async () => {
    for (const [path, error] of [
      ['/goods-detail/999999', new ApiError('notFound', 404, messages.goodsNotFound)],
      ['/goods-detail/abc', new Error('never called')],
    ] as const) {
      const goodsDetail = vi.spyOn(productApi, 'goodsDetail').mockRejectedValue(error);
      const { Wrapper } = await wrap(path);
      const { unmount } = render(
        <Wrapper>
          <Route path="/goods-detail/:id" component={ProductPage} />
        </Wrapper>,
      );
      const heading = await eventually(() => screen.queryByRole('heading', { name: 'This product is not available' }));
      expect(heading.tagName).toBe('H1');
      expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
      expect(screen.getByRole('link', { name: 'Search frames' }).getAttribute('href')).toMatch(/^\/search-result/);
      // A bad id is never asked for.
      expect(goodsDetail).toHaveBeenCalledTimes(path.endsWith('abc') ? 0 : 1);
      unmount();
      goodsDetail.mockRestore();
    }
  });
});
