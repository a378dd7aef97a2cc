import type { SnapshotFrom } from 'xstate';
import type { passwordResetMachine } from '../../../machines/password-reset.machine';
import type { Message } from '../../../contract/messages';

type Context = SnapshotFrom<typeof passwordResetMachine>['context'];

export interface PasswordResetView {
  /** What the page shows: the e-mail form, "link sent", the new-password form, "changed", or "link invalid". */
  screen: 'request' | 'sent' | 'reset' | 'changed' | 'tokenInvalid';
  /** A request is on its way: the button shows its spinner and the fields are read-only. */
  busy: boolean;
  values: Context['values'];
  errors: Context['errors'];
  formError: Message | null;
}

/** What /forgot-password draws in each state of machines/password-reset.machine.ts. */
export function passwordResetView(s: SnapshotFrom<typeof passwordResetMachine>): PasswordResetView {
  return {
    screen: s.hasTag('sent')
      ? 'sent'
      : s.hasTag('forgot')
        ? 'request'
        : s.hasTag('done')
          ? 'changed'
          : s.hasTag('tokenInvalid')
            ? 'tokenInvalid'
            : 'reset',
    busy: s.hasTag('busy'),
    values: s.context.values,
    errors: s.context.errors,
    formError: s.context.formError,
  };
}
