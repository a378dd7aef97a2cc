import ReconnectingWebSocket from 'reconnecting-websocket';
import { fromCallback, type EventObject } from 'xstate';
import { LIVE_HEARTBEAT_MS } from '../../../../contract/constants';
import { LIVE_SOCKET_PATH, type LiveServerMessage } from '../../../../contract/live';
import type { LiveRoomSocketEvent } from '../../../../machines/admin/live-room.machine';

const url = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_SOCKET_PATH}`;

/** A message of the room as the live-room machine hears it (none: not for it). */
export function roomEventOf(m: LiveServerMessage): LiveRoomSocketEvent | null {
  switch (m.type) {
    case 3:
      return { type: 'room.socket.joined', products: m.products, comments: m.comments, viewers: m.room.viewer_count, state: m.room.state };
    case 2:
      return { type: 'room.socket.comment', comment: m };
    case 4:
      switch (m.update.kind) {
        case 'product':
          return { type: 'room.socket.product', product: m.update.product };
        case 'state':
          return { type: 'room.socket.state', state: m.update.state };
        case 'viewers':
          return { type: 'room.socket.viewers', viewers: m.update.viewer_count };
        case 'comment_deleted':
          return { type: 'room.socket.deleted', comment_id: m.update.comment_id };
      }
      return null;
    case 9:
      // The console never comments: a refusal is of its join (a token the server no longer takes).
      return m.reason === 'sign_in' ? { type: 'room.socket.refused' } : null;
    default:
      return null;
  }
}

/**
 * The live-room machine's `watch` actor: the shoppers' socket (/ws/live, reconnecting-websocket as
 * the shop's player) joined with the member's staff token, so the console is told what every viewer
 * is told and is not counted as one. Each (re)connection joins again and the answer brings the room
 * as it is; a heartbeat every LIVE_HEARTBEAT_MS keeps it; stopping the actor closes it.
 */
export function liveRoomSocketActor(socketUrl: () => string = url) {
  return fromCallback<EventObject, { href: string; token: string }>(({ sendBack, input }) => {
    const ws = new ReconnectingWebSocket(socketUrl, [], { minReconnectionDelay: 1_000, maxReconnectionDelay: 15_000, maxRetries: Infinity });
    ws.addEventListener('open', () => ws.send(JSON.stringify({ type: 1, room_href: input.href, token: input.token })));
    ws.addEventListener('close', () => sendBack({ type: 'room.socket.dropped' } satisfies LiveRoomSocketEvent));
    ws.addEventListener('message', (e) => {
      try {
        const event = roomEventOf(JSON.parse(String(e.data)) as LiveServerMessage);
        if (event) sendBack(event);
      } catch {
        // Not JSON: not from our server.
      }
    });
    const beat = setInterval(() => ws.readyState === ReconnectingWebSocket.OPEN && ws.send('{"type":0}'), LIVE_HEARTBEAT_MS);
    return () => {
      clearInterval(beat);
      ws.close(1000, 'left');
    };
  });
}
