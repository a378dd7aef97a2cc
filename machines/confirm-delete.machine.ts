import { assign, setup } from 'xstate';
import { providedCall } from './provided';

export interface ConfirmDeleteInput {
  /** What is deleted (an order, an address). */
  id: number;
  /**
   * Started by a list on the shopper's Delete: it opens asking (confirming) instead of idle.
   * Run by a page of its own (the order detail), it waits in idle for `delete.ask`.
   */
  asked?: boolean;
}

export interface ConfirmDeleteContext {
  id: number;
  asked: boolean;
  /** The last refusal or failure, as it came (the view shows its message). */
  error: unknown;
}

export type ConfirmDeleteEvent =
  /** Delete pressed: the confirmation opens. */
  | { type: 'delete.ask' }
  | { type: 'delete.confirm' }
  /** The confirmation is dismissed: nothing is deleted (a failure shown before is put aside). */
  | { type: 'delete.cancel' };

/**
 * What the confirmation shows (src/features/orders/confirm-delete.view.ts): the dialog `open`,
 * `asking` before the confirm and `busy` while the call runs; the thing `done` (deleted), or the
 * refusal `failed`.
 */
export type ConfirmDeleteTag = 'open' | 'asking' | 'busy' | 'done' | 'failed';

export interface ConfirmDeleteOutput {
  /** The id that was deleted. */
  id: number;
}

/**
 * Deleting one thing after a confirmation, written once: the order detail page runs it alone,
 * the orders list and the address book invoke it per delete (`asked`: it opens asking) and follow
 * its snapshots (back in idle: cancelled; failed: the error) and its output (done: deleted).
 * The call `deleteItem` is provided by the app's wiring module for what is deleted.
 */
export const confirmDeleteMachine = setup({
  types: {
    input: {} as ConfirmDeleteInput,
    context: {} as ConfirmDeleteContext,
    events: {} as ConfirmDeleteEvent,
    output: {} as ConfirmDeleteOutput,
    tags: {} as ConfirmDeleteTag,
  },
  actors: {
    deleteItem: providedCall<unknown, { id: number }>('deleteItem'),
  },
  guards: {
    wasAsked: ({ context }) => context.asked,
  },
  actions: {
    /** The ask at the start is used once: a cancel returns to idle and stays there. */
    takeAsk: assign({ asked: false }),
    clearError: assign({ error: null }),
    rememberError: assign((_, { error }: { error: unknown }) => ({ error })),
  },
}).createMachine({
  id: 'confirmDelete',
  context: ({ input }) => ({ id: input.id, asked: input.asked ?? false, error: null }),
  initial: 'idle',
  output: ({ context }) => ({ id: context.id }),
  states: {
    idle: {
      always: { guard: 'wasAsked', target: 'confirming', actions: 'takeAsk' },
      on: { 'delete.ask': 'confirming' },
    },
    confirming: {
      description: 'The confirmation dialog asks before anything goes.',
      tags: ['open', 'asking'],
      on: {
        'delete.confirm': { target: 'deleting', actions: 'clearError' },
        'delete.cancel': { target: 'idle', actions: 'clearError' },
      },
    },
    deleting: {
      description: 'Waiting for the server; the dialog stays, its buttons busy.',
      tags: ['open', 'busy'],
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => ({ id: context.id }),
        onDone: 'done',
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final', description: 'Deleted: the page or list moves on.', tags: ['done'] },
    failed: {
      description:
        'The server refused (e.g. paid meanwhile) or could not be reached; the error is kept and shown until asked again (a retry opens the confirmation; its cancel puts the error aside).',
      tags: ['failed'],
      on: { 'delete.ask': 'confirming' },
    },
  },
});

export type ConfirmDeleteMachine = typeof confirmDeleteMachine;
