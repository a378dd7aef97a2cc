import { useSearch } from 'wouter';
import { failureMessage } from '../../../contract/codes';
import { CentredState } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { PageHead } from '../app/shell/page-parts';
import { ConsoleForm } from '../features/forms/console-form';
import { reportCsvLogic } from '../features/reports/report-csv.actors';
import { ReportFilters } from '../features/reports/report-filters';
import { reportQueryOf, reportSearchOf } from '../features/reports/report-query';
import { ReportTable } from '../features/reports/report-view';
import { reportsApi } from '../features/reports/reports.api';

/** /admin/reports?kind=&from=&to=: one report over a range of days, as a table and as a CSV file. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const say = useMessage();
  const query = reportQueryOf(useSearch());
  const search = reportSearchOf(query);
  const loaded = useLoad(`report?${search}`, (signal) => reportsApi.report(query, signal), { keepWhileReloading: true });
  return (
    <>
      <PageHead title={t('reports.title')}>
        <ConsoleForm
          key={search}
          logic={reportCsvLogic}
          input={{ form: 'csv', values: { search } }}
          name={t('reports.download')}
          submit={t('reports.download')}
          tone="secondary"
          fields={[]}
        />
      </PageHead>
      <ReportFilters query={query} />
      {loaded.status === 'ready' ? (
        loaded.data.rows.length ? (
          <ReportTable report={loaded.data} />
        ) : (
          <CentredState role="status">
            <p>{t('reports.none')}</p>
          </CentredState>
        )
      ) : loaded.status === 'failed' ? (
        <CentredState role="alert">
          <p>{t('reports.failed')}</p>
          <p>{say(failureMessage(loaded.error)) || Object.values(errorsOf(loaded.error)).join(' ')}</p>
        </CentredState>
      ) : (
        <CentredState role="status">
          <p>{t('loading')}</p>
        </CentredState>
      )}
    </>
  );
}

/** A 422's field messages (the range's faults are said on `to`). */
function errorsOf(error: unknown): Record<string, string> {
  const fields = (error as { fieldErrors?: Record<string, unknown> } | null)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, typeof v === 'string' ? v : ((v as { message?: string })?.message ?? '')]));
}
