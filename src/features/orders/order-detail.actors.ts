import { fromPromise } from 'xstate';
import { confirmDeleteMachine } from '../../../machines/confirm-delete.machine';
import { ordersApi } from './orders.api';

/**
 * Deleting an order after its confirmation (machines/confirm-delete.machine.ts): the order detail
 * page runs it; the orders list invokes it per delete (my-orders.actors.ts).
 * DELETE api/users/delOrder/{id}.
 */
export const orderDeleteLogic = confirmDeleteMachine.provide({
  actors: {
    deleteItem: fromPromise(({ input }) => ordersApi.delOrder(input.id)),
  },
});
