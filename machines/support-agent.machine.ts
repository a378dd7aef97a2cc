import { assign, sendTo, setup } from 'xstate';
import { checkSupportText, type SupportConversation, type SupportErrorReason, type SupportMessage } from '../contract/support';
import { providedSubscription } from './provided';

export interface SupportAgentInput {
  /** The signed-in member's staff token (the console's session): the /agent handshake's token. */
  token: string;
}

interface SupportAgentContext {
  token: string;
  conversations: SupportConversation[];
  /** The conversation opened, and its messages. */
  current: SupportConversation | null;
  messages: SupportMessage[];
  draft: string;
  error: SupportErrorReason | null;
}

/** What the agent socket actor (socket.io-client on the /agent namespace) tells the machine. */
export type SupportAgentSocketEvent =
  | { type: 'agent.socket.listed'; conversations: SupportConversation[] }
  | { type: 'agent.socket.opened'; conversation: SupportConversation; messages: SupportMessage[] }
  | { type: 'agent.socket.conversation'; conversation: SupportConversation; message?: SupportMessage }
  | { type: 'agent.socket.refused'; reason: SupportErrorReason }
  | { type: 'agent.socket.disconnected' }
  | { type: 'agent.socket.unauthorized' };

export type SupportAgentEvent =
  | SupportAgentSocketEvent
  | { type: 'agent.select'; id: number }
  | { type: 'agent.draft.change'; text: string }
  | { type: 'agent.reply' }
  | { type: 'agent.close.conversation' };

/** What the machine asks the socket actor to do (each answered by an `agent.socket.*` event). */
export type SupportAgentCommand =
  { type: 'agent.socket.open'; id: number } | { type: 'agent.socket.reply'; id: number; text: string } | { type: 'agent.socket.close'; id: number };

const upsert = (list: SupportConversation[], c: SupportConversation) =>
  c.status === 'closed' ? list.filter((x) => x.id !== c.id) : [c, ...list.filter((x) => x.id !== c.id)];

/**
 * The console's Support page (issue 24; the chat of issue #11): the /agent namespace takes the
 * signed-in member's staff token. connecting -> connected: the open conversations with their unread
 * counts, updated live; one is opened (its messages, read), answered and closed. A dropped socket is
 * reconnecting (the list comes again). refused: the server no longer takes the token (signed out,
 * expired, disabled, a role that cannot answer: the handshake's `unauthorized` or an event's
 * `signed_out`), and the console's session ends.
 */
export const supportAgentMachine = setup({
  types: {
    input: {} as SupportAgentInput,
    context: {} as SupportAgentContext,
    events: {} as SupportAgentEvent,
    tags: {} as 'connecting' | 'connected' | 'reconnecting' | 'refused',
  },
  actors: {
    /** socket.io-client on /agent with the token: sends SupportAgentSocketEvents, takes SupportAgentCommands. */
    socket: providedSubscription<{ token: string }>('socket'),
  },
  guards: {
    hasCurrent: ({ context }) => context.current != null,
    /** An open conversation is shown: the answer box is there. */
    canAnswer: ({ context }) => context.current?.status === 'open',
    replyReady: ({ context }) => context.current != null && checkSupportText(context.draft).ok,
    /** A shopper's new message in the conversation shown (the agent reads it there and then). */
    isNewInCurrent: ({ context, event }) =>
      event.type === 'agent.socket.conversation' && context.current?.id === event.conversation.id && event.message?.from === 'shopper',
    /** The server says the member's token no longer holds (it closes the socket). */
    isSignedOut: ({ event }) => event.type === 'agent.socket.refused' && event.reason === 'signed_out',
  },
  actions: {
    /** Provided by the app: the console's staff session ends (as on a 401), and the member is asked to sign in. */
    endSession: () => {},
    forget: assign({ conversations: [], current: null, messages: [], draft: '', error: null }),
    setList: assign(({ event }) => (event.type === 'agent.socket.listed' ? { conversations: event.conversations, error: null } : {})),
    askOpen: sendTo('socket', ({ event }): SupportAgentCommand => ({ type: 'agent.socket.open', id: event.type === 'agent.select' ? event.id : 0 })),
    setOpened: assign(({ context, event }) =>
      event.type === 'agent.socket.opened'
        ? { current: event.conversation, messages: event.messages, conversations: upsert(context.conversations, event.conversation), error: null }
        : {},
    ),
    applyUpdate: assign(({ context, event }) => {
      if (event.type !== 'agent.socket.conversation') return {};
      const mine = context.current?.id === event.conversation.id;
      const m = event.message;
      return {
        conversations: upsert(context.conversations, event.conversation),
        current: mine ? event.conversation : context.current,
        messages: mine && m && !context.messages.some((x) => x.id === m.id) ? [...context.messages, m] : context.messages,
      };
    }),
    /** An update to the open conversation while it is shown: read at once. */
    markRead: sendTo('socket', ({ context }): SupportAgentCommand => ({ type: 'agent.socket.open', id: context.current?.id ?? 0 })),
    setDraft: assign({ draft: ({ context, event }) => (event.type === 'agent.draft.change' ? event.text : context.draft) }),
    sendReply: sendTo('socket', ({ context }): SupportAgentCommand => ({
      type: 'agent.socket.reply',
      id: context.current?.id ?? 0,
      text: context.draft.trim(),
    })),
    clearDraft: assign({ draft: '', error: null }),
    refuseDraft: assign({
      error: ({ context }): SupportErrorReason => {
        const c = checkSupportText(context.draft);
        return c.ok ? 'no_conversation' : c.reason;
      },
    }),
    askClose: sendTo('socket', ({ context }): SupportAgentCommand => ({ type: 'agent.socket.close', id: context.current?.id ?? 0 })),
    setRefusal: assign({ error: ({ context, event }) => (event.type === 'agent.socket.refused' ? event.reason : context.error) }),
  },
}).createMachine({
  id: 'supportAgent',
  context: ({ input }) => ({ token: input.token, conversations: [], current: null, messages: [], draft: '', error: null }),
  initial: 'online',
  states: {
    online: {
      description: 'The /agent socket is open with the staff token, and follows the conversations while it holds.',
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ token: context.token }) },
      on: {
        'agent.socket.unauthorized': 'refused',
        'agent.socket.refused': { guard: 'isSignedOut', target: 'refused' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['connecting'],
          description: 'The handshake with the staff token; the list comes once it is taken.',
          on: { 'agent.socket.listed': { target: 'connected', actions: 'setList' } },
        },
        connected: {
          tags: ['connected'],
          description: 'The list of open conversations, live; one may be open, answered, closed.',
          on: {
            'agent.select': { actions: 'askOpen' },
            'agent.socket.opened': { actions: 'setOpened' },
            'agent.socket.conversation': [{ guard: 'isNewInCurrent', actions: ['applyUpdate', 'markRead'] }, { actions: 'applyUpdate' }],
            'agent.draft.change': { guard: 'canAnswer', actions: 'setDraft' },
            'agent.reply': [{ guard: 'replyReady', actions: ['sendReply', 'clearDraft'] }, { actions: 'refuseDraft' }],
            'agent.close.conversation': { guard: 'hasCurrent', actions: 'askClose' },
            'agent.socket.refused': [{ guard: 'isSignedOut', target: '#supportAgent.refused' }, { actions: 'setRefusal' }],
            'agent.socket.disconnected': 'reconnecting',
          },
        },
        reconnecting: {
          tags: ['reconnecting'],
          description: 'socket.io-client connects again by itself; the list comes again.',
          on: { 'agent.socket.listed': { target: 'connected', actions: 'setList' } },
        },
      },
    },
    refused: {
      type: 'final',
      tags: ['refused'],
      description: 'Signed out or not allowed: the server no longer takes the token; the console session ends (sign in again).',
      entry: ['forget', 'endSession'],
    },
  },
});
