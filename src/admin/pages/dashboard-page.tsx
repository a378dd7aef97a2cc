import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { PageHead } from '../app/shell/page-parts';
import { DashboardView } from '../features/reports/dashboard-view';
import { reportsApi } from '../features/reports/reports.api';

/** /admin/dashboard: the console's home page for the owner and managers (reports.read). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const loaded = useLoad('dashboard', (signal) => reportsApi.dashboard(signal));
  return (
    <>
      <PageHead title={t('dashboard.title')} />
      {loaded.status === 'ready' ? (
        <DashboardView data={loaded.data} />
      ) : (
        <LoadStates loaded={loaded} loading={t('loading')} failed={t('dashboard.failed')} />
      )}
    </>
  );
}
