import { fromPromise } from 'xstate';
import type { CsvImportReport } from '../../../../contract/admin-products';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import { csvImportMachine, type CsvFile } from '../../../../machines/admin/csv-import.machine';
import type { Values } from '../../../../machines/admin/fields';
import { saveFile } from '../orders/csv-export.actors';
import { productQueryOf } from './product-query';
import { productsApi } from './products.api';

/** The import page's calls: a dry run, and the real run. */
export const csvImportLogic = csvImportMachine.provide({
  actors: {
    check: fromPromise<CsvImportReport, { file: CsvFile }>(({ input }) => productsApi.importCsv(input.file.blob, input.file.name, true)),
    import: fromPromise<CsvImportReport, { file: CsvFile }>(({ input }) => productsApi.importCsv(input.file.blob, input.file.name, false)),
  },
});

/** "Export CSV": the products as filtered (the list's search in the values' `search`; none: all), saved as a file. */
export const productsCsvExportLogic = consoleFormMachine.provide({
  actors: {
    send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(async ({ input: { values } }) => {
      const blob = await productsApi.csv(productQueryOf(values.search ?? ''));
      saveFile(blob, `products-${new Date().toISOString().slice(0, 10)}.csv`);
      return null;
    }),
  },
});
