import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, CsvFileError, parseCsv, readCsvTable, unguardCell } from './csv';

const saidOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof CsvFileError) return err.said;
    throw err;
  }
  throw new Error('no CsvFileError');
};

describe('csv: RFC 4180 reading', () => {
  it('reads quoted fields, doubled quotes, commas and line breaks inside quotes, CRLF and LF', () => {
    const text = 'a,b,c\r\n"x, y","say ""hi""","two\r\nlines"\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\r\nlines'] },
      { line: 4, cells: ['1', '', '3'] },
    ]);
  });

  it('skips a BOM and empty lines, reads a last line without a break and an empty quoted cell', () => {
    expect(parseCsv('\uFEFFa,b\n\n"",z')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['', 'z'] },
    ]);
    expect(parseCsv('a,\n')).toEqual([{ line: 1, cells: ['a', ''] }]);
  });

  it('reports a quoted field left open, or a stray quote, with its line', () => {
    expect(saidOf(() => parseCsv('a,b\n1,2\n"open,3\n4,5\n'))).toEqual({ key: 'csvQuoting', values: { line: '3' } });
    expect(saidOf(() => parseCsv('a,b\n"x"y,2\n'))).toEqual({ key: 'csvQuoting', values: { line: '2' } });
    expect(saidOf(() => parseCsv('a,b\nx"y,2\n'))).toEqual({ key: 'csvQuoting', values: { line: '2' } });
    // The line of a field that opened on an earlier line and never closed is where it opened.
    expect(saidOf(() => parseCsv('a\n"one\ntwo\nthree'))).toEqual({ key: 'csvQuoting', values: { line: '2' } });
  });

  it('refuses more records than allowed as soon as it meets the one past the limit', () => {
    const huge = 'a\n' + '1\n'.repeat(100_000);
    const started = performance.now();
    expect(saidOf(() => parseCsv(huge, 5_001))).toEqual({ key: 'csvTooLarge' });
    expect(performance.now() - started).toBeLessThan(500);
    expect(parseCsv('a\n1\n2\n', 3)).toHaveLength(3);
    expect(saidOf(() => parseCsv('a\n1\n2\n3\n', 3))).toEqual({ key: 'csvTooLarge' });
  });
});

describe('csv: writing, and formula injection', () => {
  it('quotes what needs it and guards formulas with an apostrophe', () => {
    expect([csvCell('=1+1'), csvCell('-2'), csvCell('@x'), csvCell('+A1'), csvCell('\tx'), csvCell('a,"b"'), csvCell(-2), csvCell(null)]).toEqual([
      "'=1+1",
      "'-2",
      "'@x",
      "'+A1",
      "'\tx",
      '"a,""b"""',
      '-2',
      '',
    ]);
    expect(csvLine(['x', 1, null, 'new\nline'])).toBe('x,1,,"new\nline"\r\n');
  });

  it('reads back every text exactly as it was written', () => {
    const texts = ['=HYPERLINK("http://evil")', '-5', '@SUM(A1)', "'=already", "''+two", "'plain", 'plain', 'a "q", b', '\r\n', ''];
    const text = csvLine(texts) + csvLine(texts.map((_, k) => String(k)));
    expect(parseCsv(text)[0]!.cells).toEqual(texts);
    expect(unguardCell("'-2")).toBe('-2');
    expect(unguardCell("'plain")).toBe("'plain");
  });
});

describe('csv: a table with a header', () => {
  it('maps named columns in any order and case; a short line is padded with empty cells', () => {
    const table = readCsvTable('Extra,B,a\nz,2,1\nz,4\n', ['a', 'b'] as const, 10);
    expect(table.lines).toEqual([
      { line: 2, cells: { a: '1', b: '2' } },
      { line: 3, cells: { a: '', b: '4' } },
    ]);
  });

  it('refuses a header missing a column, naming them all', () => {
    expect(saidOf(() => readCsvTable('a,c\n1,2\n', ['a', 'b'] as const, 10))).toEqual({ key: 'csvHeaderInvalid', values: { columns: 'a, b' } });
    expect(saidOf(() => readCsvTable('', ['a'] as const, 10))).toEqual({ key: 'csvHeaderInvalid', values: { columns: 'a' } });
  });

  it('allows maxLines lines after the header, no more', () => {
    expect(readCsvTable('a\n1\n2\n', ['a'] as const, 2).lines).toHaveLength(2);
    expect(saidOf(() => readCsvTable('a\n1\n2\n3\n', ['a'] as const, 2))).toEqual({ key: 'csvTooLarge' });
  });
});
