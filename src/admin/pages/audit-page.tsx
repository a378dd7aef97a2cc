import { useSearch } from 'wouter';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { memberCan } from '../app/session/staff-session.view';
import { useStaffSession } from '../app/session/staff-session-provider';
import { ListPage, useListLoad } from '../components/list-page';
import { atPage } from '../components/url-query';
import { AuditFilters } from '../features/audit/audit-filters';
import { auditQueryOf, auditRequestOf, auditSearchOf } from '../features/audit/audit-query';
import { AuditTable } from '../features/audit/audit-table';
import { auditApi } from '../features/audit/audit.api';
import { staffApi } from '../features/staff/staff.api';

/** /admin/audit?…: every change made from the console, newest first, filtered as the address says. */
export default function AuditPage() {
  const { t } = useTranslation();
  const { member } = useStaffSession();
  const query = auditQueryOf(useSearch());
  const canList = memberCan(member, 'staff.manage');
  const staff = useLoad(`audit-staff:${canList}`, (signal) => (canList ? staffApi.list(signal) : Promise.resolve(null)));
  const log = useListLoad('audit', auditSearchOf(query), (signal) => auditApi.list(auditRequestOf(query), signal));
  const members = staff.status === 'ready' && staff.data ? (Array.isArray(staff.data) ? staff.data : (staff.data as { items: never[] }).items) : null;
  return (
    <ListPage
      title={t('audit.title')}
      filters={<AuditFilters query={query} members={members} />}
      list={log}
      failed={t('audit.failed')}
      none={t('audit.none')}
      pageHref={(page) => consoleRoutes.audit(auditSearchOf(atPage(query, page)))}
    >
      {(entries) => <AuditTable entries={entries} query={query} />}
    </ListPage>
  );
}
