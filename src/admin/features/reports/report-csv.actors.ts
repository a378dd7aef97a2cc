import { fromPromise } from 'xstate';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { saveFile } from '../orders/csv-export.actors';
import { reportQueryOf } from './report-query';
import { reportsApi } from './reports.api';

/**
 * "Download CSV" of the report the address shows (its query in the values' `search`): fetched with
 * the staff token (a plain link would go without it) and saved as a file named for the report.
 */
export const reportCsvLogic = consoleFormMachine.provide({
  actors: {
    send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(async ({ input: { values } }) => {
      const q = reportQueryOf(values.search ?? '');
      saveFile(await reportsApi.csv(q), `report-${q.kind}-${q.from}-${q.to}.csv`);
      return null;
    }),
  },
});
