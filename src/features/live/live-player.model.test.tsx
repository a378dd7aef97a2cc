import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { useLocation } from 'wouter';
import { fromCallback, fromPromise, SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { LIVE_NOW_FIRST_ASK_MS } from '../../../contract/constants';
import type { TokenData } from '../../../contract/entities';
import type { LiveNow, LiveRoomBrief } from '../../../contract/live';
import { hidesHeader, layoutOf } from '../../app/paths';
import { liveLobbyMachine } from '../../../machines/live-lobby.machine';
import { livePlayerMachine } from '../../../machines/live-player.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { apiEventBus, controlledCall } from '../../testing/harness';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { SessionProvider } from '../../app/session/session-provider';
import { Header } from '../../app/shell/header';
import { LiveEntry } from './live-entry';
import { LiveLobby } from './live-lobby';

// The header's cart count without a cart actor (this test is about the live player).
vi.mock('../cart/selectors', async (original) => ({ ...(await original<typeof import('../cart/selectors')>()), useCartCount: () => 0 }));
// A socket that never opens: the player's views, not the room's, are what this test is about.
vi.mock('./live-socket.actors', async () => {
  const { liveSocketMachine } = await import('../../../machines/live-socket.machine');
  return { liveSocketLogic: liveSocketMachine.provide({ actors: { socket: fromCallback(() => () => {}) } }) };
});

const ROOM: LiveRoomBrief = { id: 1, room_href: 'frames-live', title: 'Frames live' };

const model = createTestModel(toModelMachine(livePlayerMachine), {
  events: [
    { type: 'player.open' },
    { type: 'player.expand' },
    { type: 'player.close' },
    { type: 'player.route', path: '/', layout: layoutOf('/') },
    { type: 'player.route', path: '/cart', layout: layoutOf('/cart') },
    { type: 'player.route', path: '/goods-list/3', layout: layoutOf('/goods-list/3') },
    // A catalogue page (its layout in src/app/paths.ts): no header, so no badge; the small player follows there too.
    { type: 'player.route', path: '/catalog-price-list-v', layout: layoutOf('/catalog-price-list-v') },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value, path: s.context.path })) as never,
});
const paths = model.getShortestPaths({ input: { path: '/', layout: 'shop' } } as never);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('live', i18n);
  // The player's lazy chunk, loaded once here: a path's first tap then only waits for React.
  await import('./live-dock');
});

describe("live player (model: every state and transition of live-player.machine, against the shell's header and live entry)", () => {
  it('reaches every state and takes every kind of transition', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['hidden', 'big', 'small']) expect(seen).toContain(JSON.stringify(v));
    const taken = new Set(paths.flatMap((p) => p.steps.map((s) => `${JSON.stringify(s.state.value)}`)));
    expect(taken.size).toBe(3);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      // The lobby says the room is live (its first ask, once the page settled).
      const clock = new SimulatedClock();
      const lobby = liveLobbyMachine.provide({ actors: { fetchLiveNow: fromPromise<LiveNow>(async () => ({ rooms: [ROOM], poll_ms: 600_000 })) } });
      const session = sessionMachine.provide({ actors: { fetchVisitorToken: controlledCall<TokenData>().logic } });
      const { Wrapper, location } = shellHarness({ i18n, path: '/' });
      render(
        <Wrapper>
          <SessionProvider logic={session} input={{}} onApiEvent={apiEventBus().onApiEvent}>
            <LiveLobby logic={lobby} clock={clock}>
              <HeaderWhereShown />
              <LiveEntry />
            </LiveLobby>
          </SessionProvider>
        </Wrapper>,
      );
      await act(async () => clock.increment(LIVE_NOW_FIRST_ASK_MS));
      await flush();
      const badge = () => screen.queryByRole('button', { name: 'Live: Frames live' });
      const inHeader = () => !!badge()?.closest('header');
      const dialog = () => screen.queryByRole('dialog', { name: 'Frames live' });
      const small = () => screen.queryByRole('button', { name: 'Open the live stream' });
      await path.test({
        states: {
          hidden: (state: AnyMachineSnapshot) => {
            // A badge wherever one can open the player: the home page's own, the header's elsewhere; none without a header.
            const page = state.context.path as string;
            expect(badge() !== null).toBe(page === '/' || !hidesHeader(page));
            if (badge()) expect(inHeader()).toBe(page !== '/');
            expect([dialog(), small()]).toEqual([null, null]);
          },
          big: () => {
            expect(dialog()).not.toBeNull();
            expect(within(dialog()!).getByRole('status').textContent).toBe('Connecting…');
            expect(small()).toBeNull();
            // Behind the popup, only the header keeps its badge.
            if (badge()) expect(inHeader()).toBe(true);
          },
          small: () => {
            expect(small()).not.toBeNull();
            expect(dialog()).toBeNull();
            expect(badge() === null || inHeader()).toBe(true);
          },
        } as never,
        events: {
          'player.open': async () => {
            // Where no badge shows, the shopper cannot open it (the state check says so).
            const b = badge();
            if (b) fireEvent.click(b);
            // The first tap loads the player's code (a lazy chunk).
            await flush(10);
          },
          'player.expand': async () => {
            fireEvent.click(small()!);
            await flush();
          },
          'player.close': async () => {
            const close = dialog() ? screen.getByRole('button', { name: 'Close' }) : screen.getByRole('button', { name: 'Close the live player' });
            fireEvent.click(close);
            await flush();
          },
          'player.route': async ({ event }: { event: { path: string } }) => {
            await act(async () => location.navigate(event.path));
            await flush();
          },
        } as never,
      });
    });
  }
});

/** The header as the shell shows it: not on pages that hide it. */
function HeaderWhereShown() {
  const [page] = useLocation();
  return hidesHeader(page) ? null : <Header />;
}
