/**
 * The support live chat (issue #11): the hours rule, the message rule and the socket.io events of
 * `/ws/support` (shopper: default namespace; agent: `/agent`). Shared by the server
 * (server/services/support/, server/routes/ws/support.ts), the machine (machines/support-chat.machine.ts)
 * the shop's chat widget (src/features/support/) and the console's Support page (src/admin/features/support/).
 */
import { LIVE_CHAT_SCHEDULE, SUPPORT_MESSAGE_MAX } from './constants';
import { messages } from './messages';
import { emailField } from './schemas/email';

/** socket.io's path on the app's own origin (websocket transport only). */
export const SUPPORT_SOCKET_PATH = '/ws/support';
/** The agents' namespace (handshake auth: a staff token whose role has support.answer). */
export const SUPPORT_AGENT_NAMESPACE = '/agent';
/**
 * socket.io-client's options for both sockets (the shop's chat, the console's Support page):
 * websocket only (no sticky sessions needed), its own reconnection, 1 to 30 s with jitter.
 */
export const SUPPORT_SOCKET_OPTIONS = {
  path: SUPPORT_SOCKET_PATH,
  transports: ['websocket'],
  reconnectionDelay: 1_000,
  reconnectionDelayMax: 30_000,
  randomizationFactor: 0.5,
  timeout: 8_000,
};

const WEEKDAYS: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const pacific = new Intl.DateTimeFormat('en-US', {
  timeZone: LIVE_CHAT_SCHEDULE.timeZone,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Weekday (0 Sunday) and minute of the day of a moment in the chat's time zone (DST as the date falls). */
export function pacificClock(at: Date): { weekday: number; minute: number } {
  const parts = Object.fromEntries(pacific.formatToParts(at).map((p) => [p.type, p.value]));
  return { weekday: WEEKDAYS[parts.weekday ?? ''] ?? 0, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/**
 * Whether the live chat is staffed at this moment (LIVE_CHAT_HOURS): from 4:30 PM on a weekday
 * until 1:30 AM the morning after, Pacific time.
 */
export function isChatOpen(at: Date): boolean {
  const { weekday, minute } = pacificClock(at);
  const { days, startMinute, endMinute } = LIVE_CHAT_SCHEDULE;
  const workday = (d: number) => (days as readonly number[]).includes(d);
  if (minute >= startMinute) return workday(weekday);
  if (minute < endMinute) return workday((weekday + 6) % 7);
  return false;
}

/** Characters of a message as counted against SUPPORT_MESSAGE_MAX (code points, as a person sees them). */
export const supportTextLength = (text: string): number => [...text.trim()].length;

export type SupportTextRefusal = 'empty' | 'too_long';

/** A message's text as it is kept: trimmed; refused when empty or longer than SUPPORT_MESSAGE_MAX. */
export function checkSupportText(text: unknown): { ok: true; text: string } | { ok: false; reason: SupportTextRefusal } {
  if (typeof text !== 'string') return { ok: false, reason: 'empty' };
  const t = text.trim();
  if (!t) return { ok: false, reason: 'empty' };
  if (supportTextLength(t) > SUPPORT_MESSAGE_MAX) return { ok: false, reason: 'too_long' };
  return { ok: true, text: t };
}

const supportEmail = emailField();

/** An e-mail address the shopper gives for an answer by mail (the one e-mail rule, trimmed), or null. */
export function checkSupportEmail(email: unknown): string | null {
  if (typeof email !== 'string') return null;
  const e = email.trim();
  return supportEmail.isValidSync(e) ? e : null;
}

/** One message of a conversation. Plain text: shown as text, never as HTML. */
export interface SupportMessage {
  id: number;
  conversation_id: number;
  from: 'shopper' | 'agent';
  text: string;
  created_at: string;
}

/** What the shopper's socket is told on connecting (and again after a reconnect). */
export interface SupportHistory {
  conversation_id: number | null;
  messages: SupportMessage[];
  /** Where an answer by e-mail goes: the customer's address or the one a visitor gave; null when none. */
  email: string | null;
  agent_online: boolean;
}

/** Why the server refused a shopper's or an agent's event. */
/** `signed_out`: an agent's staff token no longer holds (signed out, disabled, a role that cannot answer): the socket is closed. */
export const SUPPORT_ERRORS = ['malformed', 'empty', 'too_long', 'too_fast', 'email', 'no_conversation', 'signed_out'] as const;
export type SupportErrorReason = (typeof SUPPORT_ERRORS)[number];

export const supportErrorMessages: Record<SupportErrorReason, string> = {
  malformed: messages.supportMessageInvalid,
  empty: messages.supportMessageRequired,
  too_long: messages.supportMessageTooLong,
  too_fast: messages.supportTooFast,
  email: messages.emailInvalid,
  no_conversation: messages.supportConversationNotFound,
  signed_out: messages.signInRequired,
};

export interface SupportRefusal {
  reason: SupportErrorReason;
  msg: string;
}

/** The shopper sends `support.send` {text, email?}; the answer (ack, and the event) is the message as stored. */
export interface SupportSend {
  text: string;
  /** A visitor's address for an answer by e-mail (asked for when no agent is online). */
  email?: string;
}

/** What the server acknowledges a `support.send` with. */
export type SupportSendAck =
  | { ok: true; message: SupportMessage; /** No agent online or outside the hours: the answer will come by e-mail. */ by_email: boolean }
  | ({ ok: false } & SupportRefusal);

/** Events the server emits to shoppers (default namespace). */
export interface SupportServerEvents {
  'support.history': (history: SupportHistory) => void;
  'support.message': (message: SupportMessage) => void;
  'support.status': (status: { agent_online: boolean }) => void;
  'support.refused': (refusal: SupportRefusal) => void;
}

export interface SupportClientEvents {
  'support.send': (payload: SupportSend, ack?: (answer: SupportSendAck) => void) => void;
}

/** A conversation as the agent's list shows it. */
export interface SupportConversation {
  id: number;
  /** The customer's e-mail, a visitor's given e-mail, or null. */
  email: string | null;
  /** "Customer #12" or "Visitor 3f2a…": who it is, for the agent. */
  who: string;
  status: 'open' | 'closed';
  /** Shopper messages the agents have not read. */
  unread: number;
  last_text: string;
  updated_at: string;
  /** Whether the shopper has a socket connected now. */
  online?: boolean;
}

/** The agent's events; each answers through its ack. */
export type AgentAck<T> = ({ ok: true } & T) | ({ ok: false } & SupportRefusal);

export interface AgentClientEvents {
  'agent.list': (ack: (answer: AgentAck<{ conversations: SupportConversation[] }>) => void) => void;
  'agent.open': (
    payload: { conversation_id: number },
    ack: (answer: AgentAck<{ conversation: SupportConversation; messages: SupportMessage[] }>) => void,
  ) => void;
  'agent.reply': (
    payload: { conversation_id: number; text: string },
    ack: (answer: AgentAck<{ message: SupportMessage; mailed: boolean }>) => void,
  ) => void;
  'agent.close': (payload: { conversation_id: number }, ack: (answer: AgentAck<{ conversation: SupportConversation }>) => void) => void;
}

export interface AgentServerEvents {
  /** A conversation changed (a new message, read, closed): the list row as it is now, and the new message when there is one. */
  'agent.conversation': (update: { conversation: SupportConversation; message?: SupportMessage }) => void;
  'support.refused': (refusal: SupportRefusal) => void;
}

export const refusal = (reason: SupportErrorReason): SupportRefusal => ({ reason, msg: supportErrorMessages[reason] });
