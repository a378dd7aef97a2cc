import { REPORT_KINDS } from '../../../../contract/admin-reports';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { ListFilters, THREE_FILTERS } from '../../components/list-filters';
import { reportQueryOf, reportSearchOf } from './report-query';
import type { ReportRequest } from './reports.api';

/** The report's kind and date range, kept in the address. */
export function ReportFilters({ query }: { query: ReportRequest }) {
  const { t } = useTranslation();
  return (
    <ListFilters
      label={t('reports.filters')}
      layout={THREE_FILTERS}
      resetKey={reportSearchOf(query)}
      hrefOf={(v) =>
        consoleRoutes.reports(
          reportSearchOf(reportQueryOf(new URLSearchParams(Object.entries(v).filter((e): e is [string, string] => !!e[1])).toString())),
        )
      }
      clearHref={consoleRoutes.reports()}
      fields={[
        {
          name: 'kind',
          label: t('reports.kind'),
          value: query.kind,
          options: REPORT_KINDS.map((k) => ({ value: k, label: t(`reports.kinds.${k}`) })),
        },
        { name: 'from', label: t('reports.from'), type: 'date', value: query.from },
        { name: 'to', label: t('reports.to'), type: 'date', value: query.to },
      ]}
    />
  );
}
