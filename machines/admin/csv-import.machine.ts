import { assign, setup } from 'xstate';
import type { CsvImportReport } from '../../contract/admin-products';
import { providedCall } from '../provided';

/** A file as the picker gives it (a File in the browser): its name, and the bytes the calls send. */
export interface CsvFile {
  name: string;
  blob: Blob;
}

export interface CsvImportContext {
  file: CsvFile | null;
  /** The last report: a dry run's, a real run's, or the one a refused run carried (csvHasErrors). */
  report: CsvImportReport | null;
  /** The last refusal (a file that cannot be read, csvHasErrors, the network), shown with the form. */
  error: unknown;
}

export type CsvImportEvent = { type: 'csv.file'; file: CsvFile | null } | { type: 'csv.check' } | { type: 'csv.import' };

/** The report a refusal carries: a real run with an error line answers 422 csvHasErrors with it as data. */
function reportIn(error: unknown): CsvImportReport | null {
  const data = (error as { data?: unknown } | null)?.data as Partial<CsvImportReport> | null | undefined;
  return data && Array.isArray(data.lines) && data.counts ? (data as CsvImportReport) : null;
}

/**
 * The catalogue's CSV import (/admin/products/import): a file chosen, then "Check" (a dry run: every
 * line's result, nothing written) and "Import CSV" (everything written in one transaction, or
 * nothing: the report says which lines to fix). Choosing another file starts over.
 */
export const csvImportMachine = setup({
  types: {
    context: {} as CsvImportContext,
    events: {} as CsvImportEvent,
    tags: {} as 'busy' | 'checking' | 'importing' | 'checked' | 'imported',
  },
  actors: {
    /** POST api/admin/products/import with dry_run=1: the report. */
    check: providedCall<CsvImportReport, { file: CsvFile }>('check'),
    /** POST api/admin/products/import: the report of what was written (a refusal carries its report). */
    import: providedCall<CsvImportReport, { file: CsvFile }>('import'),
  },
  guards: {
    hasFile: ({ context }) => context.file !== null,
    picked: ({ event }) => event.type === 'csv.file' && event.file !== null,
  },
  actions: {
    pick: assign({ file: ({ event }) => (event.type === 'csv.file' ? event.file : null), report: null, error: null }),
    forget: assign({ file: null, report: null, error: null }),
    clearError: assign({ error: null }),
    keepReport: assign((_, { report }: { report: CsvImportReport }) => ({ report, error: null })),
    refuse: assign((_, { error }: { error: unknown }) => ({ error, report: reportIn(error) })),
  },
}).createMachine({
  id: 'csvImport',
  context: { file: null, report: null, error: null },
  initial: 'empty',
  on: {
    'csv.file': [
      { guard: 'picked', target: '.ready', actions: 'pick' },
      { target: '.empty', actions: 'forget' },
    ],
  },
  states: {
    empty: {},
    ready: {
      description: 'A file is chosen: check it, or import it (the server checks it again either way).',
      on: {
        'csv.check': { guard: 'hasFile', target: 'checking', actions: 'clearError' },
        'csv.import': { guard: 'hasFile', target: 'importing', actions: 'clearError' },
      },
    },
    checking: {
      tags: ['busy', 'checking'],
      invoke: {
        id: 'check',
        src: 'check',
        input: ({ context }) => ({ file: context.file! }),
        onDone: { target: 'checked', actions: { type: 'keepReport', params: ({ event }) => ({ report: event.output }) } },
        onError: { target: 'ready', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checked: {
      tags: ['checked'],
      on: {
        'csv.check': { target: 'checking', actions: 'clearError' },
        'csv.import': { target: 'importing', actions: 'clearError' },
      },
    },
    importing: {
      tags: ['busy', 'importing'],
      invoke: {
        id: 'import',
        src: 'import',
        input: ({ context }) => ({ file: context.file! }),
        onDone: { target: 'imported', actions: { type: 'keepReport', params: ({ event }) => ({ report: event.output }) } },
        onError: { target: 'ready', actions: { type: 'refuse', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    imported: {
      tags: ['imported'],
      description: 'Written; choosing another file starts over.',
    },
  },
});
