import { fromPromise } from 'xstate';
import { ordersListMachine } from '../../../machines/orders-list.machine';
import { ordersApi } from './orders.api';
import { orderDeleteLogic } from './order-detail.actors';

/**
 * /account/my-orders' effects: a page of one tab (GET api/users/myOrders) and each delete, the
 * same as on the order detail page (order-detail.actors.ts).
 */
export const myOrdersLogic = ordersListMachine.provide({
  actors: {
    loadOrders: fromPromise(({ input, signal }) => ordersApi.myOrders(input.tab, input.page, signal)),
    confirmDelete: orderDeleteLogic,
  },
});
