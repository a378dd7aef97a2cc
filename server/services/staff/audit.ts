import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { AuditEntry, AuditRecordKind } from '../../../contract/staff';
import type { ListPage } from '../../../contract/orders';
import type { AuditQuery } from '../../../contract/schemas/staff';
import type { StaffActor } from './tokens';

export type { StaffActor };

/** Who made a change: a signed-in member, the staff CLI at a terminal, or the shop itself. */
export type AuditActor = StaffActor | 'cli' | 'system';

export interface AuditInput {
  action: string;
  record_kind: AuditRecordKind;
  record_id: string | number;
  before?: object | null;
  after?: object | null;
}

/** Keys never written to the log, at any depth: secrets stay out of it whatever a caller passes. */
const SECRET = /password|token_?hash|secret/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (SECRET.test(k) ? [] : [[k, withoutSecrets(v)]])));
  }
  return value;
}

const snapshot = (v: object | null | undefined) => (v == null ? null : (withoutSecrets(v) as Record<string, unknown>));

/**
 * Appends one entry to the audit log, inside the transaction of the change it records (so a change
 * rolled back leaves no entry). Append-only: nothing updates or deletes an entry.
 */
export async function recordAudit(tx: Db, actor: AuditActor, entry: AuditInput): Promise<void> {
  await tx.insert(auditLog).values({
    staffId: typeof actor === 'object' ? actor.id : null,
    actor: typeof actor === 'object' ? actor.email : actor,
    action: entry.action.slice(0, 60),
    recordKind: entry.record_kind,
    recordId: String(entry.record_id).slice(0, 60),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}

type AuditRow = typeof auditLog.$inferSelect;

const toEntry = (r: AuditRow): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  staff_id: r.staffId,
  actor: r.actor,
  action: r.action,
  record_kind: r.recordKind,
  record_id: r.recordId,
  before: r.before ?? null,
  after: r.after ?? null,
});

/** GET api/admin/audit: one page, newest first, filtered by member, kind of record and record. */
export async function listAudit(db: Db, q: AuditQuery): Promise<ListPage<AuditEntry>> {
  const where: SQL[] = [];
  if (q.staff_id) where.push(eq(auditLog.staffId, q.staff_id));
  if (q.record_kind) where.push(eq(auditLog.recordKind, q.record_kind));
  if (q.record_id) where.push(eq(auditLog.recordId, q.record_id));
  const filter = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(filter)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(auditLog).where(filter),
  ]);
  return { items: rows.map(toEntry), page: q.page, page_size: q.page_size, total: total?.n ?? 0 };
}
