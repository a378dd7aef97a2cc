import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { fromCallback, type EventObject } from 'xstate';
import {
  SUPPORT_SOCKET_OPTIONS,
  isChatOpen,
  refusal,
  type SupportClientEvents,
  type SupportSendAck,
  type SupportServerEvents,
} from '../../../contract/support';
import type { SupportSocketCommand, SupportSocketEvent } from '../../../machines/support-chat.machine';

/** How long the server has to acknowledge a message before the send counts as refused (the socket is likely gone). */
const ACK_MS = 10_000;

/**
 * The support-chat machine's `socket` actor: one socket.io connection while the panel is open, to
 * the page's own origin (or `url`), with the bearer token in the handshake. It tells the machine the
 * history (on each connect, so a reconnect brings what was missed), messages, agent status, refusals
 * and each drop, adding whether it is within the chat hours now; it sends what the machine asks and
 * hands back the server's ack. Stopping the actor closes the socket.
 */
export function supportSocketActor(url?: () => string, options: Partial<ManagerOptions & SocketOptions> = SUPPORT_SOCKET_OPTIONS) {
  return fromCallback<EventObject, { token: string }>(({ sendBack, receive, input }) => {
    const opts = { ...options, auth: { token: input.token } };
    const socket: Socket<SupportServerEvents, SupportClientEvents> = url ? io(url(), opts) : io(opts);
    const tell = (e: SupportSocketEvent) => sendBack(e);
    socket.on('support.history', (history) => tell({ type: 'support.socket.history', history, inHours: isChatOpen(new Date()) }));
    socket.on('support.message', (message) => tell({ type: 'support.socket.message', message }));
    socket.on('support.status', ({ agent_online }) =>
      tell({ type: 'support.socket.status', agentOnline: agent_online, inHours: isChatOpen(new Date()) }),
    );
    socket.on('support.refused', ({ reason }) => tell({ type: 'support.socket.refused', reason }));
    let again: ReturnType<typeof setTimeout> | undefined;
    socket.on('disconnect', (reason) => {
      tell({ type: 'support.socket.disconnected' });
      // A server that drops its sockets (a restart, a deploy) is not retried by socket.io-client itself.
      if (reason === 'io server disconnect') {
        const base = opts.reconnectionDelay ?? 1_000;
        again = setTimeout(() => socket.connect(), base + Math.random() * base);
      }
    });
    socket.on('connect_error', (err) => {
      // A refused handshake does not retry by itself: the machine waits for a new token.
      if (err.message === 'unauthorized') tell({ type: 'support.socket.unauthorized' });
    });
    receive((command) => {
      if (command.type !== 'support.socket.send') return;
      const sent = socket.timeout(ACK_MS).emitWithAck('support.send', (command as SupportSocketCommand).payload) as Promise<SupportSendAck>;
      sent.then(
        (answer) => tell({ type: 'support.socket.acked', answer }),
        () => tell({ type: 'support.socket.acked', answer: { ok: false, ...refusal('malformed') } }),
      );
    });
    return () => {
      clearTimeout(again);
      socket.removeAllListeners();
      socket.disconnect();
    };
  });
}
