import { fromPromise } from 'xstate';
import { currencyMachine } from '../../../machines/currency.machine';
import { messages } from '../../../contract/messages';
import { shellApi } from '../../app/shell/shell.api';
import { storage } from '../../app/storage';
import { showToast } from '../../app/app-actors';

/** The currency's effects: the list and the switch calls, the choice kept between visits, a toast when a switch fails. */
export const currencyLogic = currencyMachine.provide({
  actors: {
    loadCurrencies: fromPromise(() => shellApi.currencies()),
    switchCurrency: fromPromise(({ input }) => shellApi.switchCurrency(input.id)),
  },
  actions: {
    persistCurrency: ({ context }) => {
      if (context.current) storage.set('currencyInfo', context.current);
      storage.set('currencyList', context.list);
    },
    notifySwitchFailed: () => showToast('error', messages.serverError),
  },
});
