import { and, asc, count, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { staffMembers } from '../../db/schema';
import { said } from '../../../contract/messages';
import type { StaffMember, StaffRole } from '../../../contract/staff';
import type { StaffInviteInput, StaffPasswordInput } from '../../../contract/schemas/staff';
import { conflict, invalid } from '../../errors';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { recordAudit, type AuditActor } from './audit';
import { createInvitation, inviteUrl, staffEmailTaken } from './links';
import { auditView, findStaffByEmail, staffById, toMember, type StaffRow } from './members';
import { clearSignInFailures } from './sign-in';
import { revokeStaffTokensOf, type StaffActor } from './tokens';

/** What inviting uses of the app: the database, the mailer, the public origin. */
export type StaffApp = Pick<FastifyInstance, 'db' | 'mailer' | 'config'>;

/** GET api/admin/staff: every member, oldest first. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db.select().from(staffMembers).orderBy(asc(staffMembers.id));
  return rows.map(toMember);
}

/** The mail of an invitation: who invited, as what, and the set-password link. */
function invitationMail(to: string, role: StaffRole, url: string) {
  const text = [
    'Hello,',
    '',
    `You have been invited to the Optic Shop console as ${role}.`,
    `Set your password here (the link works once, for 72 hours): ${url}`,
    '',
    'If you did not expect this, ignore this mail.',
  ].join('\n');
  return { to, subject: 'Your invitation to the Optic Shop console', text, kind: 'staff-invite' };
}

/** POST api/admin/staff/invite: a new member, mailed a set-password link valid 72 hours. */
export async function inviteStaff(app: StaffApp, actor: StaffActor, input: StaffInviteInput): Promise<StaffMember> {
  const { member, token } = await app.db.transaction((tx) => createInvitation(tx, actor, input.email, input.role));
  await app.mailer.send(invitationMail(member.email, member.role, inviteUrl(app.config.publicUrl, token)));
  return toMember(member);
}

/** Active owners other than `id`: a change that would leave none is refused. */
async function otherActiveOwners(tx: Db, id: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(staffMembers)
    .where(and(eq(staffMembers.role, 'owner'), isNull(staffMembers.disabledAt), isNotNull(staffMembers.passwordHash), ne(staffMembers.id, id)));
  return row?.n ?? 0;
}

type Change = Partial<Pick<typeof staffMembers.$inferInsert, 'role' | 'disabledAt'>>;

/** One change of a member, audited with its before and after, in one transaction. */
async function change(db: Db, actor: AuditActor, id: number, action: string, decide: (tx: Db, row: StaffRow) => Promise<Change | null>) {
  return db.transaction(async (tx) => {
    const before = await staffById(tx, id);
    const set = await decide(tx, before);
    if (!set) return toMember(before);
    const [after] = await tx.update(staffMembers).set(set).where(eq(staffMembers.id, id)).returning();
    await recordAudit(tx, actor, { action, record_kind: 'staff', record_id: id, before: auditView(before), after: auditView(after!) });
    return toMember(after!);
  });
}

/** POST api/admin/staff/{id}/role: the last active owner keeps the role. */
export function changeRole(db: Db, actor: AuditActor, id: number, role: StaffRole): Promise<StaffMember> {
  return change(db, actor, id, 'staff.role', async (tx, row) => {
    if (row.role === role) return null;
    if (row.role === 'owner' && (await otherActiveOwners(tx, id)) === 0) throw conflict(null, said('staffLastOwner'));
    return { role };
  });
}

/** POST api/admin/staff/{id}/disable: every token of theirs stops working at once. Nobody disables themselves, nor the last owner. */
export function disableStaff(db: Db, actor: AuditActor, id: number): Promise<StaffMember> {
  return change(db, actor, id, 'staff.disable', async (tx, row) => {
    if (typeof actor === 'object' && actor.id === id) throw conflict(null, said('staffSelfDisable'));
    if (row.disabledAt) return null;
    if (row.role === 'owner' && (await otherActiveOwners(tx, id)) === 0) throw conflict(null, said('staffLastOwner'));
    await revokeStaffTokensOf(tx, id);
    return { disabledAt: new Date() };
  });
}

/** POST api/admin/staff/{id}/enable */
export function enableStaff(db: Db, actor: AuditActor, id: number): Promise<StaffMember> {
  return change(db, actor, id, 'staff.enable', async (_tx, row) => (row.disabledAt ? { disabledAt: null } : null));
}

/** POST api/admin/staff/{id}/unlock: the sign-in lock is lifted and the failures forgotten. */
export async function unlockStaff(db: Db, actor: AuditActor, id: number): Promise<StaffMember> {
  return db.transaction(async (tx) => {
    const before = await staffById(tx, id);
    await clearSignInFailures(tx, before);
    const after = await staffById(tx, id);
    await recordAudit(tx, actor, {
      action: 'staff.unlock',
      record_kind: 'staff',
      record_id: id,
      before: { ...auditView(before), locked_until: toMember(before).locked_until },
      after: { ...auditView(after), locked_until: null },
    });
    return toMember(after);
  });
}

/** POST api/admin/auth/password: the current password checked; the member's other sessions end. */
export async function changeOwnPassword(db: Db, actor: StaffActor, input: StaffPasswordInput): Promise<void> {
  const me = await staffById(db, actor.id);
  if (!me.passwordHash || !(await verifyPassword(me.passwordHash, input.current_password))) {
    throw invalid({ current_password: said('currentPasswordWrong') });
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(staffMembers).set({ passwordHash }).where(eq(staffMembers.id, actor.id));
    await revokeStaffTokensOf(tx, actor.id, actor.tokenId);
    await recordAudit(tx, actor, { action: 'staff.password', record_kind: 'staff', record_id: actor.id });
  });
}

/**
 * An active member with a password, at once (the tests' `staffToken`, the journeys' api/dev/staff);
 * audited as `actor`. The console invites instead.
 */
export async function addActiveMember(
  db: Db,
  actor: AuditActor,
  input: { email: string; role: StaffRole; password: string; name?: string },
): Promise<StaffMember> {
  if (await findStaffByEmail(db, input.email)) throw staffEmailTaken();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffMembers)
      .values({ email: input.email.trim(), name: input.name ?? '', role: input.role, passwordHash })
      .returning();
    await recordAudit(tx, actor, { action: 'staff.add', record_kind: 'staff', record_id: row!.id, after: auditView(row!) });
    return toMember(row!);
  });
}
