import { fromPromise } from 'xstate';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { ordersApi } from './orders.api';

/** A staff note on an order (the order's id in the values); done, the page loads the order again (`reload`). */
export function noteFormLogic(reload: () => void) {
  return consoleFormMachine.provide({
    actors: {
      send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input: { values } }) =>
        ordersApi.addNote(Number(values.order_id), values.text!.trim()),
      ),
    },
    actions: { tellDone: () => reload() },
  });
}
