import ReconnectingWebSocket, { type Options } from 'reconnecting-websocket';
import { fromCallback, type EventObject } from 'xstate';
import { LIVE_SOCKET_PATH, type LiveServerMessage } from '../../../contract/live';
import type { LiveSocketActorEvent, LiveSocketCommand } from '../../../machines/live-socket.machine';

/** The socket's url on the page's own origin (ws: or wss: as the page is http: or https:). */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_SOCKET_PATH}`;
}

/**
 * Reconnection: the first retry after 1 to 3 s (reconnecting-websocket draws it at random, so a
 * thousand dropped clients do not come back at once), each next one 1.5 times longer, at most 30 s.
 */
export const RECONNECT: Options = {
  minReconnectionDelay: 1_000 + Math.random() * 2_000,
  maxReconnectionDelay: 30_000,
  reconnectionDelayGrowFactor: 1.5,
  connectionTimeout: 8_000,
  maxRetries: Infinity,
};

/**
 * The live-socket machine's `socket` actor: one reconnecting-websocket while the machine holds it
 * (one per tab: the app runs one live-socket machine). It tells the machine when it opens, each JSON
 * message and each close; it sends what the machine asks; stopping the actor closes it for good.
 */
export function liveSocketActor(url: () => string = liveSocketUrl, options: Options = RECONNECT) {
  return fromCallback<EventObject, { roomHref: string }>(({ sendBack, receive }) => {
    const ws = new ReconnectingWebSocket(url, [], options);
    const tell = (e: LiveSocketActorEvent) => sendBack(e);
    ws.addEventListener('open', () => tell({ type: 'live.socket.open' }));
    ws.addEventListener('close', (e) => tell({ type: 'live.socket.closed', code: e.code }));
    ws.addEventListener('message', (e) => {
      try {
        const message = JSON.parse(String(e.data)) as LiveServerMessage;
        if (message && typeof message === 'object' && typeof message.type === 'number') tell({ type: 'live.socket.message', message });
      } catch {
        // Not JSON: not from our server; ignored.
      }
    });
    receive((command) => {
      if (command.type !== 'live.socket.send' || ws.readyState !== ReconnectingWebSocket.OPEN) return;
      ws.send(JSON.stringify((command as LiveSocketCommand).message));
    });
    return () => ws.close(1000, 'left');
  });
}
