import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { LiveComment, LiveErrorReason, LiveProduct, LiveRoom } from '../../../contract/live';
import type { liveSocketMachine } from '../../../machines/live-socket.machine';

export type SocketRef = ActorRefFrom<typeof liveSocketMachine>;

/** The connection as the big player's status line says it (its words are the live catalogue's keys). */
export type LiveConnection = 'connecting' | 'joined' | 'reconnecting' | 'failed';

export interface LiveSocketView {
  status: LiveConnection;
  /** In the room: a broken video loads again, comments can be sent. */
  joined: boolean;
  /** The room as the server said it (title, video, viewers, ended), once joined. */
  room: LiveRoom | null;
  products: LiveProduct[];
  chat: {
    comments: LiveComment[];
    /** Some comments missed while away are not shown. */
    missedMore: boolean;
    /** Signed in: the form shows (otherwise the way to sign in). */
    canComment: boolean;
    /** Send is enabled: the room is joined. */
    canSend: boolean;
    /** The last refusal (the server's or the comment check's). */
    error: LiveErrorReason | null;
  };
}

/** What the live player draws in each state of machines/live-socket.machine.ts. */
export function liveSocketView(s: SnapshotFrom<typeof liveSocketMachine>): LiveSocketView {
  const c = s.context;
  const joined = s.hasTag('joined');
  const status: LiveConnection = joined ? 'joined' : s.hasTag('failed') ? 'failed' : s.hasTag('reconnecting') ? 'reconnecting' : 'connecting';
  return {
    status,
    joined,
    room: c.room,
    products: c.products,
    chat: { comments: c.comments, missedMore: c.missedMore, canComment: c.canComment, canSend: joined, error: c.error },
  };
}
