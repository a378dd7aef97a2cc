import type { Key, ReactNode } from 'react';
import { Table, TableWrap } from '../app/shell/page-parts';
import { SortableHeader } from './sortable-header';
import type { AriaSort } from './url-query';

/** A column: its header, its cell of a row; `num` aligns numbers at the end; `sort` makes the header a sort link. */
export type Column<Row, S extends string = string> = { label: string; cell: (row: Row) => ReactNode; num?: boolean; sort?: S };

/** How the list is sorted now and the address of the list sorted by a column (both from the address's query). */
export type Sorting<S extends string> = { of: (column: S) => AriaSort; href: (column: S) => string };

/** One page of a console list as a table: a hidden caption, the columns' headers (sortable ones are links), a row per item. */
export function DataTable<Row, S extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  sorting,
}: {
  caption: string;
  columns: Column<Row, S>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  sorting?: Sorting<S>;
}) {
  return (
    <TableWrap>
      <Table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) =>
              c.sort && sorting ? (
                <SortableHeader
                  key={c.label}
                  label={c.label}
                  sort={sorting.of(c.sort)}
                  href={sorting.href(c.sort)}
                  className={c.num ? 'num' : undefined}
                />
              ) : (
                <th key={c.label} scope="col" className={c.num ? 'num' : undefined}>
                  {c.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((c) => (
                <td key={c.label} className={c.num ? 'num' : undefined}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
