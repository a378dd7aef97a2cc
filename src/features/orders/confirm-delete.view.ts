import type { SnapshotFrom } from 'xstate';
import type { confirmDeleteMachine } from '../../../machines/confirm-delete.machine';

export interface ConfirmDeleteView {
  /** The confirmation dialog shows (asking, or deleting). */
  open: boolean;
  /** The dialog asks, before the confirm (a list closes it then and shows the card busy instead). */
  asking: boolean;
  /** The delete is on its way: the dialog's buttons are busy. */
  busy: boolean;
  /** Deleted: the page moves on. */
  done: boolean;
  /** The last delete was refused or failed: its error shows until asked again. */
  failed: boolean;
  error: unknown;
}

/**
 * What a delete's confirmation draws in each state of machines/confirm-delete.machine.ts (the order
 * detail page runs it alone; the orders list and the address book read their invoked one through it).
 */
export function confirmDeleteView(s: SnapshotFrom<typeof confirmDeleteMachine>): ConfirmDeleteView {
  return {
    open: s.hasTag('open'),
    asking: s.hasTag('asking'),
    busy: s.hasTag('busy'),
    done: s.hasTag('done'),
    failed: s.hasTag('failed'),
    error: s.context.error,
  };
}

/** The same props for a confirmation that may not be running (a list's invoked child): all off. */
export function maybeConfirmDeleteView(s: SnapshotFrom<typeof confirmDeleteMachine> | undefined): ConfirmDeleteView {
  return s ? confirmDeleteView(s) : { open: false, asking: false, busy: false, done: false, failed: false, error: null };
}
