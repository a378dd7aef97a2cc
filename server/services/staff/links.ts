import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { staffLinks, staffMembers } from '../../db/schema';
import { said } from '../../../contract/messages';
import { STAFF_INVITE_TTL_MS, type StaffRole, type StaffSession } from '../../../contract/staff';
import type { InviteInfo, SetupLinkState } from '../../../contract/admin';
import type { StaffAcceptInviteInput, StaffSetupInput } from '../../../contract/schemas/staff';
import { conflict, invalid } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/secrets';
import { isUniqueViolation } from '../platform/db-errors';
import { recordAudit, type AuditActor } from './audit';
import { auditView, findStaffByEmail, hasOwner, type StaffRow } from './members';
import { openStaffSession } from './sign-in';

/** A setup link lasts until it is used (or replaced by the next start's). */
const NEVER = new Date('9999-12-31T00:00:00Z');

const setupInvalid = () => invalid({ token: said('staffSetupInvalid') });
const inviteInvalid = () => invalid({ token: said('staffInviteInvalid') });
const ownerExists = () => conflict(null, said('staffOwnerExists'));
export const staffEmailTaken = () => invalid({ email: said('staffEmailTaken') });

/** The console's pages the links open. */
export const setupUrl = (origin: string, token: string) => `${origin.replace(/\/$/, '')}/admin/setup?token=${token}`;
export const inviteUrl = (origin: string, token: string) => `${origin.replace(/\/$/, '')}/admin/invite?token=${token}`;

/**
 * On start, when the shop has no owner: a new one-time link that creates the first owner (an unused
 * one of an earlier start is replaced). Null once an owner exists.
 */
export async function prepareSetupLink(db: Db): Promise<string | null> {
  if (await hasOwner(db)) return null;
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx.delete(staffLinks).where(and(eq(staffLinks.kind, 'setup'), isNull(staffLinks.usedAt)));
    await tx.insert(staffLinks).values({ kind: 'setup', tokenHash: hashToken(token), expiresAt: NEVER });
  });
  return token;
}

async function liveLink(db: Db, kind: 'setup' | 'invite', token: string) {
  const [link] = await db
    .select()
    .from(staffLinks)
    .where(and(eq(staffLinks.tokenHash, hashToken(token)), eq(staffLinks.kind, kind)))
    .limit(1);
  return link;
}

/**
 * On start (main.ts): when the shop has no owner, a new setup link, kept on the app (the journeys'
 * api/dev/staff-setup-link) and logged; its URL, for the terminal. Null once an owner exists.
 */
export async function announceSetupLink(app: Pick<FastifyInstance, 'db' | 'config' | 'log' | 'staffSetup'>): Promise<string | null> {
  const token = await prepareSetupLink(app.db);
  app.staffSetup.url = token ? setupUrl(app.config.publicUrl, token) : null;
  if (app.staffSetup.url) app.log.warn({ url: app.staffSetup.url }, 'no owner yet: open the setup link to create the owner');
  return app.staffSetup.url;
}

/** GET api/admin/auth/setup?token=: whether the link can still create the first owner. */
export async function setupLinkState(db: Db, token: string): Promise<SetupLinkState> {
  if (await hasOwner(db)) return { valid: false };
  const link = await liveLink(db, 'setup', token);
  return { valid: !!link && !link.usedAt };
}

/** Takes a link once: the guarded update settles two requests racing for it. */
async function takeLink(tx: Db, id: number): Promise<boolean> {
  const used = await tx
    .update(staffLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(staffLinks.id, id), isNull(staffLinks.usedAt), gt(staffLinks.expiresAt, new Date())))
    .returning({ id: staffLinks.id });
  return used.length === 1;
}

/**
 * POST api/admin/auth/setup: the first owner, signed in at once. Refused once an owner exists
 * (409), or with a wrong or used link (422 on the token).
 */
export async function setUpOwner(db: Db, input: StaffSetupInput): Promise<StaffSession> {
  if (await hasOwner(db)) throw ownerExists();
  const link = await liveLink(db, 'setup', input.token);
  if (!link || link.usedAt) throw setupInvalid();
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      if (await hasOwner(tx)) throw ownerExists();
      if (!(await takeLink(tx, link.id))) throw setupInvalid();
      const [owner] = await tx.insert(staffMembers).values({ email: input.email, name: input.name, role: 'owner', passwordHash }).returning();
      await recordAudit(tx, 'system', { action: 'staff.setup', record_kind: 'staff', record_id: owner!.id, after: auditView(owner!) });
      return openStaffSession(tx, owner!);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw ownerExists();
    throw err;
  }
}

/**
 * A new invited member (no password yet) and their set-password link, valid STAFF_INVITE_TTL_MS,
 * inside the caller's transaction; audited. An e-mail that already has an account is refused.
 */
export async function createInvitation(tx: Db, actor: AuditActor, email: string, role: StaffRole): Promise<{ member: StaffRow; token: string }> {
  if (await findStaffByEmail(tx, email)) throw staffEmailTaken();
  const [member] = await tx.insert(staffMembers).values({ email: email.trim(), role }).returning();
  const token = newToken();
  await tx.insert(staffLinks).values({
    kind: 'invite',
    tokenHash: hashToken(token),
    staffId: member!.id,
    expiresAt: new Date(Date.now() + STAFF_INVITE_TTL_MS),
  });
  await recordAudit(tx, actor, { action: 'staff.invite', record_kind: 'staff', record_id: member!.id, after: auditView(member!) });
  return { member: member!, token };
}

/** An invitation the link names, still usable: unknown or used 422, expired 422 with its own words. */
async function openInvitation(db: Db, token: string) {
  const link = await liveLink(db, 'invite', token);
  if (!link || link.usedAt || link.staffId == null) throw inviteInvalid();
  if (link.expiresAt.getTime() <= Date.now()) throw invalid({ token: said('staffInviteExpired') });
  const [member] = await db.select().from(staffMembers).where(eq(staffMembers.id, link.staffId)).limit(1);
  if (!member || member.disabledAt) throw inviteInvalid();
  return { link, member };
}

/** GET api/admin/auth/invite?token=: whom the invitation is for. */
export async function invitationInfo(db: Db, token: string): Promise<InviteInfo> {
  const { member } = await openInvitation(db, token);
  return { email: member.email, role: member.role };
}

/** POST api/admin/auth/invite: the member sets their name and password and is signed in. */
export async function acceptInvitation(db: Db, input: StaffAcceptInviteInput): Promise<StaffSession> {
  const { link, member } = await openInvitation(db, input.token);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (!(await takeLink(tx, link.id))) throw inviteInvalid();
    const [row] = await tx.update(staffMembers).set({ name: input.name, passwordHash }).where(eq(staffMembers.id, member.id)).returning();
    await recordAudit(
      tx,
      { id: row!.id, email: row!.email, role: row!.role, tokenId: 0 },
      {
        action: 'staff.accept-invite',
        record_kind: 'staff',
        record_id: row!.id,
        before: auditView(member),
        after: auditView(row!),
      },
    );
    return openStaffSession(tx, row!);
  });
}
