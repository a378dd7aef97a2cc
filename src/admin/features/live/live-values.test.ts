import { describe, expect, it } from 'vitest';
import type { LiveServerMessage } from '../../../../contract/live';
import { roomEventOf } from './live-socket';
import { localInput, roomInputOf, roomValuesOf } from './live-values';

describe('the schedule form’s values', () => {
  it('sends the local time as an instant, the chosen ids in order, an empty cover as none', () => {
    const local = localInput('2030-05-06T07:08:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(roomInputOf({ title: ' Spring live ', starts_at: local, cover_key: '', goods_ids: '12, 7,,x,3' })).toEqual({
      title: 'Spring live',
      starts_at: '2030-05-06T07:08:00.000Z',
      cover_key: null,
      goods_ids: [12, 7, 3],
    });
    // Not a time: sent as typed, for the server to say so under the field.
    expect(roomInputOf({ title: 'x', starts_at: 'soon', goods_ids: '' }).starts_at).toBe('soon');
    expect(roomValuesOf()).toEqual({ href: '', title: '', starts_at: '', cover_key: '', cover_src: '', goods_ids: '' });
  });
});

describe('the room’s socket messages as the live-room machine hears them', () => {
  it('turns a join’s answer, comments, updates and a refused join into its events; nothing else', () => {
    const room = { id: 1, room_href: 'r', title: 'R', state: 'live' as const, video_url: '', starts_at: null, viewer_count: 5 };
    expect(roomEventOf({ type: 3, can_comment: false, room, products: [], comments: [] })).toEqual({
      type: 'room.socket.joined',
      products: [],
      comments: [],
      viewers: 5,
      state: 'live',
    });
    expect(roomEventOf({ type: 4, room_id: 1, update: { kind: 'viewers', viewer_count: 9 } })).toEqual({ type: 'room.socket.viewers', viewers: 9 });
    expect(roomEventOf({ type: 4, room_id: 1, update: { kind: 'comment_deleted', comment_id: 3 } })).toEqual({
      type: 'room.socket.deleted',
      comment_id: 3,
    });
    expect(roomEventOf({ type: 4, room_id: 1, update: { kind: 'state', state: 'ended', video_url: '' } })).toEqual({
      type: 'room.socket.state',
      state: 'ended',
    });
    expect(roomEventOf({ type: 9, reason: 'sign_in', msg: '' })).toEqual({ type: 'room.socket.refused' });
    expect(roomEventOf({ type: 9, reason: 'too_fast', msg: '' } as LiveServerMessage)).toBeNull();
    expect(roomEventOf({ type: 0 })).toBeNull();
  });
});
