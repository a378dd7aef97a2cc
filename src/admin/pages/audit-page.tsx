import { useSearch } from 'wouter';
import { ADMIN_LIMITS } from '../../../contract/admin';
import { CentredState, LoadStates } from '../../components/page-parts';
import { Pager } from '../../components/pager';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { memberCan } from '../app/session/staff-session.view';
import { useStaffSession } from '../app/session/staff-session-provider';
import { PageHead } from '../app/shell/page-parts';
import { AuditFilters } from '../features/audit/audit-filters';
import { auditQueryOf, auditSearchOf } from '../features/audit/audit-query';
import { AuditTable } from '../features/audit/audit-table';
import { auditApi } from '../features/audit/audit.api';
import { staffApi } from '../features/staff/staff.api';

/** /admin/audit?…: every change made from the console, newest first, filtered as the address says. */
export default function AuditPage() {
  const { t } = useTranslation();
  const { member } = useStaffSession();
  const query = auditQueryOf(useSearch());
  const search = auditSearchOf(query);
  const canList = memberCan(member, 'staff.manage');
  const staff = useLoad(`audit-staff:${canList}`, (signal) => (canList ? staffApi.list(signal) : Promise.resolve(null)));
  const log = useLoad(
    `audit?${search}`,
    (signal) => auditApi.list({ ...query, page: query.page ?? 1, page_size: ADMIN_LIMITS.pageSizeDefault }, signal),
    {
      keepWhileReloading: true,
    },
  );
  const members = staff.status === 'ready' && staff.data ? (Array.isArray(staff.data) ? staff.data : (staff.data as { items: never[] }).items) : null;
  return (
    <>
      <PageHead title={t('audit.title')} />
      <AuditFilters query={query} members={members} />
      {log.status !== 'ready' ? (
        <LoadStates loaded={log} loading={t('loading')} failed={t('audit.failed')} />
      ) : log.data.items.length === 0 ? (
        <CentredState>
          <p>{t('audit.none')}</p>
        </CentredState>
      ) : (
        <>
          <AuditTable entries={log.data.items} query={query} />
          <Pager
            page={log.data.page}
            total={log.data.total}
            pageSize={log.data.page_size}
            href={(page) => consoleRoutes.audit(auditSearchOf({ ...query, page: page > 1 ? page : undefined }))}
            label={t('pager.label')}
            newer={t('pager.previous')}
            older={t('pager.next')}
            position={(page, pages) => t('pager.position', { page, pages })}
          />
        </>
      )}
    </>
  );
}
