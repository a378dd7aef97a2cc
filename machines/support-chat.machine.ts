import { assign, sendTo, setup } from 'xstate';
import {
  checkSupportEmail,
  checkSupportText,
  type SupportErrorReason,
  type SupportHistory,
  type SupportMessage,
  type SupportSend,
  type SupportSendAck,
} from '../contract/support';
import { providedSubscription } from './provided';

export interface SupportChatInput {
  /** The shopper's bearer token (visitor or customer); null until the session has one. */
  token: string | null;
}

export interface SupportChatContext {
  token: string | null;
  messages: SupportMessage[];
  agentOnline: boolean;
  /** Within the live chat hours (LIVE_CHAT_HOURS), as the socket last said. */
  inHours: boolean;
  /** Where an answer by e-mail goes (a customer's address, or the one a visitor gave); null: none yet. */
  email: string | null;
  draft: string;
  /** What the visitor types as their address for an answer by e-mail. */
  emailDraft: string;
  /** The last send was kept for an answer by e-mail (no agent online, or outside the hours). */
  byEmail: boolean;
  /** The last refusal (the server's or the draft check's). */
  error: SupportErrorReason | null;
}

/** What the socket actor (socket.io-client on /ws/support) tells the machine. */
export type SupportSocketEvent =
  | { type: 'support.socket.history'; history: SupportHistory; inHours: boolean }
  | { type: 'support.socket.message'; message: SupportMessage }
  | { type: 'support.socket.status'; agentOnline: boolean; inHours: boolean }
  | { type: 'support.socket.acked'; answer: SupportSendAck }
  | { type: 'support.socket.refused'; reason: SupportErrorReason }
  | { type: 'support.socket.disconnected' }
  /** The server refused the handshake (the token is not valid any more). */
  | { type: 'support.socket.unauthorized' };

export type SupportChatEvent =
  | SupportSocketEvent
  | { type: 'support.open' }
  | { type: 'support.close' }
  | { type: 'support.draft.change'; text: string }
  | { type: 'support.email.change'; email: string }
  | { type: 'support.send' }
  /** Signed in or out, or the first token arrived: the socket connects again with it. */
  | { type: 'support.token.changed'; token: string | null };

/** What the machine asks the socket actor to send (answered by `support.socket.acked`). */
export type SupportSocketCommand = { type: 'support.socket.send'; payload: SupportSend };

const emailGiven = (ctx: SupportChatContext) => (ctx.emailDraft ?? '').trim() !== '';

/**
 * The support live chat widget (issue #11). closed -> (opened) connecting -> ready, which is
 * `online` (an agent is connected and it is within the hours) or `offline` (the message is still
 * kept and answered by e-mail; a visitor may give an address) -> sending (waiting for the server's
 * ack) -> ready again. A dropped socket is `reconnecting` (socket.io-client retries by itself; the
 * history comes again on reconnecting, so nothing is missed). Closing the panel closes the socket.
 * A refused handshake (a dead token) is `failed` until the session hands a new token. The socket is
 * an actor the app provides (src/features/support/support-chat.actors.ts).
 */
export const supportChatMachine = setup({
  types: {
    input: {} as SupportChatInput,
    context: {} as SupportChatContext,
    events: {} as SupportChatEvent,
    tags: {} as 'closed' | 'ready' | 'busy' | 'reconnecting' | 'failed',
  },
  actors: {
    /** socket.io-client on /ws/support with the token: sends SupportSocketEvents, takes SupportSocketCommands. */
    socket: providedSubscription<{ token: string }>('socket'),
  },
  guards: {
    hasToken: ({ context }) => context.token != null,
    /** A token other than the one the socket has (the app tells only changes; the same again changes nothing). */
    newToken: ({ context, event }) => event.type === 'support.token.changed' && event.token != null && event.token !== context.token,
    tokenGone: ({ event }) => event.type === 'support.token.changed' && event.token == null,
    agentAvailable: ({ context }) => context.agentOnline && context.inHours,
    draftReady: ({ context }) => checkSupportText(context.draft).ok && (!emailGiven(context) || checkSupportEmail(context.emailDraft) != null),
    sentOk: ({ event }) => event.type === 'support.socket.acked' && event.answer.ok,
  },
  actions: {
    setHistory: assign(({ context, event }) =>
      event.type === 'support.socket.history'
        ? {
            messages: event.history.messages,
            agentOnline: event.history.agent_online,
            email: event.history.email ?? context.email,
            inHours: event.inHours,
          }
        : {},
    ),
    addMessage: assign({
      messages: ({ context, event }) => {
        const m =
          event.type === 'support.socket.message'
            ? event.message
            : event.type === 'support.socket.acked' && event.answer.ok
              ? event.answer.message
              : null;
        if (!m || context.messages.some((x) => x.id === m.id)) return context.messages;
        return [...context.messages, m];
      },
    }),
    setStatus: assign(({ event }) => (event.type === 'support.socket.status' ? { agentOnline: event.agentOnline, inHours: event.inHours } : {})),
    setDraft: assign({ draft: ({ context, event }) => (event.type === 'support.draft.change' ? event.text : context.draft) }),
    setEmailDraft: assign({ emailDraft: ({ context, event }) => (event.type === 'support.email.change' ? event.email : context.emailDraft) }),
    sendDraft: sendTo('socket', ({ context }): SupportSocketCommand => ({
      type: 'support.socket.send',
      payload: { text: context.draft.trim(), ...(emailGiven(context) ? { email: context.emailDraft.trim() } : {}) },
    })),
    settleSent: assign(({ context, event }) =>
      event.type === 'support.socket.acked' && event.answer.ok
        ? { draft: '', byEmail: event.answer.by_email, error: null, email: emailGiven(context) ? context.emailDraft.trim() : context.email }
        : {},
    ),
    setAckRefusal: assign({
      error: ({ context, event }) => (event.type === 'support.socket.acked' && !event.answer.ok ? event.answer.reason : context.error),
    }),
    setRefusal: assign({ error: ({ context, event }) => (event.type === 'support.socket.refused' ? event.reason : context.error) }),
    refuseDraft: assign({
      error: ({ context }): SupportErrorReason => {
        const checked = checkSupportText(context.draft);
        return checked.ok ? 'email' : checked.reason;
      },
    }),
    clearError: assign({ error: null }),
    setToken: assign({ token: ({ context, event }) => (event.type === 'support.token.changed' ? event.token : context.token) }),
  },
}).createMachine({
  id: 'supportChat',
  context: ({ input }) => ({
    token: input.token,
    messages: [],
    agentOnline: false,
    inHours: false,
    email: null,
    draft: '',
    emailDraft: '',
    byEmail: false,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      tags: ['closed'],
      description: 'Only the launcher shows; no socket.',
      on: {
        'support.open': [{ guard: 'hasToken', target: 'open' }, { target: 'waiting' }],
        'support.token.changed': { actions: 'setToken' },
      },
    },
    waiting: {
      description: 'The panel is open but the session has no token yet.',
      on: {
        'support.token.changed': { guard: 'newToken', target: 'open', actions: 'setToken' },
        'support.close': 'closed',
        'support.draft.change': { actions: 'setDraft' },
        'support.email.change': { actions: 'setEmailDraft' },
      },
    },
    open: {
      description: 'The panel is open and holds the socket (one per tab).',
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ token: context.token ?? '' }) },
      on: {
        'support.close': 'closed',
        'support.draft.change': { actions: 'setDraft' },
        'support.email.change': { actions: 'setEmailDraft' },
        'support.token.changed': [
          { guard: 'newToken', target: 'open', reenter: true, actions: 'setToken' },
          { guard: 'tokenGone', target: 'waiting', actions: 'setToken' },
        ],
      },
      initial: 'connecting',
      states: {
        connecting: {
          on: {
            'support.socket.history': { target: 'ready', actions: 'setHistory' },
            'support.socket.disconnected': 'reconnecting',
            'support.socket.unauthorized': 'failed',
          },
        },
        ready: {
          tags: ['ready'],
          description: 'Connected, the history shown; online or offline as agents come and go and the hours pass.',
          initial: 'deciding',
          on: {
            'support.socket.message': { actions: 'addMessage' },
            'support.socket.refused': { actions: 'setRefusal' },
            'support.socket.history': { target: '.deciding', actions: 'setHistory' },
            'support.socket.disconnected': 'reconnecting',
          },
          states: {
            deciding: {
              always: [{ guard: 'agentAvailable', target: 'online' }, { target: 'offline' }],
            },
            online: {
              description: 'An agent is connected, within the hours: answers come in the chat.',
              on: {
                'support.send': [{ guard: 'draftReady', target: 'sending', actions: ['clearError', 'sendDraft'] }, { actions: 'refuseDraft' }],
                'support.socket.status': { target: 'deciding', actions: 'setStatus' },
              },
            },
            offline: {
              description: 'No agent online or outside the hours: messages are kept and answered by e-mail.',
              on: {
                'support.send': [{ guard: 'draftReady', target: 'sending', actions: ['clearError', 'sendDraft'] }, { actions: 'refuseDraft' }],
                'support.socket.status': { target: 'deciding', actions: 'setStatus' },
              },
            },
            sending: {
              tags: ['busy'],
              description: 'Sent; waiting for the server to say it kept it.',
              on: {
                'support.socket.status': { actions: 'setStatus' },
                'support.socket.acked': [
                  { guard: 'sentOk', target: 'deciding', actions: ['addMessage', 'settleSent'] },
                  { target: 'deciding', actions: 'setAckRefusal' },
                ],
              },
            },
          },
        },
        reconnecting: {
          tags: ['reconnecting'],
          description: 'The socket dropped; socket.io-client connects again by itself and the history comes again.',
          on: {
            'support.socket.history': { target: 'ready', actions: 'setHistory' },
            'support.socket.unauthorized': 'failed',
          },
        },
        failed: {
          tags: ['failed'],
          description: 'The server refused the token; a new one (the session renews it) connects again.',
        },
      },
    },
  },
});
