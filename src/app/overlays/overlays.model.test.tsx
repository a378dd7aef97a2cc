import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { I18n } from '../../i18n/runtime';
import { overlaysMachine, type OverlayName } from '../../../machines/overlays.machine';
import { MENU_FADE_MS, Z_OVERLAY_IDLE, Z_OVERLAY_OPEN } from '../../../contract/constants';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { eventually, flush, serveShellData, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { Shell } from '../shell/shell';
import { useOverlays } from './selectors';

vi.mock('../session/selectors', () => ({ useIsSignedIn: () => false }));
vi.mock('../../features/cart/selectors', () => ({ useCartCount: () => 0 }));
// The sign-in dialog is the session engineer's; the host only has to show and close it.
vi.mock('../../features/auth/login-dialog', () => ({
  LoginDialog: ({ onClose }: { onClose(): void }) => (
    <div role="dialog" aria-label="Sign in or register">
      <button type="button" onClick={onClose}>
        Close sign in
      </button>
    </div>
  ),
}));

const opened: OverlayName[] = ['menu', 'search', 'login'];
const model = createTestModel(toModelMachine(overlaysMachine), {
  events: [...opened.map((overlay) => ({ type: 'overlay.open' as const, overlay })), { type: 'overlay.close' }, { type: 'route.changed' }],
  serializeState: everyTransition() as never,
});

/** A page that opens overlays the way features do (the 404 page's search button, a coupon's GET). */
function FeaturePage() {
  const { open } = useOverlays();
  return (
    <>
      {opened.map((o) => (
        <button key={o} type="button" onClick={() => open(o)}>
          feature opens {o}
        </button>
      ))}
    </>
  );
}

const headerButton: Record<string, string> = { menu: 'Menu', search: 'Search', login: 'Sign in' };
const dialogName: Record<string, RegExp> = { menu: /^Menu$/, search: /Search the shop/, login: /Sign in or register/ };
const closeButton: Record<string, string> = { menu: 'Close menu', search: 'Close search', login: 'Close sign in' };

const host = () => document.querySelector<HTMLElement>('[data-overlay-host]')!;

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  // Load the lazy contents once so each path only waits for React, not for the module graph.
  await Promise.all([import('../shell/menu/menu-dialog'), import('../shell/search/search-dialog'), import('./login-overlay')]);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  serveShellData();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('overlay host (model: every state and transition of overlays.machine)', () => {
  const paths = model.getShortestPaths();

  it('covers every state of the machine', () => {
    expect(statesVisited(paths)).toEqual(new Set(['"closed"', '"open"', '"closing"']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const { Wrapper, location } = shellHarness({ i18n });
      render(
        <Wrapper>
          <Shell>
            <FeaturePage />
          </Shell>
        </Wrapper>,
      );
      await flush();
      let open: string | null = null;
      let routeCount = 0;

      await path.test({
        states: {
          closed: async () => {
            await flush();
            expect(screen.queryByRole('dialog')).toBeNull();
            expect(document.querySelector('[data-overlay]')).toBeNull();
            expect(Number(host().style.zIndex)).toBe(Z_OVERLAY_IDLE);
            expect(screen.getByRole('main').closest('[inert]')).toBeNull();
          },
          open: async (state) => {
            const name = state.context.overlay!;
            expect(await eventually(() => screen.queryByRole('dialog', { name: dialogName[name] }))).toBeTruthy();
            expect(screen.getAllByRole('dialog')).toHaveLength(1);
            expect(Number(host().style.zIndex)).toBe(Z_OVERLAY_OPEN);
            expect(screen.getByRole('main').closest('[inert]')).not.toBeNull();
          },
          closing: async () => {
            await flush();
            // Still painted while it fades, but gone for assistive tech and the page is usable again.
            expect(screen.queryByRole('dialog')).toBeNull();
            expect(document.querySelector('[data-overlay="menu"][data-state="closing"]')).not.toBeNull();
            expect(Number(host().style.zIndex)).toBe(Z_OVERLAY_OPEN);
          },
        },
        events: {
          'overlay.open': async ({ event }: { event: { overlay: OverlayName } }) => {
            const covered = open !== null && document.querySelector('[data-overlay][data-state="closing"]') === null;
            if (covered) fireEvent.click(screen.getByRole('button', { name: `feature opens ${event.overlay}`, hidden: true }));
            else fireEvent.click(screen.getByRole('button', { name: headerButton[event.overlay]! }));
            open = event.overlay;
            await flush();
          },
          'overlay.close': async () => {
            fireEvent.click(await eventually(() => screen.queryByRole('button', { name: closeButton[open!]! })));
            await flush();
          },
          'route.changed': async () => {
            routeCount += 1;
            act(() => location.navigate(routeCount % 2 ? '/goods-list/1' : '/'));
            await flush();
          },
          'xstate.after.menuFade.overlays.closing': async () => {
            act(() => vi.advanceTimersByTime(MENU_FADE_MS));
            open = null;
            await flush();
          },
        } as never,
      });
    });
  }
});
