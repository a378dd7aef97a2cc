import type { SnapshotFrom } from 'xstate';
import type { SupportChatContext, supportChatMachine } from '../../../machines/support-chat.machine';

/** What the chat panel's status line says. */
export type SupportPhase = 'connecting' | 'reconnecting' | 'failed' | 'online' | 'offline';

export interface SupportChatView {
  /** Only the launcher shows. */
  closed: boolean;
  /** Connected: online when an agent is there within the hours, else offline (an answer by e-mail). */
  phase: SupportPhase;
  inHours: boolean;
  messages: SupportChatContext['messages'];
  draft: string;
  emailDraft: string;
  email: string | null;
  error: SupportChatContext['error'];
  byEmail: boolean;
  /** A message is on its way: Send shows its spinner. */
  sending: boolean;
}

/** What the support widget draws in each state of machines/support-chat.machine.ts. */
export function supportChatView(s: SnapshotFrom<typeof supportChatMachine>): SupportChatView {
  const c = s.context;
  return {
    closed: s.hasTag('closed'),
    phase: s.hasTag('ready')
      ? c.agentOnline && c.inHours
        ? 'online'
        : 'offline'
      : s.hasTag('reconnecting')
        ? 'reconnecting'
        : s.hasTag('failed')
          ? 'failed'
          : 'connecting',
    inHours: c.inHours,
    messages: c.messages,
    draft: c.draft,
    emailDraft: c.emailDraft,
    email: c.email,
    error: c.error,
    byEmail: c.byEmail,
    sending: s.hasTag('busy'),
  };
}
