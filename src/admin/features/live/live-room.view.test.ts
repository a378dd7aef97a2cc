import { describe, expect, it } from 'vitest';
import type { AdminLiveRoomDetail } from '../../../../contract/admin-live';
import type { LiveProduct } from '../../../../contract/live';
import { liveRoomMachine, type LiveRoomContext } from '../../../../machines/admin/live-room.machine';
import { liveRoomView } from './live-room.view';

const product = (id: number, pinned: boolean): LiveProduct => ({
  id,
  name: `Frame ${id}`,
  many_img: [],
  price: 10,
  special_price: null,
  wish_num: 0,
  is_wish: false,
  true_qty: 1,
  variant_id: id,
  pinned,
});
const detail = (pinned: number): AdminLiveRoomDetail => ({
  room: {
    id: 1,
    room_href: 'r',
    title: 'R',
    state: 'live',
    starts_at: null,
    ended_at: null,
    video_url: '',
    cover: null,
    product_count: 4,
    viewer_count: 0,
    peak_viewers: 0,
  },
  products: [1, 2, 3, 4].map((id) => product(id, id <= pinned)),
  goods: [],
  comments: [],
});
const at = (value: string | object, over: Partial<LiveRoomContext> = {}) =>
  liveRoomView(
    liveRoomMachine.resolveState({
      value: value as never,
      context: { href: 'r', token: 'st.t', detail: null, viewers: 0, video: '', figures: null, error: null, ...over },
    }),
  );

describe('liveRoomView', () => {
  it('says which part of the page is drawn, by tags', () => {
    expect(at('loading').phase).toBe('loading');
    expect(at('failed').phase).toBe('failed');
    expect(at({ scheduled: 'idle' })).toMatchObject({ phase: 'scheduled', busy: false, connection: null });
    expect(at({ scheduled: 'starting' })).toMatchObject({ phase: 'scheduled', busy: true });
    expect(at('ending')).toMatchObject({ phase: 'live', busy: true });
    expect(at({ ended: 'loading' })).toMatchObject({ phase: 'ended', busy: true });
    expect(at({ ended: 'shown' })).toMatchObject({ phase: 'ended', busy: false });
    expect(at('refused').phase).toBe('refused');
  });
  it("live: the socket's state, a move out, and whether three are pinned", () => {
    expect(at({ live: { socket: 'connecting', moves: 'idle' } }, { detail: detail(2) })).toMatchObject({
      phase: 'live',
      connection: 'connecting',
      busy: false,
      pinFull: false,
    });
    expect(at({ live: { socket: 'connected', moves: 'moving' } }, { detail: detail(3) })).toMatchObject({
      connection: 'connected',
      busy: true,
      pinFull: true,
    });
    expect(at({ live: { socket: 'reconnecting', moves: 'idle' } }).connection).toBe('reconnecting');
  });
});
