import { describe, expect, it } from 'vitest';
import { supportAgentMachine } from '../../../../machines/support-agent.machine';
import { supportAgentView } from './support-agent.view';

const at = (value: string | object) =>
  supportAgentView(
    supportAgentMachine.resolveState({
      value: value as never,
      context: { token: 'st.t', conversations: [], current: null, messages: [], draft: '', error: null },
    }),
  );

describe('supportAgentView', () => {
  it('online: connecting (nothing yet), connected and reconnecting (the conversations)', () => {
    expect(at({ online: 'connecting' })).toEqual({ phase: 'connecting', showsConversations: false });
    expect(at({ online: 'connected' })).toEqual({ phase: 'connected', showsConversations: true });
    expect(at({ online: 'reconnecting' })).toEqual({ phase: 'reconnecting', showsConversations: true });
  });
  it('refused: nothing but that the session ended', () => {
    expect(at('refused')).toEqual({ phase: 'refused', showsConversations: false });
  });
});
