import { assign, fromPromise, setup } from 'xstate';

export interface OrderDeleteContext {
  orderId: number;
  error: unknown;
}

export type OrderDeleteEvent = { type: 'order.delete' } | { type: 'order.delete.confirm' } | { type: 'order.delete.cancel' };

/**
 * Delete on /account/order-detail/:id (an unpaid or cancelled order): a confirmation, then
 * api/users/delOrder/{id}; removed ends it (the page goes back to My orders), a refusal shows.
 */
export const orderDeleteMachine = setup({
  types: {
    input: {} as { orderId: number },
    context: {} as OrderDeleteContext,
    events: {} as OrderDeleteEvent,
  },
  actors: {
    deleteOrder: fromPromise<void, { id: number }>(async () => {}),
  },
  actions: {
    clearError: assign({ error: null }),
    rememberError: assign({ error: ({ event }) => (event as { error?: unknown }).error ?? null }),
  },
}).createMachine({
  id: 'orderDelete',
  context: ({ input }) => ({ orderId: input.orderId, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'order.delete': 'confirming' },
    },
    confirming: {
      description: 'The confirmation dialog asks before the order goes.',
      on: {
        'order.delete.confirm': { target: 'deleting', actions: 'clearError' },
        'order.delete.cancel': 'idle',
      },
    },
    deleting: {
      description: 'Waiting for the server; the dialog stays, its buttons busy.',
      invoke: {
        id: 'deleteOrder',
        src: 'deleteOrder',
        input: ({ context }) => ({ id: context.orderId }),
        onDone: 'removed',
        onError: { target: 'failed', actions: 'rememberError' },
      },
    },
    removed: { type: 'final', description: 'Deleted: the page returns to My orders.' },
    failed: {
      description: 'The server refused (e.g. paid meanwhile) or could not be reached; the message shows.',
      on: { 'order.delete': 'confirming' },
    },
  },
});
