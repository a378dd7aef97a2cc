import type { SnapshotFrom } from 'xstate';
import type { CsvImportReport } from '../../../../contract/admin-products';
import { failureOf, failureMessage } from '../../../../contract/codes';
import type { Message } from '../../../../contract/messages';
import type { csvImportMachine } from '../../../../machines/admin/csv-import.machine';

export interface CsvImportView {
  fileName: string;
  /** Check and Import CSV can be pressed (a file is chosen, nothing is under way, not yet written). */
  canSend: boolean;
  checking: boolean;
  importing: boolean;
  imported: boolean;
  report: CsvImportReport | null;
  /** Why the file was refused (a message on the field `file`: too large, broken quoting, a header). */
  fileError: Message | null;
  /** Any other refusal, as the server said it (csvHasErrors, the network). */
  refusal: Message | null;
}

/** What the import page shows, read by tags (never by state names). */
export function csvImportView(snapshot: SnapshotFrom<typeof csvImportMachine>): CsvImportView {
  const c = snapshot.context;
  const fileError = c.error ? (failureOf(c.error).fieldErrors.file ?? null) : null;
  return {
    fileName: c.file?.name ?? '',
    canSend: c.file !== null && !snapshot.hasTag('busy') && !snapshot.hasTag('imported'),
    checking: snapshot.hasTag('checking'),
    importing: snapshot.hasTag('importing'),
    imported: snapshot.hasTag('imported'),
    report: c.report,
    fileError,
    refusal: c.error && !fileError ? failureMessage(c.error) || null : null,
  };
}
