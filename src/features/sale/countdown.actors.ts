import { fromPromise } from 'xstate';
import { countdownMachine } from '../../../machines/countdown.machine';
import { saleApi } from './sale.api';

/** A sale countdown's one effect: the seconds left by the server's clock (POST ios/others/countDown). */
export const countdownLogic = countdownMachine.provide({
  actors: {
    syncClock: fromPromise(({ input, signal }) => saleApi.countDown(input.endTime, signal)),
  },
});
