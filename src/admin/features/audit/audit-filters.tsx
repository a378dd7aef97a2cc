import type { AdminAuditQuery } from '../../../../contract/admin';
import { AUDIT_RECORD_KINDS, type StaffMember } from '../../../../contract/staff';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { ListFilters, THREE_FILTERS, type FilterField } from '../../components/list-filters';
import { auditQueryOf, auditSearchOf } from './audit-query';

/**
 * The audit log's filters (member, kind of record, record), kept in the address. The member is
 * chosen from the staff list when the member may read it, else by number.
 */
export function AuditFilters({ query, members }: { query: AdminAuditQuery; members: StaffMember[] | null }) {
  const { t } = useTranslation();
  const member: FilterField = members
    ? { name: 'staff_id', label: t('audit.member'), value: query.staff_id, options: members.map((m) => ({ value: String(m.id), label: m.email })) }
    : { name: 'staff_id', label: t('audit.memberId'), value: query.staff_id, inputMode: 'numeric' };
  return (
    <ListFilters
      label={t('audit.filters')}
      layout={THREE_FILTERS}
      resetKey={auditSearchOf(query)}
      hrefOf={(v) => consoleRoutes.audit(auditSearchOf(auditQueryOf(auditSearchOf(v))))}
      clearHref={consoleRoutes.audit()}
      fields={[
        member,
        {
          name: 'record_kind',
          label: t('audit.kind'),
          value: query.record_kind,
          options: AUDIT_RECORD_KINDS.map((k) => ({ value: k, label: t(`audit.kinds.${k}`) })),
        },
        { name: 'record_id', label: t('audit.recordId'), value: query.record_id },
      ]}
    />
  );
}
