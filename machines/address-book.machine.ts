import { assign, fromPromise, setup } from 'xstate';
import type { Address } from '../contract/checkout';

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
  | { type: 'book.confirm' }
  | { type: 'book.cancel' }
  | { type: 'book.default'; id: number };

/**
 * /account/my-address-book: the customer's addresses; one becomes the default, one is deleted
 * after a confirmation. Each change answers with the book as the server now has it (deleting the
 * default makes another the default there).
 */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
  },
  actors: {
    /** GET api/users/addressBooks */
    loadBook: fromPromise<Address[]>(async () => []),
    /** DELETE api/users/delAddress/{id}, then the book again. */
    deleteAddress: fromPromise<Address[], { id: number }>(async () => []),
    /** updateAddress/{id} with is_default, then the book again. */
    makeDefault: fromPromise<Address[], { address: Address }>(async () => []),
  },
  guards: {
    isInBook: ({ context, event }) => 'id' in event && context.addresses.some((a) => a.id === event.id),
    isNotDefault: ({ context, event }) => 'id' in event && context.addresses.some((a) => a.id === event.id && !a.is_default),
  },
  actions: {
    setAddresses: assign({
      addresses: ({ event }) => (event as unknown as { output: Address[] }).output,
      pendingId: null,
      error: null,
    }),
    setPending: assign({ pendingId: ({ event }) => ('id' in event ? event.id : null), error: null }),
    clearPending: assign({ pendingId: null }),
    setError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null, pendingId: null }),
  },
}).createMachine({
  id: 'addressBook',
  context: { addresses: [], pendingId: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadBook',
        src: 'loadBook',
        onDone: { target: 'ready', actions: 'setAddresses' },
        onError: { target: 'failed', actions: 'setError' },
      },
    },
    failed: {
      on: { 'book.retry': 'loading' },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'book.delete': { guard: 'isInBook', target: 'confirming', actions: 'setPending' },
            'book.default': { guard: 'isNotDefault', target: 'settingDefault', actions: 'setPending' },
          },
        },
        confirming: {
          description: 'Asks "Delete this address?"; nothing is deleted until confirmed.',
          on: {
            'book.confirm': 'deleting',
            'book.cancel': { target: 'idle', actions: 'clearPending' },
          },
        },
        deleting: {
          invoke: {
            id: 'deleteAddress',
            src: 'deleteAddress',
            input: ({ context }) => ({ id: context.pendingId! }),
            onDone: { target: 'idle', actions: 'setAddresses' },
            onError: { target: 'idle', actions: 'setError' },
          },
        },
        settingDefault: {
          invoke: {
            id: 'makeDefault',
            src: 'makeDefault',
            input: ({ context }) => ({ address: context.addresses.find((a) => a.id === context.pendingId)! }),
            onDone: { target: 'idle', actions: 'setAddresses' },
            onError: { target: 'idle', actions: 'setError' },
          },
        },
      },
    },
  },
});

export type AddressBookMachine = typeof addressBookMachine;
