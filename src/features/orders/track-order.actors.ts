import { fromPromise } from 'xstate';
import { trackOrderMachine } from '../../../machines/track-order.machine';
import { ordersApi } from './orders.api';

/** The public /track-order search: GET api/orders/track. */
export const trackOrderLogic = trackOrderMachine.provide({
  actors: {
    trackOrder: fromPromise(({ input, signal }) => ordersApi.trackOrder(input, signal)),
  },
});
