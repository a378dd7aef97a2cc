import type { SnapshotFrom } from 'xstate';
import type { supportAgentMachine } from '../../../../machines/support-agent.machine';

export interface SupportAgentView {
  /** The socket's state, said above the conversations (nothing once connected). */
  phase: 'connecting' | 'reconnecting' | 'connected' | 'refused';
  /** The list and the open conversation are shown (connected, or reconnecting with what was there). */
  showsConversations: boolean;
}

/** What the console's Support page draws in each state of machines/support-agent.machine.ts. */
export function supportAgentView(s: SnapshotFrom<typeof supportAgentMachine>): SupportAgentView {
  const phase = s.hasTag('refused') ? 'refused' : s.hasTag('connected') ? 'connected' : s.hasTag('reconnecting') ? 'reconnecting' : 'connecting';
  return { phase, showsConversations: phase === 'connected' || phase === 'reconnecting' };
}
