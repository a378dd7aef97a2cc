import { describe, expect, it } from 'vitest';
import { supportAgentMachine } from '../../../machines/support-agent.machine';
import { supportAgentView } from './support-agent.view';

const at = (value: string | object) =>
  supportAgentView(
    supportAgentMachine.resolveState({
      value: value as never,
      context: { token: 't', conversations: [], current: null, messages: [], draft: '', error: null },
    }),
  );

describe('supportAgentView', () => {
  it('starting and locked: the unlock form', () => {
    expect(at('starting')).toEqual({ locked: true, phase: 'connecting' });
    expect(at('locked')).toEqual({ locked: true, phase: 'connecting' });
  });
  it('connected: connecting, ready, reconnecting', () => {
    expect(at({ connected: 'connecting' })).toEqual({ locked: false, phase: 'connecting' });
    expect(at({ connected: 'ready' })).toEqual({ locked: false, phase: 'ready' });
    expect(at({ connected: 'reconnecting' })).toEqual({ locked: false, phase: 'reconnecting' });
  });
});
