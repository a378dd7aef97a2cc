import type { SnapshotFrom } from 'xstate';
import type { Address } from '../../../contract/checkout';
import type { addressBookMachine } from '../../../machines/address-book.machine';

export interface AddressBookView {
  /** The book is on its way. */
  loading: boolean;
  /** The book could not load: a retry. */
  failed: boolean;
  /** The book shows, with its buttons. */
  ready: boolean;
  /** An address was deleted and the book is asked again: its card stays busy. */
  reloading: boolean;
  /** An address is being made the default: its button shows its spinner. */
  settingDefault: boolean;
  addresses: Address[];
  /** The address being deleted or made the default. */
  pending: Address | null;
  /** The last refusal, shown under the book. */
  error: Error | null;
}

/**
 * What /account/my-address-book draws in each state of machines/address-book.machine.ts (its
 * delete's confirmation is read from the invoked confirm-delete machine, confirm-delete.view.ts).
 */
export function addressBookView(s: SnapshotFrom<typeof addressBookMachine>): AddressBookView {
  const { addresses, pendingId, error } = s.context;
  return {
    loading: s.hasTag('loading'),
    failed: s.hasTag('failed'),
    ready: s.hasTag('ready'),
    reloading: s.hasTag('reloading'),
    settingDefault: s.hasTag('settingDefault'),
    addresses,
    pending: addresses.find((a) => a.id === pendingId) ?? null,
    error: error as Error | null,
  };
}
