import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { I18n } from '../../i18n/runtime';
import { currencies, eventually, flush, serveShellData, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { storage } from '../storage';
import { Shell } from './shell';

const session = vi.hoisted(() => ({ signedIn: false, cartCount: 0 }));
vi.mock('../session/selectors', () => ({ useIsSignedIn: () => session.signedIn }));
vi.mock('../../features/cart/selectors', () => ({ useCartCount: () => session.cartCount }));
vi.mock('../../features/auth/login-dialog', () => ({
  LoginDialog: () => <div role="dialog" aria-label="Sign in or register" />,
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  // The lazily loaded parts of the shell, loaded once up front so no test waits on a first import.
  await Promise.all([import('./menu/menu-dialog'), import('./search/search-dialog'), import('../overlays/login-overlay'), import('./footer')]);
});
beforeEach(() => {
  session.signedIn = false;
  session.cartCount = 0;
  serveShellData();
});
afterEach(async () => {
  await testI18n();
});

async function renderShell(path = '/') {
  const harness = shellHarness({ i18n, path });
  render(
    <harness.Wrapper>
      <Shell>
        <p>page body</p>
      </Shell>
    </harness.Wrapper>,
  );
  await flush();
  return harness;
}

describe('header visibility', () => {
  it.each(['/', '/goods-list/3', '/cart', '/404', '/account/my-account'])('shows the header, promo banner and footer on %s', async (path) => {
    await renderShell(path);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Shop news' })).toBeTruthy();
    expect(await eventually(() => screen.queryByRole('contentinfo'))).toBeTruthy();
  });

  it.each([
    '/search-result',
    '/payment',
    '/optical-frames-online-catalog-z',
    '/catalog-price-list-w',
    '/lenses/catalog-price-list-z',
    '/questionnaire/1',
  ])('hides the header on %s', async (path) => {
    await renderShell(path);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByText('page body')).toBeTruthy();
  });

  it.each([
    ['/', true],
    ['/goods-list/4', true],
    ['/contact-us', true],
    ['/readers-topic', true],
    ['/oem-odm', true],
    ['/cart', false],
    ['/goods-detail/9', false],
  ] as const)('category bar on %s: %s', async (path, shown) => {
    await renderShell(path);
    const bar = screen.queryByRole('navigation', { name: 'Categories' });
    expect(Boolean(bar)).toBe(shown);
    if (shown)
      expect(
        within(bar!)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Optical Frames', 'Blue Light Glasses']);
  });
});

describe('header', () => {
  it('announces the in-stock cart count and links to the cart', async () => {
    session.cartCount = 3;
    await renderShell();
    const cart = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(cart.getAttribute('href')).toBe('/cart');
    session.cartCount = 1;
    await renderShell('/goods-list/1');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('opens the sign-in dialog for a visitor', async () => {
    await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await eventually(() => screen.queryByRole('dialog', { name: 'Sign in or register' }))).toBeTruthy();
  });

  it('takes a signed-in customer to my account', async () => {
    session.signedIn = true;
    const { location } = await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(location.history.at(-1)).toBe('/account/my-account');
  });

  it('links the logo home', async () => {
    await renderShell('/cart');
    expect(screen.getByRole('link', { name: 'Optic Shop home' }).getAttribute('href')).toBe('/');
  });
});

describe('menu', () => {
  async function openMenu() {
    const harness = await renderShell();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await eventually(() => screen.queryByRole('dialog', { name: 'Menu' }));
    await flush();
    return { ...harness, menu };
  }

  it('expands a category to show its children', async () => {
    const { menu } = await openMenu();
    const frames = within(menu).getByRole('button', { name: 'Optical Frames' });
    expect(frames.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('link', { name: 'Men' })).toBeNull();
    fireEvent.click(frames);
    expect(frames.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Men' }).getAttribute('href')).toBe('/goods-list/2');
    expect(within(menu).getByRole('link', { name: 'All Optical Frames' }).getAttribute('href')).toBe('/goods-list/1');
    // A category without children is a plain link.
    expect(within(menu).getByRole('link', { name: 'Blue Light Glasses' }).getAttribute('href')).toBe('/goods-list/4');
    fireEvent.click(frames);
    expect(frames.getAttribute('aria-expanded')).toBe('false');
  });

  it('chooses a currency: the new one is checked and remembered', async () => {
    const { menu } = await openMenu();
    const group = within(menu).getByRole('radiogroup', { name: 'Currency' });
    expect(within(group).getByRole('radio', { name: 'US Dollar (USD)' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(within(group).getByRole('radio', { name: 'Euro (EUR)' }));
    await flush();
    expect(within(group).getByRole('radio', { name: 'Euro (EUR)' }).getAttribute('aria-checked')).toBe('true');
    expect(within(group).getByRole('radio', { name: 'US Dollar (USD)' }).getAttribute('aria-checked')).toBe('false');
    expect(storage.get('currencyInfo')).toEqual(currencies[1]);
  });

  it('switches the language to Arabic: right-to-left, translated, remembered', async () => {
    const { menu } = await openMenu();
    const select = within(menu).getByLabelText('Language') as HTMLSelectElement;
    expect(select.value).toBe('en');
    await act(async () => {
      fireEvent.change(select, { target: { value: 'ar' } });
    });
    await eventually(() => (document.documentElement.dir === 'rtl' ? true : null));
    expect(document.documentElement.lang).toBe('ar');
    expect(storage.get('language')).toBe('ar');
    expect(await eventually(() => screen.queryByRole('dialog', { name: 'القائمة' }))).toBeTruthy();
  });

  it('offers track-order, live chat hours, phone, e-mail and social links', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Track your order' }).getAttribute('href')).toBe('/track-order');
    expect(within(menu).getByText('Mon–Fri 4:30 PM to 1:30 AM PST')).toBeTruthy();
    expect(
      within(menu)
        .getByRole('link', { name: /555-0142/ })
        .getAttribute('href'),
    ).toMatch(/^tel:\+1626/);
    expect(within(menu).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    for (const network of ['Facebook', 'Instagram', 'YouTube', 'Pinterest'])
      expect(within(menu).getByRole('link', { name: `Follow us on ${network}` })).toBeTruthy();
  });

  it('closes when a link in it changes the route', async () => {
    const { menu, location } = await openMenu();
    fireEvent.click(within(menu).getByRole('link', { name: 'Track your order' }));
    await flush();
    expect(location.history.at(-1)).toBe('/track-order');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
  });
});

describe('footer', () => {
  it('has Help Center, Order Tracking, the footer column links and the preferences', async () => {
    await renderShell();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Help Center' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Order Tracking' }).getAttribute('href')).toBe('/track-order');
    expect(within(footer).getByRole('link', { name: 'Shipping' }).getAttribute('href')).toBe('/shipping');
    // Column links already shown as the two big ones are not repeated.
    expect(within(footer).getAllByRole('link', { name: 'Help Center' })).toHaveLength(1);
    expect(within(footer).getByRole('button', { name: 'Shopping preferences: English, USD' })).toBeTruthy();
    expect(within(footer).getByText(/© \d{4} Optic Shop/)).toBeTruthy();
  });
});
