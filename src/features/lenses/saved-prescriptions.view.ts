import type { SnapshotFrom } from 'xstate';
import type { FieldMessages } from '../../../contract/codes';
import type { SavedPrescription } from '../../../contract/prescription';
import type { savedPrescriptionsMachine } from '../../../machines/saved-prescriptions.machine';
import type { RxForm } from '../../../machines/rx-form';

export interface SavedPrescriptionsView {
  /** The list is on its way. */
  loading: boolean;
  /** The list could not load: a retry. */
  failed: boolean;
  /** The list shows, with its buttons. */
  ready: boolean;
  /** Add, Rename and Delete take a press (no form open, nothing on its way). */
  canAct: boolean;
  /** The new prescription's form shows. */
  adding: boolean;
  /** The rename form shows, in place of the card being renamed. */
  renaming: boolean;
  /** The open form is being saved: its buttons are busy. */
  busy: boolean;
  list: SavedPrescription[];
  /** The prescription being renamed or deleted. */
  pending: SavedPrescription | null;
  /** The last refusal (load, save, rename, delete), shown until the next action. */
  error: Error | null;
  /** The form's name, fields and their messages. */
  name: string;
  rx: RxForm;
  errors: FieldMessages;
}

/** What /account/my-prescriptions draws in each state of machines/saved-prescriptions.machine.ts. */
export function savedPrescriptionsView(s: SnapshotFrom<typeof savedPrescriptionsMachine>): SavedPrescriptionsView {
  const { list, pendingId, error, name, rx, errors } = s.context;
  return {
    loading: s.hasTag('loading'),
    failed: s.hasTag('failed'),
    ready: s.hasTag('ready'),
    canAct: s.can({ type: 'saved.add' }),
    adding: s.hasTag('adding'),
    renaming: s.hasTag('renaming'),
    busy: s.hasTag('busy'),
    list,
    pending: list.find((p) => p.id === pendingId) ?? null,
    error: error as Error | null,
    name,
    rx,
    errors,
  };
}
