import { Link } from 'wouter';
import type { AdminAuditQuery } from '../../../../contract/admin';
import type { AuditEntry } from '../../../../contract/staff';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { Table, TableWrap } from '../../app/shell/page-parts';
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
  return (
    <TableWrap>
      <Table>
        <caption className="visually-hidden">{t('audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.when')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.record')}</th>
            <th scope="col">{t('audit.before')}</th>
            <th scope="col">{t('audit.after')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.id}>
              <td>{date(e.at, 'medium+time')}</td>
              <td>
                {e.staff_id ? (
                  <Link href={consoleRoutes.audit(auditSearchOf({ ...query, staff_id: e.staff_id, page: undefined }))}>{e.actor}</Link>
                ) : (
                  e.actor
                )}
              </td>
              <td>
                <code>{e.action}</code>
              </td>
              <td>
                <Link href={consoleRoutes.audit(auditSearchOf({ ...query, record_kind: e.record_kind, record_id: e.record_id, page: undefined }))}>
                  {t(`audit.kinds.${e.record_kind}`)} {e.record_id}
                </Link>
              </td>
              <td>
                <small>{valuesOf(e.before)}</small>
              </td>
              <td>
                <small>{valuesOf(e.after)}</small>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
