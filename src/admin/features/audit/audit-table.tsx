import { Link } from 'wouter';
import type { AdminAuditQuery } from '../../../../contract/admin';
import type { AuditEntry } from '../../../../contract/staff';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { DataTable, type Column } from '../../components/data-table';
import { auditSearchOf } from './audit-query';

/** Values before and after, as a short readable line each. */
function valuesOf(v: Record<string, unknown> | null): string {
  if (!v) return '—';
  return Object.entries(v)
    .map(([k, x]) => `${k}: ${typeof x === 'object' ? JSON.stringify(x) : String(x)}`)
    .join(', ');
}

/** The audit log's entries: when, who, what, which record, before and after; who and which record filter the log. */
export function AuditTable({ entries, query }: { entries: AuditEntry[]; query: AdminAuditQuery }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const filtered = (by: AdminAuditQuery) => consoleRoutes.audit(auditSearchOf({ ...query, ...by, page: undefined }));
  const columns: Column<AuditEntry>[] = [
    { label: t('audit.when'), cell: (e) => date(e.at, 'medium+time') },
    { label: t('audit.who'), cell: (e) => (e.staff_id ? <Link href={filtered({ staff_id: e.staff_id })}>{e.actor}</Link> : e.actor) },
    { label: t('audit.action'), cell: (e) => <code>{e.action}</code> },
    {
      label: t('audit.record'),
      cell: (e) => (
        <Link href={filtered({ record_kind: e.record_kind, record_id: e.record_id })}>
          {t(`audit.kinds.${e.record_kind}`)} {e.record_id}
        </Link>
      ),
    },
    { label: t('audit.before'), cell: (e) => <small>{valuesOf(e.before)}</small> },
    { label: t('audit.after'), cell: (e) => <small>{valuesOf(e.after)}</small> },
  ];
  return <DataTable caption={t('audit.caption')} columns={columns} rows={entries} rowKey={(e) => e.id} />;
}
