import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminPaths } from '../../../../contract/admin';
import { messages } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import { ROLE_PERMISSIONS, type AuditEntry, type StaffMember, type StaffSelf, type StaffSession } from '../../../../contract/staff';
import type { ListPage } from '../../../../contract/orders';
import { staffLinks } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { mailsTo } from '../../helpers/checkout';
import { newEmail } from '../../helpers/sessions';
import { STAFF_TEST_PASSWORD, staffMember, staffSignIn } from '../../helpers/staff';

describe.each(backends())('staff management: invite, roles, disable, own password, the audit log (%s)', (backend) => {
  let t: TestApp;
  let owner: { id: number; email: string; token: string };
  beforeAll(async () => {
    t = await startTestApp(backend, { authRateLimit: { max: 10_000, windowMs: 60_000 } });
    const m = await staffMember(t, 'owner');
    owner = { ...m, token: (await staffSignIn(t, m.email)).access_token };
  });
  afterAll(async () => {
    await t?.close();
  });

  const invite = (email: string, role = 'support') => t.api<StaffMember>('POST', adminPaths.invite, { token: owner.token, body: { email, role } });
  const linkIn = async (email: string) => {
    const [mail] = await mailsTo(t, email);
    expect(mail?.kind).toBe('staff-invite');
    const url = /http\S+\/admin\/invite\?token=[\w-]+/.exec(mail!.text)![0];
    return new URL(url).searchParams.get('token')!;
  };
  const accept = (token: string) =>
    t.api<StaffSession>('POST', adminPaths.acceptInvite, { body: { token, name: 'New Member', password: 'member-password-1' } });
  const audit = async (query = '') => (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?${query}`, { token: owner.token })).body.data;

  it('invites by mail; the link shows whom it is for, sets the password and signs in once; a reuse is refused', async () => {
    const email = newEmail('invited');
    const res = await invite(email, 'fulfilment');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ msg: consoleMessages.staffInvited, data: { email, role: 'fulfilment', status: 'invited' } });
    const token = await linkIn(email);
    expect((await t.api('GET', `${adminPaths.acceptInvite}?token=${token}`)).body.data).toEqual({ email, role: 'fulfilment' });
    // Invited, not yet signed in: no password opens a session.
    expect((await t.api('POST', adminPaths.signIn, { body: { email, password: 'member-password-1' } })).status).toBe(422);
    const session = await accept(token);
    expect(session.status, session.text).toBe(200);
    expect(session.body.data.member).toMatchObject({ email, role: 'fulfilment', status: 'active', name: 'New Member' });
    const reused = await accept(token);
    expect(reused.status).toBe(422);
    expect(reused.body.msg).toBe(consoleMessages.staffInviteInvalid);
    expect((await t.api('GET', `${adminPaths.acceptInvite}?token=${token}`)).body.msg).toBe(consoleMessages.staffInviteInvalid);
    // The same e-mail cannot be invited twice.
    expect((await invite(email.toUpperCase())).body.data).toMatchObject({ errors: { email: consoleMessages.staffEmailTaken } });
  });

  it('refuses an expired invitation with its own words', async () => {
    const email = newEmail('late');
    const { body } = await invite(email);
    const token = await linkIn(email);
    await t.db
      .update(staffLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffLinks.staffId, body.data.id));
    const res = await accept(token);
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(consoleMessages.staffInviteExpired);
  });

  it('changes a role (the member may do what the new role may at once) and keeps the last owner', async () => {
    const m = await staffMember(t, 'support');
    const token = (await staffSignIn(t, m.email)).access_token;
    const res = await t.api<StaffMember>('POST', adminPaths.staffRole(m.id), { token: owner.token, body: { role: 'manager' } });
    expect(res.body.data.role).toBe('manager');
    const me = await t.api<StaffSelf>('GET', adminPaths.me, { token });
    expect(me.body.data.permissions).toEqual([...ROLE_PERMISSIONS.manager]);
    expect((await t.api('GET', adminPaths.audit, { token })).status).toBe(200);
    // A manager cannot manage staff, nor give themselves the right.
    const self = await t.api('POST', adminPaths.staffRole(m.id), { token, body: { role: 'owner' } });
    expect(self.status).toBe(403);
    expect((await t.api('POST', adminPaths.staffRole(m.id), { token: owner.token, body: { role: 'boss' } })).body.data.errors.role).toBe(
      consoleMessages.staffRoleInvalid,
    );
    expect((await t.api('POST', adminPaths.staffRole(999_999), { token: owner.token, body: { role: 'content' } })).status).toBe(404);
  });

  it('disables a member: their token stops at once; enabling lets them sign in again; nobody disables themselves or the last owner', async () => {
    const m = await staffMember(t, 'fulfilment');
    const token = (await staffSignIn(t, m.email)).access_token;
    expect((await t.api('GET', adminPaths.me, { token })).status).toBe(200);
    const res = await t.api<StaffMember>('POST', adminPaths.staffDisable(m.id), { token: owner.token });
    expect(res.body.data.status).toBe('disabled');
    expect((await t.api('GET', adminPaths.me, { token })).status).toBe(401);
    expect((await t.api('POST', adminPaths.staffEnable(m.id), { token: owner.token })).body.data.status).toBe('active');
    // The old token stays dead; a new sign-in works.
    expect((await t.api('GET', adminPaths.me, { token })).status).toBe(401);
    await staffSignIn(t, m.email);

    const selfDisable = await t.api('POST', adminPaths.staffDisable(owner.id), { token: owner.token });
    expect(selfDisable.status).toBe(409);
    expect(selfDisable.body.msg).toBe(consoleMessages.staffSelfDisable);
    const demote = await t.api('POST', adminPaths.staffRole(owner.id), { token: owner.token, body: { role: 'manager' } });
    expect(demote.status).toBe(409);
    expect(demote.body.msg).toBe(consoleMessages.staffLastOwner);
  });

  it('lets a member change their own password: the current one checked, their other sessions end', async () => {
    const m = await staffMember(t, 'content');
    const a = (await staffSignIn(t, m.email)).access_token;
    const b = (await staffSignIn(t, m.email)).access_token;
    const wrong = await t.api('POST', adminPaths.password, {
      token: a,
      body: { current_password: 'not-it-at-all', new_password: 'new-password-22' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data.errors.current_password).toBe(messages.currentPasswordWrong);
    const ok = await t.api('POST', adminPaths.password, {
      token: a,
      body: { current_password: STAFF_TEST_PASSWORD, new_password: 'new-password-22' },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.msg).toBe(messages.passwordChanged);
    expect((await t.api('GET', adminPaths.me, { token: a })).status).toBe(200);
    expect((await t.api('GET', adminPaths.me, { token: b })).status).toBe(401);
    expect((await t.api('POST', adminPaths.signIn, { body: { email: m.email, password: STAFF_TEST_PASSWORD } })).status).toBe(422);
    await staffSignIn(t, m.email, 'new-password-22');
  });

  it('records every change with who, before and after (never a password hash), newest first, filtered; nothing edits an entry', async () => {
    const m = await staffMember(t, 'support');
    await t.api('POST', adminPaths.staffRole(m.id), { token: owner.token, body: { role: 'catalogue' } });
    await t.api('POST', adminPaths.staffDisable(m.id), { token: owner.token });
    const page = await audit(`record_kind=staff&record_id=${m.id}`);
    expect(page.items.map((e) => e.action)).toEqual(['staff.disable', 'staff.role', 'staff.add']);
    const [disable, role] = page.items;
    expect(role).toMatchObject({
      staff_id: owner.id,
      actor: owner.email,
      record_kind: 'staff',
      record_id: String(m.id),
      before: { email: m.email, role: 'support', status: 'active' },
      after: { email: m.email, role: 'catalogue', status: 'active' },
    });
    expect(disable).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
    const everything = JSON.stringify((await audit('page_size=100')).items);
    expect(everything).not.toMatch(/argon2|password_?hash/i);
    // By member, paginated.
    const mine = await audit(`staff_id=${owner.id}&page_size=1`);
    expect(mine.items).toHaveLength(1);
    expect(mine.total).toBeGreaterThanOrEqual(2);
    expect(mine.items[0]!.staff_id).toBe(owner.id);
    expect((await t.api('GET', `${adminPaths.audit}?record_kind=nothing`, { token: owner.token })).status).toBe(422);
    // No route changes an entry.
    for (const method of ['PUT', 'DELETE', 'PATCH', 'POST']) {
      expect((await t.api(method, adminPaths.audit, { token: owner.token, body: {} })).status).toBe(404);
      expect((await t.api(method, `${adminPaths.audit}/${page.items[0]!.id}`, { token: owner.token, body: {} })).status).toBe(404);
    }
    const doc = (await t.api('GET', 'docs/openapi.json')).body as unknown as { paths: Record<string, Record<string, unknown>> };
    const auditOps = Object.entries(doc.paths).filter(([p]) => p.startsWith(`/${adminPaths.audit}`));
    expect(auditOps.flatMap(([, ops]) => Object.keys(ops))).toEqual(['get']);
  });

  it('lets only staff.manage list and change staff', async () => {
    const m = await staffMember(t, 'manager');
    const token = (await staffSignIn(t, m.email)).access_token;
    expect((await t.api('GET', adminPaths.staff, { token })).status).toBe(403);
    const list = await t.api<StaffMember[]>('GET', adminPaths.staff, { token: owner.token });
    expect(list.body.data.some((x) => x.id === m.id && x.role === 'manager')).toBe(true);
  });
});
