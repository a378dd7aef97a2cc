import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '../../i18n/react';
import type { I18n } from '../../i18n/runtime';
import { http } from '../../api/http';
import { eventually, testI18n } from '../../../tests/support/shell-harness';
import { showToast } from '../app-actors';
import { ToastProvider } from './toast-provider';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => vi.unstubAllGlobals());

/** A page inside the toast host, in English. */
function renderToasts() {
  render(
    <I18nProvider i18n={i18n}>
      <ToastProvider>
        <p>page</p>
      </ToastProvider>
    </I18nProvider>,
  );
}

describe('ToastProvider', () => {
  it('shows the message of an API call flagged for error toasts in the live region', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 409, msg: 'Only 2 left in stock', data: null }), { status: 409 })),
    );
    renderToasts();
    await expect(http('post', 'api/users/addCart', { json: {}, toastError: true })).rejects.toThrow();
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(await eventually(() => within(region).queryByText('Only 2 left in stock'))).toBeTruthy();
  });

  it('translates a known contract message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ code: 500, msg: 'Something went wrong, please try again', data: null }), { status: 500 })),
    );
    await i18n.changeLanguage('en');
    renderToasts();
    await expect(http('get', 'api/x', { toastError: true })).rejects.toThrow();
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(await eventually(() => within(region).queryByRole('button', { name: 'Dismiss: Something went wrong, please try again' }))).toBeTruthy();
  });

  it('translates the message the envelope names by key, with its values, in the current language', async () => {
    const body = {
      code: 409,
      msg: 'For this frame, SPH must be from -8.00 to +6.00',
      key: 'rxSphOutOfFrame',
      values: { min: '-8.00', max: '+6.00' },
      data: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(body), { status: 409 })),
    );
    await i18n.changeLanguage('de');
    renderToasts();
    await expect(http('post', 'api/users/addCart', { json: {}, toastError: true })).rejects.toThrow();
    const region = screen.getByRole('status', { name: /./ });
    expect(await eventually(() => within(region).queryByText('Für diese Fassung muss SPH zwischen -8,00 und +6,00 liegen'))).toBeTruthy();
    await i18n.changeLanguage('en');
  });

  it("shows a phrase of the app's catalogues in the current language, once while it is up", async () => {
    await i18n.changeLanguage('en');
    renderToasts();
    await act(async () => {});
    act(() => {
      showToast('success', { key: 'wishlist:page.added', values: { name: 'Soho Aviator' } });
      showToast('success', { key: 'wishlist:page.added', values: { name: 'Soho Aviator' } });
      showToast('success', { key: 'wishlist:page.added', values: { name: 'Marais Browline' } });
    });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(
      within(region)
        .getAllByRole('button', { name: /^Dismiss: / })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Dismiss: Soho Aviator is in your cart', 'Dismiss: Marais Browline is in your cart']);
  });
});
