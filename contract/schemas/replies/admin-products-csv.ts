import type { CsvImportReport, CsvLineResult } from '../../admin-products';
import { bool, int, listOf, obj, str, word, type Agrees, type Assert } from './shape';

// The catalogue's CSV import (contract/admin-products.ts CsvImportReport).

const RESULTS = ['created', 'updated', 'unchanged', 'error'] as const satisfies readonly CsvLineResult[];

/** POST api/admin/products/import: every line's result (also the data of its 422 csvHasErrors). */
export const csvImportReportReply = obj({
  dry_run: bool(),
  written: bool(),
  counts: obj({ created: int(), updated: int(), unchanged: int(), error: int() }),
  lines: listOf(obj({ line: int(), sku: str(), colour_sku: str(), result: word(RESULTS), messages: listOf(str()) })),
});
type _Report = Assert<Agrees<typeof csvImportReportReply, CsvImportReport>>;
