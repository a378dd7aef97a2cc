import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { SimulatedClock, type AnyMachineSnapshot } from 'xstate';
import { LIVE_NOW_FIRST_ASK_MS } from '../../../contract/constants';
import type { TokenData } from '../../../contract/entities';
import type { LiveNow } from '../../../contract/live';
import { liveLobbyMachine } from '../../../machines/live-lobby.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { afterEvent, everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { apiEventBus, controlledCall } from '../../testing/harness';
import type { I18n } from '../../i18n/runtime';
import { SessionProvider } from '../../app/session/session-provider';
import { Header } from '../../app/shell/header';
import { LiveEntry } from './live-entry';
import { LiveLobby } from './live-lobby';

// The header's cart count without a cart actor (this test is about the Live badge).
vi.mock('../cart/selectors', async (original) => ({ ...(await original<typeof import('../cart/selectors')>()), useCartCount: () => 0 }));

const ROOM = { id: 2, room_href: 'sunglasses-preview', title: 'Sunglasses preview' };
const LIVE: LiveNow = { rooms: [ROOM], poll_ms: 5_000 };
const NONE: LiveNow = { rooms: [], poll_ms: 5_000 };
const FIRST = afterEvent('lobbyFirstAsk', 'liveLobby.settling');
const POLL = afterEvent('lobbyPoll', 'liveLobby.waiting');

const model = createTestModel(toModelMachine(liveLobbyMachine), {
  events: [
    { type: FIRST },
    { type: 'xstate.done.actor.fetchLiveNow', output: LIVE },
    { type: 'xstate.done.actor.fetchLiveNow', output: NONE },
    { type: 'xstate.error.actor.fetchLiveNow', error: new Error('offline') },
    { type: POLL },
    { type: 'lobby.page.hidden' },
    { type: 'lobby.page.visible' },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value, live: s.context.rooms.length > 0 })) as never,
});
const paths = model.getShortestPaths();

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe("live lobby (model: every state and transition of live-lobby.machine, against the header's Live badge)", () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['settling', 'asking', 'waiting', 'paused']) expect(seen).toContain(JSON.stringify(v));
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      Object.defineProperty(document, 'hidden', { configurable: true, value: false });
      const clock = new SimulatedClock();
      const now = controlledCall<LiveNow>();
      const logic = liveLobbyMachine.provide({ actors: { fetchLiveNow: now.logic } });
      const session = sessionMachine.provide({ actors: { fetchVisitorToken: controlledCall<TokenData>().logic } });
      const { Wrapper } = shellHarness({ i18n, path: '/cart' });
      render(
        <Wrapper>
          <SessionProvider logic={session} input={{}} onApiEvent={apiEventBus().onApiEvent}>
            <LiveLobby logic={logic} clock={clock}>
              <Header />
              <LiveEntry />
            </LiveLobby>
          </SessionProvider>
        </Wrapper>,
      );
      await flush();
      const badge = () => screen.queryByRole('button', { name: 'Live: Sunglasses preview' });
      const visibility = async (hidden: boolean) => {
        Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
        await act(async () => document.dispatchEvent(new Event('visibilitychange')));
        await flush();
      };
      await path.test({
        states: {
          // The badge is in the header while the last answer named a live room, whatever is going on now.
          settling: (state: AnyMachineSnapshot) => {
            expect(now.calls).toHaveLength(0);
            expect(badge() !== null).toBe(state.context.rooms.length > 0);
          },
          asking: (state: AnyMachineSnapshot) => {
            expect(now.waiting).toBe(1);
            expect(badge() !== null).toBe(state.context.rooms.length > 0);
          },
          waiting: (state: AnyMachineSnapshot) => {
            expect(now.waiting).toBe(0);
            expect(badge() !== null).toBe(state.context.rooms.length > 0);
            if (badge()) expect(badge()!.closest('header')).not.toBeNull();
          },
          paused: (state: AnyMachineSnapshot) => {
            expect(now.waiting).toBe(0);
            expect(badge() !== null).toBe(state.context.rooms.length > 0);
          },
        } as never,
        events: {
          [FIRST]: async () => {
            await act(async () => clock.increment(LIVE_NOW_FIRST_ASK_MS));
            await flush();
          },
          [POLL]: async ({ state }: { state: AnyMachineSnapshot }) => {
            const before = now.calls.length;
            await act(async () => clock.increment(state.context.pollMs as number));
            await flush();
            expect(now.calls.length).toBe(before + 1);
          },
          'xstate.done.actor.fetchLiveNow': async ({ event }: { event: { output: LiveNow } }) => {
            await now.resolve(event.output);
            await flush();
          },
          'xstate.error.actor.fetchLiveNow': async () => {
            await now.reject(new Error('offline'));
            await flush();
          },
          'lobby.page.hidden': () => visibility(true),
          'lobby.page.visible': () => visibility(false),
        } as never,
      });
    });
  }
});
