import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromCallback, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { messages } from '../../../contract/messages';
import type { SupportMessage, SupportSend } from '../../../contract/support';
import { supportChatMachine, type SupportSocketCommand, type SupportSocketEvent } from '../../../machines/support-chat.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { SupportChat } from './support-widget';
import { supportChatLogic } from './support-chat.actors';

const msg = (id: number, from: 'shopper' | 'agent', text: string): SupportMessage => ({
  id,
  conversation_id: 3,
  from,
  text,
  created_at: '2026-01-01T00:00:00.000Z',
});
const HISTORY = { conversation_id: 3, messages: [msg(1, 'agent', 'Welcome back')], email: null, agent_online: true };

// The graph without the socket (toModelMachine drops invokes): what the machine sends is checked on the page.
const graph = supportChatMachine.provide({ actions: { sendDraft: () => {} } });
const model = createTestModel(toModelMachine(graph), {
  events: [
    { type: 'support.open' },
    { type: 'support.close' },
    { type: 'support.draft.change', text: 'Is this frame in stock?' },
    { type: 'support.send' },
    { type: 'support.socket.history', history: HISTORY, inHours: true },
    { type: 'support.socket.status', agentOnline: false, inHours: true },
    { type: 'support.socket.status', agentOnline: true, inHours: true },
    { type: 'support.socket.message', message: msg(9, 'agent', 'Yes, it is') },
    { type: 'support.socket.acked', answer: { ok: true, message: msg(10, 'shopper', 'Is this frame in stock?'), by_email: false } },
    { type: 'support.socket.acked', answer: { ok: false, reason: 'too_fast', msg: messages.supportTooFast } },
    { type: 'support.socket.refused', reason: 'malformed' },
    { type: 'support.socket.disconnected' },
    { type: 'support.socket.unauthorized' },
    { type: 'support.token.changed', token: 'customer-token' },
    { type: 'support.token.changed', token: null },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value, draft: s.context.draft, token: s.context.token })) as never,
});
const paths = model.getShortestPaths({ input: { token: 'visitor-token' } } as never);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('support', i18n);
});

describe('support chat (model: every state and transition of support-chat.machine, against the widget)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of [
      '"closed"',
      '"waiting"',
      '{"open":"connecting"}',
      '{"open":{"ready":"online"}}',
      '{"open":{"ready":"offline"}}',
      '{"open":{"ready":"sending"}}',
      '{"open":"reconnecting"}',
      '{"open":"failed"}',
    ])
      expect(seen).toContain(v);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      // The socket as the widget sees it: the test speaks for the server.
      const sent: SupportSend[] = [];
      let tell: ((e: SupportSocketEvent) => void) | null = null;
      let opened = 0;
      const logic = supportChatLogic.provide({
        actors: {
          socket: fromCallback<EventObject, { token: string }>(({ sendBack, receive }) => {
            opened++;
            tell = sendBack;
            receive((c) => sent.push((c as SupportSocketCommand).payload));
            return () => {
              tell = null;
            };
          }),
        },
      });
      const { Wrapper } = shellHarness({ i18n, path: '/cart' });
      let token: string | null = 'visitor-token';
      const ui = () => (
        <Wrapper>
          <SupportChat token={token} logic={logic} />
        </Wrapper>
      );
      const { rerender } = render(ui());
      await flush();
      const panel = () => screen.queryByRole('dialog', { name: 'Live chat' });
      const status = () => within(panel()!).getAllByRole('status')[0]!.textContent;
      const server = async (e: SupportSocketEvent) => {
        if (!tell) return; // no socket: nothing can come
        await act(async () => tell!(e));
        await flush();
      };

      await path.test({
        states: {
          closed: () => {
            expect(panel()).toBeNull();
            expect(tell).toBeNull();
          },
          waiting: () => {
            expect(status()).toBe('Connecting…');
            expect(tell).toBeNull();
          },
          'open.connecting': () => {
            expect(status()).toBe('Connecting…');
            expect(tell).not.toBeNull();
          },
          'open.ready.online': () => {
            expect(status()).toBe('An agent is online');
            expect(within(panel()!).getByRole('log', { name: 'Messages' }).textContent).toContain('Welcome back');
          },
          'open.ready.offline': () => expect(status()).toBe('No agent is online right now: leave a message and we will answer by e-mail.'),
          'open.ready.sending': () => {
            expect(within(panel()!).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
            expect(sent.at(-1)).toEqual({ text: 'Is this frame in stock?' });
          },
          'open.reconnecting': () => expect(status()).toBe('Reconnecting…'),
          'open.failed': () => expect(status()).toBe('The chat could not start. Please reload the page.'),
        } as never,
        events: {
          'support.open': async () => {
            const launcher = screen.queryByRole('button', { name: 'Chat with us' });
            if (launcher) fireEvent.click(launcher);
            await flush();
          },
          'support.close': async () => {
            const close = screen.queryByRole('button', { name: 'Close the chat' });
            if (close) fireEvent.click(close);
            await flush();
          },
          'support.draft.change': async ({ event }: { event: { text: string } }) => {
            const box = panel() && within(panel()!).getByRole('textbox', { name: 'Your message' });
            if (box) fireEvent.change(box, { target: { value: event.text } });
            await flush();
          },
          'support.send': async () => {
            const send = panel() && within(panel()!).getByRole('button', { name: 'Send' });
            if (!send) return;
            const before = sent.length;
            const empty = (within(panel()!).getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value.trim() === '';
            fireEvent.click(send);
            await flush();
            if (empty && !send.hasAttribute('disabled')) {
              expect(sent.length).toBe(before);
              expect(within(panel()!).getByRole('alert').textContent).toBe(messages.supportMessageRequired);
            }
          },
          'support.socket.history': ({ event }: { event: SupportSocketEvent }) => server(event),
          'support.socket.status': ({ event }: { event: SupportSocketEvent }) => server(event),
          'support.socket.message': ({ event }: { event: SupportSocketEvent }) => server(event),
          'support.socket.acked': ({ event }: { event: SupportSocketEvent }) => server(event),
          'support.socket.refused': ({ event }: { event: SupportSocketEvent }) => server(event),
          'support.socket.disconnected': ({ event }: { event: SupportSocketEvent }) => server(event),
          'support.socket.unauthorized': ({ event }: { event: SupportSocketEvent }) => server(event),
          'support.token.changed': async ({ event }: { event: { token: string | null } }) => {
            const before = opened;
            const wasOpen = tell != null || panel() != null;
            const changed = event.token !== token;
            token = event.token;
            rerender(ui());
            await flush();
            // An open panel connects again with a new token; a closed one waits until opened.
            if (wasOpen && event.token && changed) expect(opened).toBe(before + 1);
          },
        } as never,
      });
    });
  }
});
