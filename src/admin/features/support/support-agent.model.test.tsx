import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromCallback, fromPromise, type ActorRefFrom, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { messages } from '../../../../contract/messages';
import type { SupportConversation, SupportMessage } from '../../../../contract/support';
import { supportAgentMachine, type SupportAgentCommand, type SupportAgentSocketEvent } from '../../../../machines/support-agent.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n, member } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { staffSessionLogic } from '../../app/session/staff-session.actors';
import { StaffSessionProvider, useStaffSessionRef } from '../../app/session/staff-session-provider';
import { staffToken } from '../../app/staff-token';
import { supportAgentLogic } from './support-agent.actors';
import { SupportDesk } from './support-desk';

const TOKEN = 'st.support-token';
const conversation = (status: 'open' | 'closed' = 'open'): SupportConversation => ({
  id: 7,
  email: 'ada@example.com',
  who: 'Customer #5',
  status,
  unread: 1,
  last_text: 'Is this frame in stock?',
  updated_at: '2026-01-01T00:00:00.000Z',
});
const msg = (id: number, from: 'shopper' | 'agent', text: string): SupportMessage => ({
  id,
  conversation_id: 7,
  from,
  text,
  created_at: '2026-01-01T00:00:00.000Z',
});

// The graph without the socket (toModelMachine drops invokes) or the session: what the machine asks of them is checked on the page.
const graph = supportAgentMachine.provide({
  actions: { askOpen: () => {}, markRead: () => {}, sendReply: () => {}, askClose: () => {}, endSession: () => {} },
});
const model = createTestModel(toModelMachine(graph), {
  events: [
    { type: 'agent.socket.listed', conversations: [conversation()] },
    { type: 'agent.select', id: 7 },
    { type: 'agent.socket.opened', conversation: conversation(), messages: [msg(1, 'shopper', 'Is this frame in stock?')] },
    { type: 'agent.socket.conversation', conversation: conversation(), message: msg(2, 'shopper', 'The round one') },
    { type: 'agent.socket.conversation', conversation: conversation('closed') },
    { type: 'agent.draft.change', text: 'Yes, it ships tomorrow' },
    { type: 'agent.reply' },
    { type: 'agent.close.conversation' },
    { type: 'agent.socket.refused', reason: 'too_fast' },
    { type: 'agent.socket.refused', reason: 'signed_out' },
    { type: 'agent.socket.disconnected' },
    { type: 'agent.socket.unauthorized' },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({
    value: s.value,
    draft: s.context.draft,
    current: s.context.current?.status ?? null,
    listed: s.context.conversations.length,
    error: s.context.error,
  })) as never,
});
const paths = model.getShortestPaths({ input: { token: TOKEN } } as never);

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

/** The signed-in support member's session, as the console runs it (its `me` answered in memory). */
const sessionLogic = staffSessionLogic.provide({
  actors: {
    me: fromPromise(() => Promise.resolve(member('support'))),
    signOut: fromPromise<unknown, { token: string }>(() => Promise.resolve(null)),
  },
});
type SessionRef = ActorRefFrom<typeof staffSessionLogic>;

describe('support agent (model: every state and transition of support-agent.machine, against the console’s Support desk)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['{"online":"connecting"}', '{"online":"connected"}', '{"online":"reconnecting"}', '"refused"']) expect(seen).toContain(v);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      staffToken.set(TOKEN);
      // The /agent socket as the desk sees it: the test speaks for the server.
      const commands: SupportAgentCommand[] = [];
      const tokens: string[] = [];
      let tell: ((e: SupportAgentSocketEvent) => void) | null = null;
      const logic = supportAgentLogic.provide({
        actors: {
          socket: fromCallback<EventObject, { token: string }>(({ sendBack, receive, input }) => {
            tokens.push(input.token);
            tell = sendBack;
            receive((c) => commands.push(c as SupportAgentCommand));
            return () => {
              tell = null;
            };
          }),
        },
      });
      let session: SessionRef | null = null;
      function Session() {
        session = useStaffSessionRef();
        return null;
      }
      render(
        <I18nProvider i18n={i18n}>
          <StaffSessionProvider logic={sessionLogic}>
            <Session />
            <SupportDesk token={TOKEN} logic={logic} />
          </StaffSessionProvider>
        </I18nProvider>,
      );
      await flush();
      expect(session!.getSnapshot().hasTag('signedIn')).toBe(true);
      const status = () => screen.queryAllByRole('status')[0]?.textContent ?? null;
      const server = async (e: SupportAgentSocketEvent) => {
        if (!tell) return; // no socket: nothing can come
        await act(async () => tell!(e));
        await flush();
      };
      const conversationLog = () => screen.queryByRole('log', { name: 'ada@example.com' });
      const conversationsShown = (s: AnyMachineSnapshot) => {
        const list = screen.getByRole('region', { name: 'Open conversations' });
        if (s.context.conversations.length) expect(within(list).getByRole('button', { name: /ada@example\.com/ })).toBeTruthy();
        else expect(within(list).getByText('No open conversations')).toBeTruthy();
        const current = s.context.current as SupportConversation | null;
        if (!current) expect(screen.getByText('Choose a conversation')).toBeTruthy();
        else if (current.status === 'closed') expect(screen.getByText('This conversation is closed')).toBeTruthy();
        else {
          expect(conversationLog()!.textContent).toContain('Is this frame in stock?');
          expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement).value).toBe(s.context.draft);
        }
      };

      await path.test({
        states: {
          'online.connecting': () => {
            expect(status()).toBe('Connecting…');
            // The session's token, handed to the handshake: nothing to type.
            expect(tokens.at(-1)).toBe(TOKEN);
            expect(screen.queryByRole('textbox')).toBeNull();
            expect(screen.queryByRole('region', { name: 'Open conversations' })).toBeNull();
          },
          'online.connected': (s: AnyMachineSnapshot) => {
            expect(status()).toBe('');
            conversationsShown(s);
          },
          'online.reconnecting': (s: AnyMachineSnapshot) => {
            expect(status()).toBe('Reconnecting…');
            conversationsShown(s);
          },
          refused: () => {
            // Signed out or not allowed: the socket is closed and the console's session ends (the guard asks to sign in).
            expect(tell).toBeNull();
            expect(status()).toBe('Your session has ended. Please sign in again.');
            expect(screen.queryByRole('region', { name: 'Open conversations' })).toBeNull();
            const ended = session!.getSnapshot();
            expect(ended.hasTag('signedOut')).toBe(true);
            expect(ended.context.ended).toBe(true);
            expect(staffToken.get()).toBeNull();
          },
        } as never,
        events: {
          'agent.select': async () => {
            const before = commands.length;
            const item = screen.queryByRole('button', { name: /ada@example\.com/ });
            if (!item) return;
            fireEvent.click(item);
            await flush();
            expect(commands.slice(before)).toEqual([{ type: 'agent.socket.open', id: 7 }]);
          },
          'agent.draft.change': async ({ event }: { event: { text: string } }) => {
            const box = screen.queryByRole('textbox', { name: 'Your answer' });
            if (box) fireEvent.change(box, { target: { value: event.text } });
            await flush();
          },
          'agent.reply': async () => {
            const send = screen.queryByRole('button', { name: 'Send answer' });
            if (!send) return;
            const before = commands.length;
            const draft = (screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement).value.trim();
            fireEvent.click(send);
            await flush();
            if (draft) {
              expect(commands.slice(before)).toEqual([{ type: 'agent.socket.reply', id: 7, text: draft }]);
              expect((screen.getByRole('textbox', { name: 'Your answer' }) as HTMLTextAreaElement).value).toBe('');
            } else {
              expect(commands.length).toBe(before);
              expect(screen.getByRole('alert').textContent).toBe(messages.supportMessageRequired);
            }
          },
          'agent.close.conversation': async () => {
            const close = screen.queryByRole('button', { name: 'Close conversation' });
            if (!close) return;
            const before = commands.length;
            fireEvent.click(close);
            await flush();
            expect(commands.slice(before)).toEqual([{ type: 'agent.socket.close', id: 7 }]);
          },
          'agent.socket.conversation': async ({ event }: { event: SupportAgentSocketEvent }) => {
            const before = commands.length;
            const shown = conversationLog() != null;
            await server(event);
            // A shopper's new message in the conversation shown is read there and then.
            if (shown && event.type === 'agent.socket.conversation' && event.message && event.conversation.status === 'open') {
              expect(conversationLog()!.textContent).toContain(event.message.text);
              expect(commands.slice(before)).toEqual([{ type: 'agent.socket.open', id: 7 }]);
            }
          },
          'agent.socket.refused': async ({ event }: { event: SupportAgentSocketEvent }) => {
            // Only a connected desk hears a refusal (reconnecting, no event of the agent's is out).
            const connected = status() === '';
            await server(event);
            if (
              connected &&
              event.type === 'agent.socket.refused' &&
              event.reason === 'too_fast' &&
              screen.queryByRole('textbox', { name: 'Your answer' })
            ) {
              expect(screen.getByRole('alert').textContent).toBe(messages.supportTooFast);
            }
          },
          'agent.socket.listed': ({ event }: { event: SupportAgentSocketEvent }) => server(event),
          'agent.socket.opened': ({ event }: { event: SupportAgentSocketEvent }) => server(event),
          'agent.socket.disconnected': ({ event }: { event: SupportAgentSocketEvent }) => server(event),
          'agent.socket.unauthorized': ({ event }: { event: SupportAgentSocketEvent }) => server(event),
        } as never,
      });
    });
  }
});
