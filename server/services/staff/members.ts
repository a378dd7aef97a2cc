import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { ROLE_PERMISSIONS, type StaffMember, type StaffSelf, type StaffStatus } from '../../../contract/staff';
import { said } from '../../../contract/messages';
import { notFound } from '../../errors';

export type StaffRow = typeof staffMembers.$inferSelect;

/** Invited until a password is set, disabled once `disabled_at` is set, else active. */
export function statusOf(row: StaffRow): StaffStatus {
  if (row.disabledAt) return 'disabled';
  return row.passwordHash ? 'active' : 'invited';
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: statusOf(row),
    locked_until: row.lockedUntil && row.lockedUntil.getTime() > Date.now() ? row.lockedUntil.toISOString() : null,
    last_sign_in_at: iso(row.lastSignInAt),
    created_at: row.createdAt.toISOString(),
  };
}

export function toSelf(row: StaffRow): StaffSelf {
  return { ...toMember(row), permissions: [...ROLE_PERMISSIONS[row.role]] };
}

/** What the audit log keeps of a member: never the password hash. */
export function auditView(row: StaffRow): Record<string, unknown> {
  return { email: row.email, name: row.name, role: row.role, status: statusOf(row) };
}

/** E-mails are one account whatever their case (the unique index is on lower(email)). */
export const sameEmail = (email: string) => sql`lower(${staffMembers.email}) = lower(${email.trim()})`;

export async function findStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(sameEmail(email)).limit(1);
  return row;
}

export async function findStaffById(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row;
}

/** A member the request names, or 404. */
export async function staffById(db: Db, id: number): Promise<StaffRow> {
  const row = await findStaffById(db, id);
  if (!row) throw notFound(said('staffNotFound'));
  return row;
}

/** Whether the shop has any staff account yet (none: the first owner's setup link is offered). */
/**
 * Whether the shop has an owner. Until it has, the setup link (printed on start) can make one, even
 * when other members exist (made by `npm run staff -- add` or, in journeys, api/dev/staff).
 */
export async function hasOwner(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: staffMembers.id }).from(staffMembers).where(eq(staffMembers.role, 'owner')).limit(1);
  return !!row;
}
