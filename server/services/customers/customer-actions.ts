import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminCustomerDetail } from '../../../contract/admin';
import { said } from '../../../contract/messages';
import type { AdminBusinessDecisionInput } from '../../../contract/schemas/admin-customers';
import type { Db } from '../../db/client';
import { businessProfiles, tokens, users } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { sendPasswordReset } from '../auth/password-reset';
import { recordAudit, type StaffActor } from '../staff/audit';
import { customerDetail } from './customers-read';

// The console's changes to a customer (customers.manage), each in one transaction with its audit entry.

type CustomerApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

async function userOf(db: Db, userId: number, lock = false) {
  const q = db.select().from(users).where(eq(users.id, userId)).limit(1);
  const [user] = lock ? await q.for('update') : await q;
  if (!user) throw notFound(said('customerNotFound'));
  return user;
}

/**
 * POST api/admin/customers/{id}/business: approves or declines the customer's business account
 * (with BUSINESS_APPROVAL on, wholesale prices start or stop with it: `isBusinessBuyer`), and mails
 * the customer the decision (a decline with its reason, when given). A customer without a business
 * profile: 409. Deciding what is already decided changes nothing and mails nothing.
 */
export async function decideBusiness(
  app: CustomerApp,
  actor: StaffActor,
  userId: number,
  input: AdminBusinessDecisionInput,
): Promise<AdminCustomerDetail> {
  const status = input.decision === 'approve' ? 'approved' : 'declined';
  const changed = await app.db.transaction(async (tx) => {
    const user = await userOf(tx, userId);
    const [profile] = await tx.select().from(businessProfiles).where(eq(businessProfiles.userId, userId)).for('update');
    if (!profile) throw conflict(null, said('businessProfileMissing'));
    if (profile.status === status) return null;
    await tx.update(businessProfiles).set({ status, decidedAt: new Date() }).where(eq(businessProfiles.userId, userId));
    await recordAudit(tx, actor, {
      action: `customer.business_${input.decision}`,
      record_kind: 'customer',
      record_id: userId,
      before: { business_status: profile.status },
      after: { business_status: status, ...(input.reason ? { reason: input.reason } : {}) },
    });
    return { user, company: profile.companyName };
  });
  if (changed) {
    const { user, company } = changed;
    const approved = status === 'approved';
    await app.mailer.send({
      kind: approved ? 'business-approved' : 'business-declined',
      to: user.email,
      subject: approved ? 'Your Optic Shop business account is approved' : 'About your Optic Shop business account',
      text: approved
        ? `Hello ${user.firstname},\n\nWe have approved the business account of ${company}. Signed in, you now see our wholesale prices and can use the business services (pre-orders, reorder, custom logos, drop shipping).\n\n${app.config.publicUrl}/account\n\nOptic Shop customer service\n`
        : `Hello ${user.firstname},\n\nWe could not approve the business account of ${company}.` +
          (input.reason ? `\n\n${input.reason}` : '') +
          `\n\nYou can still shop at our retail prices. If something in your business details was wrong, correct it in your account settings and we will look at it again.\n\n${app.config.publicUrl}/account\n\nOptic Shop customer service\n`,
    });
  }
  return customerDetail(app.db, app.config, userId);
}

/**
 * POST api/admin/customers/{id}/password-reset: mails the customer a reset link, as "forgot
 * password" does (services/auth/password-reset.ts: only the newest link works), and records it.
 */
export async function sendCustomerPasswordReset(app: CustomerApp, actor: StaffActor, userId: number): Promise<void> {
  const user = await userOf(app.db, userId);
  await sendPasswordReset(app, user.email);
  await app.db.transaction((tx) =>
    recordAudit(tx, actor, {
      action: 'customer.password_reset',
      record_kind: 'customer',
      record_id: userId,
      before: null,
      after: { sent_to: user.email },
    }),
  );
}

/**
 * POST api/admin/customers/{id}/disable: the account is disabled and every token of it revoked in
 * one transaction, so its sessions end at once (their next call is a 401) and sign-in is refused
 * (services/auth/sign-in.ts); its orders stay. Disabling a disabled account changes nothing.
 */
export async function disableCustomer(app: CustomerApp, actor: StaffActor, userId: number): Promise<AdminCustomerDetail> {
  await app.db.transaction(async (tx) => {
    const user = await userOf(tx, userId, true);
    if (user.disabledAt) return;
    const at = new Date();
    await tx.update(users).set({ disabledAt: at }).where(eq(users.id, userId));
    const revoked = await tx
      .update(tokens)
      .set({ revokedAt: at })
      .where(and(eq(tokens.userId, userId), isNull(tokens.revokedAt)))
      .returning({ id: tokens.id });
    await recordAudit(tx, actor, {
      action: 'customer.disable',
      record_kind: 'customer',
      record_id: userId,
      before: { disabled: false },
      after: { disabled: true, sessions_ended: revoked.length },
    });
  });
  return customerDetail(app.db, app.config, userId);
}

/** POST api/admin/customers/{id}/enable: the customer can sign in again (ended sessions stay ended). */
export async function enableCustomer(app: CustomerApp, actor: StaffActor, userId: number): Promise<AdminCustomerDetail> {
  await app.db.transaction(async (tx) => {
    await userOf(tx, userId, true);
    const [row] = await tx
      .update(users)
      .set({ disabledAt: null })
      .where(and(eq(users.id, userId), isNotNull(users.disabledAt)))
      .returning({ id: users.id });
    if (!row) return;
    await recordAudit(tx, actor, {
      action: 'customer.enable',
      record_kind: 'customer',
      record_id: userId,
      before: { disabled: true },
      after: { disabled: false },
    });
  });
  return customerDetail(app.db, app.config, userId);
}
