import { adminPaths, type AdminAuditQuery } from '../../../../contract/admin';
import type { ListPage } from '../../../../contract/orders';
import type { AuditEntry } from '../../../../contract/staff';
import { adminHttp } from '../../app/admin-http';

/** The audit log (audit.read): newest first, filtered by member, kind of record and record. */
export const auditApi = {
  list: (query: AdminAuditQuery, signal?: AbortSignal) =>
    adminHttp<ListPage<AuditEntry>>('get', adminPaths.audit, { query: { ...query } as Record<string, string | number | undefined>, signal }),
};
