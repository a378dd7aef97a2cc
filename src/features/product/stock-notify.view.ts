import type { SnapshotFrom } from 'xstate';
import type { stockNotifyMachine } from '../../../machines/stock-notify.machine';

export interface StockNotifyView {
  /** A request is on its way: the button shows its spinner. */
  busy: boolean;
  /** The confirmation shows instead of the form. */
  sent: boolean;
  /** The address typed so far. */
  email: string;
  /** The field's message (required / invalid), or null. */
  emailError: string | null;
  /** The server refused: its message shows above the button. */
  failed: boolean;
  /** The server's refusal as it came (null before one). */
  error: unknown;
}

/** What the stock-notify form draws in each state of machines/stock-notify.machine.ts. */
export function stockNotifyView(s: SnapshotFrom<typeof stockNotifyMachine>): StockNotifyView {
  return {
    busy: s.hasTag('busy'),
    sent: s.hasTag('done'),
    email: s.context.email,
    emailError: s.context.emailError,
    failed: s.hasTag('failed'),
    error: s.context.error,
  };
}
