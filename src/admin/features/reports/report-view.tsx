import type { Report, ReportColumn, ReportRow } from '../../../../contract/admin-reports';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { Table, TableWrap } from '../../app/shell/page-parts';
import { useReportMoney } from './report-format';

const MONEY: ReadonlySet<ReportColumn> = new Set(['revenue', 'refunds', 'discount']);

/** A report as a table: its kind's columns, a row per line of it and the total in the footer. */
export function ReportTable({ report }: { report: Report }) {
  const { t } = useTranslation();
  const money = useReportMoney(report.currency);
  const label = (row: ReportRow) =>
    row.key === 'total' ? t('reports.total') : report.kind === 'payment_method' ? t(`payment.${row.key}`) : row.label || t('reports.unnamed');
  const cell = (row: ReportRow, c: ReportColumn) => (c === 'label' ? label(row) : MONEY.has(c) ? money(row[c] as number) : row[c]);
  const heading = (c: ReportColumn) => (c === 'label' ? t(`reports.label.${report.kind}`) : t(`reports.columns.${c}`));
  return (
    <>
      <Intro>{t('reports.intro', { currency: report.currency.symbol })}</Intro>
      <TableWrap>
        <Table>
          <caption className="visually-hidden">
            {t('reports.caption', { kind: t(`reports.kinds.${report.kind}`), from: report.from, to: report.to })}
          </caption>
          <thead>
            <tr>
              {report.columns.map((c) => (
                <th key={c} scope="col" className={c === 'label' ? undefined : 'num'}>
                  {heading(c)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={row.key}>
                {report.columns.map((c) =>
                  c === 'label' ? (
                    <th key={c} scope="row">
                      {cell(row, c)}
                    </th>
                  ) : (
                    <td key={c} className="num">
                      {cell(row, c)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              {report.columns.map((c) =>
                c === 'label' ? (
                  <th key={c} scope="row">
                    {t('reports.total')}
                  </th>
                ) : (
                  <td key={c} className="num">
                    {cell(report.totals, c)}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        </Table>
      </TableWrap>
    </>
  );
}

const Intro = styled('p', { margin: '0 0 $3', color: '$inkSoft', fontSize: '$sm' });
