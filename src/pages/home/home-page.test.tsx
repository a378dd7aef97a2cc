import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { I18n } from '../../i18n/runtime';
import { flush, serveShellData, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { useOpenOverlay } from '../../app/overlays/selectors';
import HomePage from './home-page';
import NotFoundPage from '../not-found/not-found-page';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
beforeEach(() => serveShellData());

function OpenOverlay() {
  return <output aria-label="open overlay">{useOpenOverlay() ?? 'none'}</output>;
}

describe('home page', () => {
  it('shows the categories as tiles with drawings and the popular searches as chips', async () => {
    const { Wrapper } = shellHarness({ i18n });
    render(
      <Wrapper>
        <HomePage />
      </Wrapper>,
    );
    await flush();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frames that fit your face and your day');
    // The tiles come with the categories' answer: waited for, not assumed after a fixed number of ticks
    // (a busy machine answered later, and the list was still aria-busy).
    const tiles = await within(screen.getByRole('region', { name: 'Shop by category' })).findAllByRole('link');
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(['/goods-list/1', '/goods-list/4']);
    expect(tiles[0]!.querySelector('svg')).not.toBeNull();
    expect(tiles[0]!.textContent).toContain('2 ranges');
    const chips = await within(screen.getByRole('region', { name: 'Popular searches' })).findAllByRole('link');
    expect(chips.map((a) => a.textContent)).toEqual(['aviator', 'cat eye']);
    expect(screen.getByRole('link', { name: /Shop optical frames/ }).getAttribute('href')).toBe('/goods-list/1');
  });

  it('opens the search dialog from the hero', async () => {
    const { Wrapper } = shellHarness({ i18n });
    render(
      <Wrapper>
        <HomePage />
        <OpenOverlay />
      </Wrapper>,
    );
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Search frames' }));
    expect(screen.getByRole('status', { name: 'open overlay' }).textContent).toBe('search');
  });
});

describe('not-found page', () => {
  it('says so kindly, links home and offers search', async () => {
    const { Wrapper } = shellHarness({ i18n, path: '/404' });
    render(
      <Wrapper>
        <NotFoundPage />
        <OpenOverlay />
      </Wrapper>,
    );
    await flush();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("We can't find that page");
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: 'Search the shop' }));
    expect(screen.getByRole('status', { name: 'open overlay' }).textContent).toBe('search');
  });
});
