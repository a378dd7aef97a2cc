import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import type { Address } from '../contract/checkout';
import { confirmDeleteMachine } from './confirm-delete.machine';
import { providedCall } from './provided';

export interface AddressBookContext {
  addresses: Address[];
  /** The address being deleted or made the default. */
  pendingId: number | null;
  /** The last refusal (delete, default, load), shown until the next action. */
  error: unknown;
}

export type AddressBookEvent =
  | { type: 'book.retry' }
  | { type: 'book.delete'; id: number }
  /** The confirmation's buttons, passed on to the confirm-delete machine. */
  | { type: 'book.confirm' }
  | { type: 'book.cancel' }
  | { type: 'book.default'; id: number };

/**
 * What the page shows (src/features/address/address-book.view.ts): the book `loading`, `failed` or
 * `ready`; after a delete the book `reloading`; an address `settingDefault`.
 */
export type AddressBookTag = 'loading' | 'failed' | 'ready' | 'reloading' | 'settingDefault';

type DeleteSnapshot = Pick<SnapshotFrom<typeof confirmDeleteMachine>, 'value' | 'context'>;

const bookParams = ({ event }: { event: { output: Address[] } }) => ({ addresses: event.output });
const errorParams = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const snapshotParams = ({ event }: { event: { snapshot: DeleteSnapshot } }) => ({ snapshot: event.snapshot });

/**
 * /account/my-address-book: the customer's addresses; one becomes the default, one is deleted
 * after a confirmation (machines/confirm-delete.machine.ts, invoked per delete). After each change
 * the book is read again as the server now has it (deleting the default makes another the default
 * there).
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    children: {} as { confirmDelete: 'confirmDelete' },
    tags: {} as AddressBookTag,
  },
  actors: {
    /** GET api/users/addressBooks */
    loadBook: providedCall<Address[]>('loadBook'),
    /** One delete after its confirmation (its call `deleteItem` is the app's: DELETE api/users/delAddress/{id}). */
    confirmDelete: confirmDeleteMachine,
    /** updateAddress/{id} with is_default, then the book again. */
    makeDefault: providedCall<Address[], { address: Address }>('makeDefault'),
  },
  guards: {
    isInBook: ({ context, event }) => 'id' in event && context.addresses.some((a) => a.id === event.id),
    isNotDefault: ({ context, event }) => 'id' in event && context.addresses.some((a) => a.id === event.id && !a.is_default),
    /** The confirmation was dismissed: the confirm-delete machine is back in idle. */
    wasCancelled: (_, { snapshot }: { snapshot: DeleteSnapshot }) => snapshot.value === 'idle',
    deleteWasRefused: (_, { snapshot }: { snapshot: DeleteSnapshot }) => snapshot.value === 'failed',
  },
  actions: {
    setAddresses: assign((_, { addresses }: { addresses: Address[] }) => ({ addresses, pendingId: null, error: null })),
    setPending: assign({ pendingId: ({ event }) => ('id' in event ? event.id : null), error: null }),
    clearPending: assign({ pendingId: null }),
    setError: assign((_, { error }: { error: unknown }) => ({ error, pendingId: null })),
    setDeleteError: assign((_, { snapshot }: { snapshot: DeleteSnapshot }) => ({ error: snapshot.context.error, pendingId: null })),
    confirmDelete: sendTo('confirmDelete', { type: 'delete.confirm' }),
    cancelDelete: sendTo('confirmDelete', { type: 'delete.cancel' }),
  },
}).createMachine({
  id: 'addressBook',
  context: { addresses: [], pendingId: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadBook',
        src: 'loadBook',
        onDone: { target: 'ready', actions: { type: 'setAddresses', params: bookParams } },
        onError: { target: 'failed', actions: { type: 'setError', params: errorParams } },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'book.retry': 'loading' },
    },
    ready: {
      tags: ['ready'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'book.delete': { guard: 'isInBook', target: 'removing', actions: 'setPending' },
            'book.default': { guard: 'isNotDefault', target: 'settingDefault', actions: 'setPending' },
          },
        },
        removing: {
          description: 'The confirm-delete machine asks "Delete this address?", then deletes it; nothing goes until confirmed.',
          invoke: {
            id: 'confirmDelete',
            src: 'confirmDelete',
            input: ({ context }) => ({ id: context.pendingId!, asked: true }),
            onSnapshot: [
              { guard: { type: 'wasCancelled', params: snapshotParams }, target: 'idle', actions: 'clearPending' },
              {
                guard: { type: 'deleteWasRefused', params: snapshotParams },
                target: 'idle',
                actions: { type: 'setDeleteError', params: snapshotParams },
              },
            ],
            onDone: 'reloading',
          },
          on: {
            'book.confirm': { actions: 'confirmDelete' },
            'book.cancel': { actions: 'cancelDelete' },
          },
        },
        reloading: {
          description: 'Deleted: the book again, as the server now has it (another address may be the default).',
          tags: ['reloading'],
          invoke: {
            id: 'reloadBook',
            src: 'loadBook',
            onDone: { target: 'idle', actions: { type: 'setAddresses', params: bookParams } },
            onError: { target: 'idle', actions: { type: 'setError', params: errorParams } },
          },
        },
        settingDefault: {
          tags: ['settingDefault'],
          invoke: {
            id: 'makeDefault',
            src: 'makeDefault',
            input: ({ context }) => ({ address: context.addresses.find((a) => a.id === context.pendingId)! }),
            onDone: { target: 'idle', actions: { type: 'setAddresses', params: bookParams } },
            onError: { target: 'idle', actions: { type: 'setError', params: errorParams } },
          },
        },
      },
    },
  },
});

export type AddressBookMachine = typeof addressBookMachine;
