import { describe, expect, it } from 'vitest';
import { supportChatMachine, type SupportChatContext } from '../../../machines/support-chat.machine';
import { supportChatView } from './support-chat.view';

const context: SupportChatContext = {
  token: 't',
  messages: [],
  agentOnline: true,
  inHours: true,
  email: null,
  draft: 'hi',
  emailDraft: '',
  byEmail: false,
  error: null,
};
const at = (value: string | object, c: Partial<SupportChatContext> = {}) =>
  supportChatView(supportChatMachine.resolveState({ value: value as never, context: { ...context, ...c } }));

describe('supportChatView', () => {
  it('closed: only the launcher', () => {
    expect(at('closed')).toMatchObject({ closed: true, sending: false });
  });
  it('waiting for a token and connecting: connecting', () => {
    expect(at('waiting')).toMatchObject({ closed: false, phase: 'connecting' });
    expect(at({ open: 'connecting' })).toMatchObject({ closed: false, phase: 'connecting' });
  });
  it('ready: online with an agent within the hours, else offline', () => {
    expect(at({ open: { ready: 'online' } })).toMatchObject({ phase: 'online', sending: false, draft: 'hi' });
    expect(at({ open: { ready: 'offline' } }, { agentOnline: false })).toMatchObject({ phase: 'offline' });
    expect(at({ open: { ready: 'online' } }, { inHours: false })).toMatchObject({ phase: 'offline', inHours: false });
  });
  it('sending: Send shows its spinner', () => {
    expect(at({ open: { ready: 'sending' } })).toMatchObject({ phase: 'online', sending: true });
  });
  it('reconnecting and failed', () => {
    expect(at({ open: 'reconnecting' }).phase).toBe('reconnecting');
    expect(at({ open: 'failed' }).phase).toBe('failed');
  });
});
