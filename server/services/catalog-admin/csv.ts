/**
 * CSV as the console's files speak it (RFC 4180): the catalogue's export and import, and the
 * orders' export (services/orders/order-console-read.ts). One writer and one reader, so a file the
 * shop writes reads back as it was written.
 *
 * - Fields are separated by commas and records by CRLF (LF alone is read too); a field holding a
 *   comma, a quote or a line break is quoted, its quotes doubled. A UTF-8 BOM (Excel's) is skipped.
 * - A text a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return)
 *   is written with a leading apostrophe, and read back without it; a text that already starts with
 *   apostrophes before such a character gets one more, so every text reads back exactly.
 * - The reader refuses what it cannot read whole: a quoted field not closed, or a quote where none
 *   may be (csvQuoting, with the line it starts on), more lines than allowed (csvTooLarge, as soon
 *   as the line past the limit is met, without reading the rest), a first line that does not name
 *   the columns (csvHeaderInvalid).
 */
import { said, type MessageRef } from '../../../contract/messages';

/** Why a file cannot be read at all (a 422 on the field `file`). */
export class CsvFileError extends Error {
  constructor(readonly said: MessageRef) {
    super(said.key);
  }
}

const FORMULA = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a text a spreadsheet would run
 * as a formula (starting with = + - @, a tab or a carriage return) gets a leading apostrophe.
 * Numbers are written as they are (a negative number is not a formula).
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export const csvLine = (cells: ReadonlyArray<string | number | null>): string => `${cells.map(csvCell).join(',')}\r\n`;

/** A cell as it was before csvCell guarded it against formulas. */
export const unguardCell = (cell: string): string => (GUARDED.test(cell) ? cell.slice(1) : cell);

export interface CsvRecord {
  /** The file's line where the record starts (the first line is 1; a quoted line break moves the next record down). */
  line: number;
  cells: string[];
}

/**
 * Reads CSV text into records (cells unguarded), skipping empty lines. More than `maxRecords`
 * records: csvTooLarge, thrown when the one past the limit starts (the rest is never read).
 */
export function parseCsv(input: string, maxRecords = Number.POSITIVE_INFINITY): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const out: CsvRecord[] = [];
  const n = text.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const cells: string[] = [];
    let blank = true;
    // One record: fields until an unquoted line break or the end.
    for (;;) {
      let cell = '';
      if (text[i] === '"') {
        blank = false;
        const opened = line;
        i++;
        for (;;) {
          const q = text.indexOf('"', i);
          if (q < 0) throw new CsvFileError(said('csvQuoting', { line: String(opened) }));
          const chunk = text.slice(i, q);
          cell += chunk;
          line += countBreaks(chunk);
          if (text[q + 1] === '"') {
            cell += '"';
            i = q + 2;
          } else {
            i = q + 1;
            break;
          }
        }
        const next = text[i];
        if (i < n && next !== ',' && next !== '\n' && next !== '\r') throw new CsvFileError(said('csvQuoting', { line: String(line) }));
      } else {
        let j = i;
        while (j < n && text[j] !== ',' && text[j] !== '\n' && text[j] !== '\r') j++;
        cell = text.slice(i, j);
        if (cell.includes('"')) throw new CsvFileError(said('csvQuoting', { line: String(line) }));
        if (cell !== '') blank = false;
        i = j;
      }
      cells.push(unguardCell(cell));
      if (text[i] === ',') {
        blank = false;
        i++;
        continue;
      }
      // A line break (CRLF, LF or a lone CR) or the end.
      if (text[i] === '\r') i++;
      if (text[i] === '\n') i++;
      line++;
      break;
    }
    if (blank) continue;
    if (out.length >= maxRecords) throw new CsvFileError(said('csvTooLarge'));
    out.push({ line: start, cells });
  }
  return out;
}

function countBreaks(s: string): number {
  let k = 0;
  for (let p = 0; p < s.length; p++) {
    const c = s.charCodeAt(p);
    if (c === 10) k++;
    else if (c === 13 && s.charCodeAt(p + 1) !== 10) k++;
  }
  return k;
}

export interface CsvTable<C extends string> {
  lines: Array<{ line: number; cells: Record<C, string> }>;
}

/**
 * Reads a CSV file whose first line names its columns: every one of `columns` must be there (in any
 * order, any case; others are ignored), else csvHeaderInvalid; at most `maxLines` lines after it.
 * A line with fewer cells than the header has '' in the rest.
 */
export function readCsvTable<C extends string>(input: string, columns: readonly C[], maxLines: number): CsvTable<C> {
  const records = parseCsv(input, maxLines + 1);
  const header = records[0]?.cells.map((h) => h.trim().toLowerCase()) ?? [];
  const at = columns.map((c) => header.indexOf(c));
  if (!records.length || at.some((p) => p < 0)) throw new CsvFileError(said('csvHeaderInvalid', { columns: columns.join(', ') }));
  return {
    lines: records.slice(1).map((r) => ({
      line: r.line,
      cells: Object.fromEntries(columns.map((c, k) => [c, r.cells[at[k]!] ?? ''])) as Record<C, string>,
    })),
  };
}
