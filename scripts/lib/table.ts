import { formatMoney, type MoneyCurrency } from '../../contract/money-format';

/** US dollars without their sign: a table's money column (its header names what the figure is). */
const FIGURES: MoneyCurrency = { money: '', symbol: 'USD', exchange_rate: 1 };

/** An amount in US dollars in a table's cell: formatMoney's figure (2 decimals, grouped), without the sign. */
export const moneyCell = (usd: number): string => formatMoney(usd, FIGURES);

/** Formats rows as a plain, left-aligned text table with a dashed rule under the header. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
