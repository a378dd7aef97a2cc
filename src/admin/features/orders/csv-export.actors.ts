import { fromPromise } from 'xstate';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { orderQueryOf } from './order-query';
import { ordersApi } from './orders.api';

/** Saves a Blob as a file: a link to an object URL, clicked, then let go. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * The CSV export of the orders as filtered (the filters in the values' `search`): fetched with the
 * staff token (a plain link would go without it) and saved as a file.
 */
export const csvExportLogic = consoleFormMachine.provide({
  actors: {
    send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(async ({ input: { values } }) => {
      const blob = await ordersApi.csv(orderQueryOf(values.search ?? ''));
      saveFile(blob, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
      return null;
    }),
  },
});
