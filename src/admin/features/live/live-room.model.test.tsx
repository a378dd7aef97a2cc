import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate';
import type { AdminLiveRoomDetail, LiveRoomFigures } from '../../../../contract/admin-live';
import { consoleMessages } from '../../../../contract/console-messages';
import type { LiveComment, LiveProduct, LiveState } from '../../../../contract/live';
import { liveRoomMachine, type LiveRoomContext, type LiveRoomSocketEvent } from '../../../../machines/admin/live-room.machine';
import { coveringPaths } from '../../../../tests/model/support/covering-paths';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { controlledCall } from '../../../testing/harness';
import { liveApi } from './live.api';
import { liveRoomLogic } from './live-room.actors';
import { LiveRoomConsole } from './live-room-console';

const TOKEN = 'st.content-token';
const product: LiveProduct = {
  id: 11,
  name: 'Round Frame RF-1',
  many_img: ['/api/goods/image/11.svg'],
  price: 80,
  special_price: null,
  wish_num: 0,
  is_wish: false,
  true_qty: 5,
  variant_id: 21,
  pinned: false,
};
const detailOf = (state: LiveState, title = 'Round frames live'): AdminLiveRoomDetail => ({
  room: {
    id: 3,
    room_href: 'round-live',
    title,
    state,
    starts_at: '2026-12-08T10:00:00.000Z',
    ended_at: null,
    video_url: '',
    cover: null,
    product_count: 1,
    viewer_count: 2,
    peak_viewers: 0,
  },
  products: [product],
  goods: [{ id: 11, name: product.name, sku: 'RF-1', img: '/api/goods/image/11.svg', status: 'published' }],
  comments: [],
});
const comment: LiveComment = {
  type: 2,
  id: 5,
  name: 'Ada***',
  text: 'Love these',
  color: '#2b6cb0',
  customer_id: 7,
  tourist_id: null,
  room_id: 3,
  created_at: '2026-12-08T10:01:00.000Z',
};
const figures: LiveRoomFigures = {
  room_href: 'round-live',
  state: 'ended',
  started_at: '2026-12-08T10:00:00.000Z',
  ended_at: '2026-12-08T11:00:00.000Z',
  peak_viewers: 42,
  comments: 17,
  added_to_cart: 9,
  shoppers: 6,
  orders: 3,
  products: [{ id: 11, name: product.name, added_to_cart: 9, orders: 3 }],
};
const startedTwice = new ApiError('conflict', 409, consoleMessages.liveRoomStarted);
const pinLimit = new ApiError('conflict', 409, 'At most 3 products can be pinned');
const gone = new ApiError('notFound', 404, 'This live room is not available');

/** Every event a step may take; each state is offered those it handles (`can`). */
const EVENTS: (EventObject & Record<string, unknown>)[] = [
  { type: 'xstate.done.actor.loadRoom', output: detailOf('scheduled') },
  { type: 'xstate.done.actor.loadRoom', output: detailOf('live') },
  { type: 'xstate.done.actor.loadRoom', output: detailOf('ended') },
  { type: 'xstate.error.actor.loadRoom', error: gone },
  { type: 'room.retry' },
  { type: 'room.saved', detail: detailOf('scheduled', 'Round frames, renamed') },
  { type: 'room.video', value: '/live/demo/index.m3u8' },
  { type: 'room.start' },
  { type: 'xstate.done.actor.start', output: null },
  { type: 'xstate.error.actor.start', error: startedTwice },
  { type: 'room.socket.joined', products: [product], comments: [comment], viewers: 4, state: 'live' },
  { type: 'room.socket.product', product: { ...product, pinned: true } },
  { type: 'room.socket.comment', comment },
  { type: 'room.socket.deleted', comment_id: comment.id },
  { type: 'room.socket.viewers', viewers: 7 },
  { type: 'room.socket.dropped' },
  { type: 'room.socket.state', state: 'ended' },
  { type: 'room.socket.refused' },
  { type: 'room.move', move: { action: 'pin', product_id: product.id } },
  { type: 'xstate.done.actor.move', output: null },
  { type: 'xstate.error.actor.move', error: pinLimit },
  { type: 'room.end' },
  { type: 'xstate.done.actor.end', output: null },
  { type: 'xstate.error.actor.end', error: gone },
  { type: 'xstate.done.actor.loadFigures', output: figures },
  { type: 'xstate.error.actor.loadFigures', error: gone },
];

const graph = liveRoomMachine.provide({ actions: { endSession: () => {} } });
const ctx = (s: AnyMachineSnapshot) => s.context as LiveRoomContext;
const model = createTestModel(toModelMachine(graph), {
  events: ((s: AnyMachineSnapshot) => EVENTS.filter((e) => s.can(e as never))) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = ctx(s);
    // What tells states apart for the member: where the page is, a refusal shown, a product pinned.
    return { v: s.value, err: !!c.error, pinned: c.detail?.products.some((p) => p.pinned) ?? false };
  }) as never,
});
type Path = ReturnType<typeof model.getShortestPaths>[number];
const paths = coveringPaths<Path>(model as never, { input: { href: 'round-live', token: TOKEN } });

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('a live room in the console: scheduled, started, the show on its socket, ended with its figures (model: machines/admin/live-room.machine.ts)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of [
      '"loading"',
      '"failed"',
      '{"scheduled":"idle"}',
      '{"scheduled":"starting"}',
      '{"live":{"socket":"connecting","moves":"idle"}}',
      '{"live":{"socket":"connected","moves":"moving"}}',
      '{"live":{"socket":"reconnecting","moves":"idle"}}',
      '"ending"',
      '{"ended":"loading"}',
      '{"ended":"shown"}',
      '{"ended":"failed"}',
      '"refused"',
    ])
      expect(seen.has(v), v).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const loadRoom = controlledCall<AdminLiveRoomDetail>();
      const move = controlledCall<unknown>();
      const loadFigures = controlledCall<LiveRoomFigures>();
      const sockets: { href: string; token: string }[] = [];
      let tell: ((e: LiveRoomSocketEvent) => void) | null = null;
      let sessionsEnded = 0;
      // What the member has been shown so far, kept as the path's events say (the model's key leaves these out).
      const seen = { title: '', video: '', comments: new Set<number>(), viewers: 0 };
      const took = (d: AdminLiveRoomDetail) =>
        Object.assign(seen, { title: d.room.title, video: d.room.video_url, comments: new Set(), viewers: d.room.viewer_count });
      vi.spyOn(liveApi, 'edit').mockResolvedValue(detailOf('scheduled', 'Round frames, renamed'));
      const logic = liveRoomLogic.provide({
        actors: {
          loadRoom: loadRoom.logic,
          move: move.logic,
          loadFigures: loadFigures.logic,
          watch: fromCallback<EventObject, { href: string; token: string }>(({ sendBack, input }) => {
            sockets.push(input);
            tell = sendBack;
            return () => {
              tell = null;
            };
          }),
        },
        actions: { endSession: () => void sessionsEnded++ },
      });
      render(
        <I18nProvider i18n={i18n}>
          <LiveRoomConsole href="round-live" token={TOKEN} logic={logic} />
        </I18nProvider>,
      );
      await flush();
      const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
      const server = async (e: LiveRoomSocketEvent) => {
        if (!tell) return;
        await act(async () => tell!(e));
        await flush();
      };
      const answer = async (call: ReturnType<typeof controlledCall<never>>, how: 'resolve' | 'reject', value: unknown) => {
        if (!call.waiting) return;
        await (how === 'resolve' ? call.resolve(value as never) : call.reject(value));
        await flush();
      };
      const errorShown = (s: AnyMachineSnapshot) => {
        const e = ctx(s).error;
        if (e) expect(alerts().some((a) => a.includes((e as Error).message))).toBe(true);
      };

      await path.test({
        states: {
          loading: () => {
            expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true');
            expect(loadRoom.calls.at(-1)).toEqual({ href: 'round-live' });
          },
          failed: () => {
            expect(alerts().some((a) => a.includes('This live room is not available'))).toBe(true);
            expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
          },
          'scheduled.idle': (s: AnyMachineSnapshot) => {
            expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(seen.title);
            expect(screen.getByText('Scheduled', { exact: true })).toBeTruthy();
            expect(screen.getByRole('form', { name: 'Schedule' })).toBeTruthy();
            const start = screen.getByRole('form', { name: 'Start the live' });
            expect((within(start).getByLabelText('Video URL') as HTMLInputElement).value).toBe(seen.video);
            expect(within(start).getByRole('button', { name: 'Start' }).getAttribute('aria-busy')).toBeNull();
            errorShown(s);
          },
          'scheduled.starting': () => {
            const start = screen.getByRole('form', { name: 'Start the live' });
            expect(within(start).getByRole('button', { name: 'Start' }).getAttribute('aria-busy')).toBe('true');
            const video = seen.video.trim();
            expect(move.calls.at(-1)).toEqual({ href: 'round-live', move: { action: 'start', ...(video ? { video_url: video } : {}) } });
          },
          live: (s: AnyMachineSnapshot) => {
            const c = ctx(s);
            expect(screen.getByText('Live', { exact: true })).toBeTruthy();
            expect(sockets.at(-1)).toEqual({ href: 'round-live', token: TOKEN });
            const status = screen.getByRole('status').textContent ?? '';
            expect(status.startsWith(`${seen.viewers} viewers`)).toBe(true);
            const socket = JSON.stringify(s.value).match(/"socket":"(\w+)"/)![1];
            expect(status.includes('Connecting…')).toBe(socket === 'connecting');
            expect(status.includes('Reconnecting…')).toBe(socket === 'reconnecting');
            const products = screen.getByRole('region', { name: 'Products' });
            const pinned = c.detail!.products[0]!.pinned;
            const pin = within(products).getByRole('button', { name: `${pinned ? 'Unpin' : 'Pin'} ${product.name}` }) as HTMLButtonElement;
            const moving = JSON.stringify(s.value).includes('"moving"');
            expect(pin.disabled).toBe(moving);
            // The button says what it does: Pin a product not pinned, Unpin a pinned one.
            if (moving) expect(move.calls.at(-1)).toMatchObject({ href: 'round-live', move: { product_id: product.id } });
            const chat = screen.getByRole('log', { name: 'Chat' });
            if (seen.comments.size) expect(within(chat).getByText('Love these')).toBeTruthy();
            else expect(within(chat).getByText('No comments yet.')).toBeTruthy();
            errorShown(s);
          },
          ending: () => {
            expect((screen.getByRole('button', { name: 'End the live' }) as HTMLButtonElement).disabled).toBe(true);
            expect(move.calls.at(-1)).toEqual({ href: 'round-live', move: { action: 'end' } });
          },
          'ended.loading': () => {
            expect(screen.getByText('Ended', { exact: true })).toBeTruthy();
            expect(tell).toBeNull();
            expect(loadFigures.calls.at(-1)).toEqual({ href: 'round-live' });
          },
          'ended.shown': () => {
            const region = screen.getByRole('region', { name: 'Figures' });
            expect(within(region).getByText('Peak viewers').nextElementSibling!.textContent).toBe('42');
            expect(within(region).getByText('Orders', { selector: 'dt' }).nextElementSibling!.textContent).toBe('3');
            expect(within(region).getByRole('row', { name: /Round Frame RF-1/ }).textContent).toContain('9');
          },
          'ended.failed': () => {
            expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
          },
          refused: () => {
            expect(tell).toBeNull();
            expect(sessionsEnded).toBe(1);
            expect(alerts()).toContain('Your session has ended. Please sign in again.');
          },
        } as never,
        events: {
          'xstate.done.actor.loadRoom': async ({ event }: { event: { output: AdminLiveRoomDetail } }) => {
            took(event.output);
            await answer(loadRoom as never, 'resolve', event.output);
          },
          'xstate.error.actor.loadRoom': () => answer(loadRoom as never, 'reject', gone),
          'room.retry': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
            await flush();
          },
          'room.saved': async () => {
            const form = screen.getByRole('form', { name: 'Schedule' });
            fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Round frames, renamed' } });
            fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
            took(detailOf('scheduled', 'Round frames, renamed'));
            await flush();
            await flush();
          },
          'room.video': async ({ event }: { event: { value: string } }) => {
            seen.video = event.value;
            fireEvent.change(within(screen.getByRole('form', { name: 'Start the live' })).getByLabelText('Video URL'), {
              target: { value: event.value },
            });
            await flush(1);
          },
          'room.start': async () => {
            fireEvent.click(within(screen.getByRole('form', { name: 'Start the live' })).getByRole('button', { name: 'Start' }));
            await flush(1);
          },
          'xstate.done.actor.start': () => answer(move as never, 'resolve', null),
          'xstate.error.actor.start': () => answer(move as never, 'reject', startedTwice),
          'room.socket.joined': async ({ event }: { event: LiveRoomSocketEvent & { type: 'room.socket.joined' } }) => {
            Object.assign(seen, { comments: new Set(event.comments.map((c) => c.id)), viewers: event.viewers });
            await server(event);
          },
          'room.socket.product': ({ event }: { event: LiveRoomSocketEvent }) => server(event),
          'room.socket.comment': async ({ event }: { event: LiveRoomSocketEvent & { type: 'room.socket.comment' } }) => {
            seen.comments.add(event.comment.id);
            await server(event);
          },
          'room.socket.deleted': async ({ event }: { event: LiveRoomSocketEvent & { type: 'room.socket.deleted' } }) => {
            seen.comments.delete(event.comment_id);
            await server(event);
          },
          'room.socket.viewers': async ({ event }: { event: LiveRoomSocketEvent & { type: 'room.socket.viewers' } }) => {
            seen.viewers = event.viewers;
            await server(event);
          },
          'room.socket.dropped': ({ event }: { event: LiveRoomSocketEvent }) => server(event),
          'room.socket.state': ({ event }: { event: LiveRoomSocketEvent }) => server(event),
          'room.socket.refused': ({ event }: { event: LiveRoomSocketEvent }) => server(event),
          'room.move': async () => {
            const products = screen.getByRole('region', { name: 'Products' });
            fireEvent.click(within(products).getByRole('button', { name: new RegExp(`^(Un)?[Pp]in ${product.name}$`) }));
            await flush(1);
          },
          'xstate.done.actor.move': () => answer(move as never, 'resolve', null),
          'xstate.error.actor.move': () => answer(move as never, 'reject', pinLimit),
          'room.end': async () => {
            fireEvent.click(screen.getByRole('button', { name: 'End the live' }));
            await flush(1);
          },
          'xstate.done.actor.end': () => answer(move as never, 'resolve', null),
          'xstate.error.actor.end': () => answer(move as never, 'reject', gone),
          'xstate.done.actor.loadFigures': () => answer(loadFigures as never, 'resolve', figures),
          'xstate.error.actor.loadFigures': () => answer(loadFigures as never, 'reject', gone),
        } as never,
      });
    });
  }
});
