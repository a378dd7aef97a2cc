import { fromPromise } from 'xstate';
import { stockNotifyMachine } from '../../../machines/stock-notify.machine';
import { productApi } from './product.api';

/** The stock notification's effect: the address is sent with POST api/users/stockNotify. */
export const stockNotifyLogic = stockNotifyMachine.provide({
  actors: {
    sendStockNotify: fromPromise(({ input }) => productApi.stockNotify(input)),
  },
});
