import { fromPromise } from 'xstate';
import { priceDifferenceMachine } from '../../../machines/price-difference.machine';
import { ordersApi } from '../orders/orders.api';
import { paymentApi } from './payment.api';
import { leaveApp } from '../../app/navigation';
import { rememberWalletOrder } from './payment-info';

/**
 * /price-difference's effects: the order (api/users/orderDetail), paying the difference with the
 * wallet (api/pay/fillPay), and leaving for the wallet's approval page with the order remembered
 * for the return page.
 */
export const priceDifferenceLogic = priceDifferenceMachine.provide({
  actors: {
    loadOrder: fromPromise(({ input, signal }) => ordersApi.orderDetail(input.orderId, signal)),
    fillPay: fromPromise(({ input }) => paymentApi.fillPay(input.orderId)),
  },
  actions: {
    rememberWalletOrder: (_, { orderId }) => rememberWalletOrder(orderId),
    leaveApp: (_, { url }) => leaveApp(url),
  },
});
