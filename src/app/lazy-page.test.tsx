import { Suspense, type ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { PAGE_PART_TIMEOUT_MS } from '../../contract/constants';
import { deferred, flush, testI18n } from '../../tests/support/shell-harness';
import { I18nProvider } from '../i18n/react';
import type { I18n } from '../i18n/runtime';
import { PageLoading } from '../components/page-loading';
import { lazyPage, type PageLoader } from './lazy-page';
import type { PartTimer } from './page-part';
import { lazyOverlay } from './overlays/overlay-table';
import type { OverlayContentProps } from './overlays/overlay-types';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => vi.useRealTimers());

const module = { default: () => <h1>The page</h1> };

/** A timer the test fires: what the page waits for and for how long. */
function manualTimer() {
  const running: { giveUp(): void; ms: number }[] = [];
  const timer: PartTimer = (giveUp, ms) => {
    const entry = { giveUp, ms };
    running.push(entry);
    return () => running.splice(running.indexOf(entry), 1);
  };
  return { timer, running, elapse: () => act(() => running.shift()!.giveUp()) };
}

/** The page as the router draws it: inside the app's Suspense and its spinner. */
function draw(Component: ComponentType) {
  render(
    <I18nProvider i18n={i18n}>
      <Suspense fallback={<PageLoading />}>
        <Component />
      </Suspense>
    </I18nProvider>,
  );
}

const spinning = () => document.querySelector('[data-page-loading]') !== null;

describe('a lazily loaded page (spec section 8: a page part times out after 120 s)', () => {
  it('says its code did not arrive in time, with Retry, instead of spinning on; Retry waits for it again', async () => {
    const code = deferred<typeof module>();
    const loader = vi.fn<PageLoader>(() => code.promise);
    const clock = manualTimer();
    const page = lazyPage('/slow', loader, { timer: clock.timer });
    draw(page.Component);
    await flush();
    expect(spinning()).toBe(true);
    expect(clock.running.map((r) => r.ms)).toEqual([PAGE_PART_TIMEOUT_MS]);

    await clock.elapse();
    await flush();
    expect(spinning()).toBe(false);
    expect(screen.getByRole('alert').textContent).toContain('This part of the page did not arrive in time.');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(spinning()).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    // The request still under way is waited for anew, not made twice.
    expect(loader).toHaveBeenCalledTimes(1);
    expect(clock.running).toHaveLength(1);

    await act(async () => code.resolve(module));
    await flush();
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(spinning()).toBe(false);
    expect(clock.running).toHaveLength(0);
  });

  it('gives up after PAGE_PART_TIMEOUT_MS on the browser timer, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const page = lazyPage('/stalled', () => new Promise(() => {}));
    draw(page.Component);
    await act(async () => {});
    await act(async () => vi.advanceTimersByTime(PAGE_PART_TIMEOUT_MS - 1));
    expect(spinning()).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    await act(async () => {});
    expect(screen.getByRole('alert').textContent).toContain('This part of the page did not arrive in time.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when its code could not be loaded, and Retry asks for it again', async () => {
    const loader = vi.fn<PageLoader>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(module);
    const clock = manualTimer();
    const page = lazyPage('/offline', loader, { timer: clock.timer });
    draw(page.Component);
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be loaded.');
    expect(clock.running).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('draws a page whose code has come at once, with no timer', async () => {
    const clock = manualTimer();
    const page = lazyPage('/fast', async () => module, { timer: clock.timer });
    await page.load();
    draw(page.Component);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(clock.running).toHaveLength(0);
  });
});

describe('a lazily loaded overlay (src/app/overlays/overlay-table.ts)', () => {
  const dialog = {
    default: ({ onClose }: OverlayContentProps) => (
      <div role="dialog" aria-label="Sign in">
        <button onClick={onClose}>Done</button>
      </div>
    ),
  };
  const drawOverlay = (Content: ComponentType<OverlayContentProps>, onClose: () => void) =>
    render(
      <I18nProvider i18n={i18n}>
        <Suspense fallback={null}>
          <Content props={{}} closing={false} onClose={onClose} />
        </Suspense>
      </I18nProvider>,
    );

  it('says its code did not arrive in time, with Retry and Close, instead of staying empty', async () => {
    const code = deferred<typeof dialog>();
    const clock = manualTimer();
    const onClose = vi.fn();
    drawOverlay(
      lazyOverlay('login', () => code.promise, { timer: clock.timer }),
      onClose,
    );
    await flush();
    expect(clock.running.map((r) => r.ms)).toEqual([PAGE_PART_TIMEOUT_MS]);
    await clock.elapse();
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('This part of the page did not arrive in time.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await act(async () => code.resolve(dialog));
    await flush();
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when its code could not be loaded; Retry asks again and the overlay opens', async () => {
    const loader = vi
      .fn<() => Promise<typeof dialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(dialog);
    drawOverlay(lazyOverlay('coupon', loader, { timer: manualTimer().timer }), () => {});
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(loader).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
  });
});
