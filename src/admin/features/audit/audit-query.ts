import type { AdminAuditQuery } from '../../../../contract/admin';
import { AUDIT_RECORD_KINDS, type AuditRecordKind } from '../../../../contract/staff';

/** The audit log's filters as they live in the address (`/admin/audit?record_kind=order&record_id=12`). */
export function auditQueryOf(search: string): AdminAuditQuery {
  const p = new URLSearchParams(search);
  const staff = Number(p.get('staff_id'));
  const page = Number(p.get('page'));
  const kind = p.get('record_kind');
  const record = p.get('record_id')?.trim();
  const q: AdminAuditQuery = {
    staff_id: Number.isInteger(staff) && staff > 0 ? staff : undefined,
    record_kind: kind && (AUDIT_RECORD_KINDS as readonly string[]).includes(kind) ? (kind as AuditRecordKind) : undefined,
    record_id: record ? record : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as AdminAuditQuery;
}

export function auditSearchOf(query: AdminAuditQuery): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') p.set(k, String(v));
  return p.toString();
}
