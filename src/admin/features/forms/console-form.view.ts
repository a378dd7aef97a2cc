import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '../../../../contract/codes';
import type { Message } from '../../../../contract/messages';
import type { consoleFormMachine } from '../../../../machines/admin/console-form.machine';
import type { FieldErrors, Values } from '../../../../machines/admin/fields';

export interface ConsoleFormView {
  values: Values;
  errors: FieldErrors;
  busy: boolean;
  done: boolean;
  /** A refusal not about one field, as the server said it. */
  refusal: Message | null;
}

export function consoleFormView(snapshot: SnapshotFrom<typeof consoleFormMachine>): ConsoleFormView {
  const c = snapshot.context;
  return {
    values: c.values,
    errors: c.errors,
    busy: snapshot.hasTag('busy'),
    done: snapshot.hasTag('done'),
    refusal: c.error ? failureMessage(c.error) || null : null,
  };
}
