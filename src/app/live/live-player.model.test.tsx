import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromCallback, type AnyMachineSnapshot } from 'xstate';
import type { TokenData } from '../../../contract/entities';
import type { LiveRoom } from '../../../contract/live';
import { livePlayerMachine } from '../../../machines/live-player.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { apiEventBus, controlledCall } from '../../testing/harness';
import { pageCatalogues } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { SessionProvider } from '../session/session-provider';
import { LiveDock } from './live-dock';
import { liveSocketLogic } from './live-socket.actors';

const ROOM: LiveRoom = { id: 1, room_href: 'frames-live', title: 'Frames live', state: 'live', video_url: '', starts_at: null, viewer_count: 0 };

const model = createTestModel(toModelMachine(livePlayerMachine), {
  events: [
    { type: 'player.open' },
    { type: 'player.expand' },
    { type: 'player.close' },
    { type: 'player.route', path: '/' },
    { type: 'player.route', path: '/cart' },
    { type: 'player.route', path: '/goods-list/3' },
    // A catalogue page (contract/pages.ts): no small player there either.
    { type: 'player.route', path: '/catalog-price-list-v' },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value, path: s.context.path })) as never,
});
const paths = model.getShortestPaths({ input: { path: '/' } } as never);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await pageCatalogues('live', i18n);
});

describe('live player (model: every state and transition of live-player.machine, against the shell\'s live dock)', () => {
  it('reaches every state and takes every kind of transition', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['hidden', 'big', 'small']) expect(seen).toContain(JSON.stringify(v));
    const taken = new Set(paths.flatMap((p) => p.steps.map((s) => `${JSON.stringify(s.state.value)}`)));
    expect(taken.size).toBe(3);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      // A socket that never opens: the player's views, not the room's, are what this test is about.
      const socketLogic = liveSocketLogic.provide({ actors: { socket: fromCallback(() => () => {}) } });
      const session = sessionMachine.provide({ actors: { fetchVisitorToken: controlledCall<TokenData>().logic } });
      const { Wrapper, location } = shellHarness({ i18n, path: '/' });
      render(
        <Wrapper>
          <SessionProvider logic={session} input={{}} onApiEvent={apiEventBus().onApiEvent}>
            <LiveDock room={ROOM} socketLogic={socketLogic} />
          </SessionProvider>
        </Wrapper>,
      );
      await flush();
      const badge = () => screen.queryByRole('button', { name: 'Live: Frames live' });
      const dialog = () => screen.queryByRole('dialog', { name: 'Frames live' });
      const small = () => screen.queryByRole('button', { name: 'Open the live stream' });
      await path.test({
        states: {
          hidden: (state: AnyMachineSnapshot) => {
            // The badge is the home page's alone.
            expect(badge() !== null).toBe(state.context.path === '/');
            expect([dialog(), small()]).toEqual([null, null]);
          },
          big: () => {
            expect(dialog()).not.toBeNull();
            expect(within(dialog()!).getByRole('status').textContent).toBe('Connecting…');
            expect([badge(), small()]).toEqual([null, null]);
          },
          small: () => {
            expect(small()).not.toBeNull();
            expect([badge(), dialog()]).toEqual([null, null]);
          },
        } as never,
        events: {
          'player.open': async () => {
            // Away from the home page there is no badge to press: the shopper cannot open it (the state check says so).
            const b = badge();
            if (b) fireEvent.click(b);
            await flush();
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
