import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';
import { fromCallback, type EventObject } from 'xstate';
import {
  SUPPORT_AGENT_NAMESPACE,
  SUPPORT_SOCKET_OPTIONS,
  refusal,
  type SupportErrorReason,
  type AgentAck,
  type AgentClientEvents,
  type AgentServerEvents,
  type SupportConversation,
  type SupportMessage,
} from '../../../../contract/support';
import type { SupportAgentCommand, SupportAgentSocketEvent } from '../../../../machines/support-agent.machine';

const ACK_MS = 10_000;

/**
 * The support-agent machine's `socket` actor: socket.io-client on the /agent namespace with the
 * signed-in member's staff token. A refused handshake (`unauthorized`) is told and not retried. On each connect it asks for the list; it turns the machine's commands into
 * acknowledged events (open, reply, close) and tells the machine their answers and every update.
 */
export function agentSocketActor(url?: () => string, options: Partial<ManagerOptions & SocketOptions> = SUPPORT_SOCKET_OPTIONS) {
  return fromCallback<EventObject, { token: string }>(({ sendBack, receive, input }) => {
    const opts = { ...options, auth: { token: input.token } };
    const base = url ? url() : window.location.origin;
    const socket: Socket<AgentServerEvents, AgentClientEvents> = io(`${base}${SUPPORT_AGENT_NAMESPACE}`, opts);
    const tell = (e: SupportAgentSocketEvent) => sendBack(e);
    const ask = <T>(event: string, ...args: unknown[]) =>
      (socket.timeout(ACK_MS) as unknown as { emitWithAck(e: string, ...a: unknown[]): Promise<AgentAck<T>> })
        .emitWithAck(event, ...args)
        .catch((): AgentAck<T> => ({ ok: false, ...refusal('malformed') }));
    const refused = (a: { ok: false; reason: SupportErrorReason }) => tell({ type: 'agent.socket.refused', reason: a.reason });

    socket.on('connect', () => {
      void ask<{ conversations: SupportConversation[] }>('agent.list').then((a) =>
        a.ok ? tell({ type: 'agent.socket.listed', conversations: a.conversations }) : refused(a),
      );
    });
    socket.on('agent.conversation', ({ conversation, message }) =>
      tell({ type: 'agent.socket.conversation', conversation, ...(message ? { message } : {}) }),
    );
    socket.on('support.refused', ({ reason }) => tell({ type: 'agent.socket.refused', reason }));
    socket.on('disconnect', () => tell({ type: 'agent.socket.disconnected' }));
    socket.on('connect_error', (err) => {
      if (err.message === 'unauthorized') tell({ type: 'agent.socket.unauthorized' });
    });
    receive((e) => {
      const c = e as SupportAgentCommand;
      if (c.type === 'agent.socket.open') {
        void ask<{ conversation: SupportConversation; messages: SupportMessage[] }>('agent.open', { conversation_id: c.id }).then((a) =>
          a.ok ? tell({ type: 'agent.socket.opened', conversation: a.conversation, messages: a.messages }) : refused(a),
        );
      } else if (c.type === 'agent.socket.reply') {
        // The reply comes back to every agent as agent.conversation (with the message).
        void ask<{ message: SupportMessage }>('agent.reply', { conversation_id: c.id, text: c.text }).then((a) => (a.ok ? undefined : refused(a)));
      } else if (c.type === 'agent.socket.close') {
        void ask<{ conversation: SupportConversation }>('agent.close', { conversation_id: c.id }).then((a) =>
          a.ok ? tell({ type: 'agent.socket.conversation', conversation: a.conversation }) : refused(a),
        );
      }
    });
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
    };
  });
}
