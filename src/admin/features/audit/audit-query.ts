import type { AdminAuditQuery } from '../../../../contract/admin';
import { AUDIT_RECORD_KINDS } from '../../../../contract/staff';
import * as list from '../../components/url-query';

/** The audit log's filters as they live in the address (`/admin/audit?record_kind=order&record_id=12`). */
export function auditQueryOf(search: string): AdminAuditQuery {
  const p = new URLSearchParams(search);
  const staff = Number(p.get('staff_id'));
  return list.withoutEmpty<AdminAuditQuery>({
    staff_id: Number.isInteger(staff) && staff > 0 ? staff : undefined,
    record_kind: list.oneOf(AUDIT_RECORD_KINDS, p.get('record_kind')),
    record_id: list.textOf(p.get('record_id')),
    page: list.pageParam(p),
  });
}

export const auditSearchOf = (query: AdminAuditQuery): string => list.searchOf(query);

/** The query the server is asked (the page size is the console's). */
export const auditRequestOf = (query: AdminAuditQuery): AdminAuditQuery => list.requestOf(query);
