import { fromPromise } from 'xstate';
import { replenishLensesMachine } from '../../../machines/replenish-lenses.machine';
import { lensApi } from '../lenses/lenses.api';
import { appActor } from '../../app/app-actors';

/** "Order these glasses again": POST api/customer/replenish, and the app's cart takes the cart it answers. */
export const replenishLensesLogic = replenishLensesMachine.provide({
  actors: {
    replenish: fromPromise(({ input }) => lensApi.replenish(input.orderId, input.lineId)),
  },
  actions: {
    tellCart: (_, { lines }) => appActor('cart').send({ type: 'cart.set', lines }),
  },
});
