import type { SnapshotFrom } from 'xstate';
import type { supportAgentMachine } from '../../../machines/support-agent.machine';

export interface SupportAgentView {
  /** No agent token checked yet: the unlock form shows. */
  locked: boolean;
  /** The socket's state, said above the conversations (nothing once ready). */
  phase: 'connecting' | 'reconnecting' | 'ready';
}

/** What /agent draws in each state of machines/support-agent.machine.ts. */
export function supportAgentView(s: SnapshotFrom<typeof supportAgentMachine>): SupportAgentView {
  return {
    locked: s.hasTag('locked'),
    phase: s.hasTag('ready') ? 'ready' : s.hasTag('reconnecting') ? 'reconnecting' : 'connecting',
  };
}
