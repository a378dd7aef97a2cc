import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromCallback, SimulatedClock, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { LIVE_HEARTBEAT_MS } from '../../../contract/constants';
import type { TokenData } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import type { LiveClientMessage, LiveComment, LiveServerMessage } from '../../../contract/live';
import { liveSocketMachine, type LiveSocketActorEvent, type LiveSocketCommand } from '../../../machines/live-socket.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { afterEvent, everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { apiEventBus, controlledCall } from '../../testing/harness';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { SessionProvider } from '../../app/session/session-provider';
import { LiveSession } from './live-room';
import { liveSocketLogic } from './live-socket.actors';

const ROOM = { id: 1, room_href: 'frames-live', title: 'Frames live', state: 'live' as const, video_url: '', starts_at: null, viewer_count: 4 };
const comment = (id: number, text: string): LiveComment => ({
  type: 2,
  id,
  name: 'Demo***',
  text,
  color: '#000000',
  customer_id: 1,
  tourist_id: null,
  room_id: 1,
  created_at: '2026-01-01T00:00:00.000Z',
});
const snapshot: LiveServerMessage = { type: 3, can_comment: true, room: ROOM, products: [], comments: [comment(1, 'Welcome in')] };
/** What a reconnected page missed: more than the server sends, so the chat says some are not shown. */
const catchUp: LiveServerMessage = {
  type: 3,
  can_comment: true,
  room: ROOM,
  products: [],
  comments: [comment(7, 'While you were away')],
  since: 1,
  missed_more: true,
  deleted_ids: [],
};
const HEARTBEAT = afterEvent('heartbeat', 'liveSocket.connected.joined');

// The graph without the socket (toModelMachine drops invokes): what the machine sends is checked on the page.
const graph = liveSocketMachine.provide({
  actions: { sendJoin: () => {}, sendCatchUpRequest: () => {}, sendHeartbeat: () => {}, sendComment: () => {} },
});
const model = createTestModel(toModelMachine(graph), {
  events: [
    { type: 'live.socket.open' },
    { type: 'live.socket.message', message: snapshot },
    { type: 'live.socket.message', message: catchUp },
    { type: 'live.socket.message', message: comment(2, 'Nice frames') },
    { type: 'live.socket.message', message: { type: 4, room_id: 1, update: { kind: 'viewers', viewer_count: 9 } } },
    { type: 'live.socket.message', message: { type: 9, reason: 'no_room', msg: messages.liveRoomNotFound } },
    { type: 'live.socket.closed', code: 1006 },
    { type: 'live.comment.send', text: 'Hello' },
    { type: 'live.comment.send', text: '   ' },
    { type: 'live.page.hidden' },
    { type: 'live.page.visible' },
    { type: 'live.network.offline' },
    { type: 'live.network.online' },
    { type: 'live.token.changed', token: 'customer-token' },
    { type: HEARTBEAT },
  ] as never,
  // Hidden and offline decide where visible and online lead: part of the state a path is in.
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({
    value: s.value,
    hidden: s.context.hidden,
    offline: s.context.offline,
    known: s.context.room != null,
    missedMore: s.context.missedMore,
  })) as never,
});
const paths = model.getShortestPaths({ input: { roomHref: 'frames-live', token: 'visitor-token' } } as never);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('live', i18n);
});

describe('live socket (model: every state and transition of live-socket.machine, against the big popup)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['connecting', 'joining', 'joined', 'reconnecting', 'rejoining', 'failed'])
      expect(seen).toContain(JSON.stringify({ connected: v }));
    expect(seen).toContain(JSON.stringify('paused'));
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      // The socket as the page sees it: the test opens, closes and speaks for the server.
      const sent: LiveClientMessage[] = [];
      let tell: ((e: LiveSocketActorEvent) => void) | null = null;
      let opened = 0;
      const logic = liveSocketLogic.provide({
        actors: {
          socket: fromCallback<EventObject, { roomHref: string }>(({ sendBack, receive }) => {
            opened++;
            tell = sendBack;
            receive((c) => sent.push((c as LiveSocketCommand).message));
            return () => {
              tell = null;
            };
          }),
        },
        actions: { logClose: () => {} },
      });
      const clock = new SimulatedClock();
      const session = sessionMachine.provide({ actors: { fetchVisitorToken: controlledCall<TokenData>().logic } });
      const { Wrapper } = shellHarness({ i18n, path: '/cart' });
      let token = 'visitor-token';
      let changes = 0;
      const ui = () => (
        <Wrapper>
          <SessionProvider logic={session} input={{}} onApiEvent={apiEventBus().onApiEvent}>
            <LiveSession
              roomHref="frames-live"
              title="Frames live"
              token={token}
              size="big"
              logic={logic}
              clock={clock}
              onClose={() => {}}
              onExpand={() => {}}
            />
          </SessionProvider>
        </Wrapper>
      );
      // Each path starts on a visible page (the previous path may have left it hidden).
      Object.defineProperty(document, 'hidden', { configurable: true, value: false });
      const { rerender } = render(ui());
      await flush();
      const dialog = () => screen.getByRole('dialog', { name: 'Frames live' });
      const status = () => within(dialog()).getByRole('status').textContent;
      const log = () => within(dialog()).getByRole('log', { name: 'Live chat' }).textContent;
      const server = async (e: LiveSocketActorEvent) => {
        await act(async () => tell!(e));
        await flush();
      };

      await path.test({
        states: {
          'connected.connecting': () => {
            expect(status()).toBe('Connecting…');
            expect(tell).not.toBeNull();
          },
          'connected.joining': () => {
            expect(status()).toBe('Connecting…');
            expect(sent.at(-1)).toEqual({ type: 1, room_href: 'frames-live', token });
          },
          'connected.joined': (state: AnyMachineSnapshot) => {
            expect(status()).toMatch(/^\d+ watching$/);
            // Joined from a snapshot, or caught up after a drop: the missed comments are there, and the note saying some are not.
            const caughtUp = state.context.missedMore as boolean;
            expect(log()).toContain(caughtUp ? 'While you were away' : 'Welcome in');
            expect(log().includes('Some comments from while you were away are not shown.')).toBe(caughtUp);
            expect(within(dialog()).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
          },
          'connected.reconnecting': () => expect(status()).toBe('Reconnecting…'),
          'connected.rejoining': (state: AnyMachineSnapshot) => {
            expect(status()).toBe('Reconnecting…');
            // One type 3 request on the new connection: joins again and asks for the comments after the last one seen.
            // (`since` is the newest comment when it was sent; one may have come live since.)
            const request = sent.filter((m) => m.type === 3).at(-1);
            expect(request).toMatchObject({ type: 3, room_href: 'frames-live', token });
            const since = (request as { since?: number }).since;
            expect(since).toBeDefined();
            expect(since).toBeLessThanOrEqual(state.context.lastCommentId as number);
          },
          'connected.failed': () => expect(status()).toBe(messages.liveRoomNotFound),
          paused: (state: AnyMachineSnapshot) => {
            // Closed while hidden or offline, and still closed with one of the two back.
            expect(tell).toBeNull();
            expect(state.context.hidden || state.context.offline).toBe(true);
            expect(status()).toBe('Reconnecting…');
          },
        } as never,
        events: {
          'live.socket.open': () => server({ type: 'live.socket.open' }),
          'live.socket.message': ({ event }: { event: { message: LiveServerMessage } }) =>
            server({ type: 'live.socket.message', message: event.message }),
          'live.socket.closed': ({ event }: { event: { code: number } }) => server({ type: 'live.socket.closed', code: event.code }),
          'live.comment.send': async ({ event }: { event: { text: string } }) => {
            const before = sent.length;
            fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Write a comment' }), { target: { value: event.text } });
            fireEvent.click(within(dialog()).getByRole('button', { name: 'Send' }));
            await flush();
            if (event.text.trim()) {
              expect(sent.slice(before)).toEqual([{ type: 2, text: event.text }]);
            } else {
              expect(sent.length).toBe(before);
              expect(within(dialog()).getByRole('alert').textContent).toBe(messages.liveCommentRequired);
            }
          },
          'live.page.hidden': async () => {
            Object.defineProperty(document, 'hidden', { configurable: true, value: true });
            await act(async () => document.dispatchEvent(new Event('visibilitychange')));
            await flush();
          },
          'live.page.visible': async () => {
            Object.defineProperty(document, 'hidden', { configurable: true, value: false });
            await act(async () => document.dispatchEvent(new Event('visibilitychange')));
            await flush();
          },
          'live.network.offline': async () => {
            await act(async () => window.dispatchEvent(new Event('offline')));
            await flush();
          },
          'live.network.online': async () => {
            await act(async () => window.dispatchEvent(new Event('online')));
            await flush();
          },
          'live.token.changed': async ({ event, state }: { event: { token: string }; state: AnyMachineSnapshot }) => {
            const before = opened;
            // Each change a token of its own (the page tells the machine only when it differs).
            token = `${event.token}-${++changes}`;
            rerender(ui());
            await flush();
            // Joined again with the new token at once; while paused, only when the socket opens again.
            expect(opened).toBe(state.matches('paused') ? before : before + 1);
          },
          [HEARTBEAT]: async () => {
            const before = sent.filter((m) => m.type === 0).length;
            await act(async () => clock.increment(LIVE_HEARTBEAT_MS));
            await flush();
            expect(sent.filter((m) => m.type === 0).length).toBe(before + 1);
          },
        } as never,
      });
    });
  }
});
