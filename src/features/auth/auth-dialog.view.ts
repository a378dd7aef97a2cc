import type { SnapshotFrom } from 'xstate';
import type { AuthTab, authDialogMachine } from '../../../machines/auth-dialog.machine';
import type { Message } from '../../../contract/messages';

export interface AuthDialogView {
  tab: AuthTab;
  values: SnapshotFrom<typeof authDialogMachine>['context']['values'];
  /** Field -> message (contract message text, translated by the view). */
  errors: SnapshotFrom<typeof authDialogMachine>['context']['errors'];
  formError: Message | null;
  /** Submitting, or signed in and closing: the button shows its spinner and the fields are read-only. */
  busy: boolean;
}

/** What the sign-in / register form draws in each state of machines/auth-dialog.machine.ts. */
export function authDialogView(s: SnapshotFrom<typeof authDialogMachine>): AuthDialogView {
  return { tab: s.context.tab, values: s.context.values, errors: s.context.errors, formError: s.context.formError, busy: s.hasTag('busy') };
}
