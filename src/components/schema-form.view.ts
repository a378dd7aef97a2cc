import type { SnapshotFrom } from 'xstate';
import type { FieldMessages } from '../../contract/codes';
import type { AttachedFile, FormValues, schemaFormMachine } from '../../machines/schema-form.machine';

export interface SchemaFormView {
  /** Being sent: the button shows its spinner and the fields are read-only. */
  busy: boolean;
  /** Sent: the thank-you shows until the next change. */
  saved: boolean;
  /** What the fields show. */
  values: FormValues;
  /** A message per field (the schema's, or the server's), shown under it. */
  errors: FieldMessages;
  /** A refusal that is not about one field (offline, a server error), shown above the fields. */
  error: unknown;
  /** The attachments picked (forms that take them). */
  files: AttachedFile[];
}

/** What a simple form draws in each state of machines/schema-form.machine.ts. */
export function schemaFormView(s: SnapshotFrom<typeof schemaFormMachine>): SchemaFormView {
  const { values, errors, error, files } = s.context;
  return { busy: s.hasTag('busy'), saved: s.hasTag('done'), values, errors, error, files };
}
