import type { SnapshotFrom } from 'xstate';
import type { AdminLiveRoomDetail, LiveRoomFigures } from '../../../../contract/admin-live';
import type { LiveComment, LiveProduct } from '../../../../contract/live';
import type { liveRoomMachine } from '../../../../machines/admin/live-room.machine';

export interface LiveRoomView {
  /** Which part of the page is drawn. */
  phase: 'loading' | 'failed' | 'scheduled' | 'live' | 'ended' | 'refused';
  /** A call is out (start, a move, end, the figures): its button is busy, the others wait. */
  busy: boolean;
  /** The room's socket, said above the show (nothing once connected). */
  connection: 'connecting' | 'connected' | 'reconnecting' | null;
  detail: AdminLiveRoomDetail | null;
  products: LiveProduct[];
  comments: LiveComment[];
  viewers: number;
  video: string;
  figures: LiveRoomFigures | null;
  /** The server's refusal of the last call, shown until the next one. */
  error: unknown;
  /** Three are pinned: Pin is offered on none other (the server refuses a fourth anyway). */
  pinFull: boolean;
}

/** What the console's room page draws in each state of machines/admin/live-room.machine.ts (by tags, never state names). */
export function liveRoomView(s: SnapshotFrom<typeof liveRoomMachine>): LiveRoomView {
  const phase = s.hasTag('refused')
    ? 'refused'
    : s.hasTag('failed')
      ? 'failed'
      : s.hasTag('scheduled')
        ? 'scheduled'
        : s.hasTag('live')
          ? 'live'
          : s.hasTag('ended')
            ? 'ended'
            : 'loading';
  const connection = phase !== 'live' ? null : s.hasTag('connected') ? 'connected' : s.hasTag('reconnecting') ? 'reconnecting' : 'connecting';
  const products = s.context.detail?.products ?? [];
  return {
    phase,
    busy: s.hasTag('busy'),
    connection,
    detail: s.context.detail,
    products,
    comments: s.context.detail?.comments ?? [],
    viewers: s.context.viewers,
    video: s.context.video,
    figures: s.context.figures,
    error: s.context.error,
    pinFull: products.filter((p) => p.pinned).length >= 3,
  };
}
