import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../contract/admin';
import type { AuditEntry, StaffSession } from '../../../contract/staff';
import { listAudit } from '../../../server/services/staff/audit';
import { staffCommand, STAFF_USAGE } from '../../../scripts/lib/staff-commands';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { newEmail } from '../helpers/sessions';

/** `npm run staff -- …` (scripts/staff.ts) is this function on the operator's built app. */
describe.each(backends())('npm run staff (%s)', (backend) => {
  let t: TestApp;
  const run = (...argv: string[]) => staffCommand(t.app, argv);
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const entriesOf = async (id: number): Promise<AuditEntry[]> =>
    (await listAudit(t.db, { record_kind: 'staff', record_id: String(id), page: 1, page_size: 10 })).items;

  it('add prints a set-password link that makes the member (an owner of a fresh install too); list shows them; audited as cli', async () => {
    expect(await run('list')).toBe('no staff accounts');
    const email = newEmail('cli-owner');
    const out = await run('add', '--email', email, '--role', 'owner');
    const url = /http\S+\/admin\/invite\?token=([\w-]+)/.exec(out);
    expect(url, out).not.toBeNull();
    const session = await t.api<StaffSession>('POST', adminPaths.acceptInvite, {
      body: { token: url![1], name: 'Owner', password: 'cli-owner-pass-1' },
    });
    expect(session.status, session.text).toBe(200);
    expect(session.body.data.member).toMatchObject({ email, role: 'owner', status: 'active' });
    expect(await run('list')).toMatch(new RegExp(`${email}\\s+Owner\\s+owner\\s+active`));
    const [entry] = await entriesOf(session.body.data.member.id).then((e) => e.filter((x) => x.action === 'staff.invite'));
    expect(entry).toMatchObject({ actor: 'cli', staff_id: null, after: { email, role: 'owner', status: 'invited' } });
  });

  it('disable ends the sessions at once; refuses an unknown e-mail, a bad role, a taken e-mail', async () => {
    const email = newEmail('cli-support');
    const out = await run('add', '--email', email, '--role', 'support');
    const token = /token=([\w-]+)/.exec(out)![1];
    const session = (await t.api<StaffSession>('POST', adminPaths.acceptInvite, { body: { token, name: 'S', password: 'cli-support-pass' } })).body
      .data;
    expect((await t.api('GET', adminPaths.me, { token: session.access_token })).status).toBe(200);
    expect(await run('disable', '--email', email.toUpperCase())).toContain('disabled');
    expect((await t.api('GET', adminPaths.me, { token: session.access_token })).status).toBe(401);
    expect((await entriesOf(session.member.id))[0]).toMatchObject({ action: 'staff.disable', actor: 'cli', after: { status: 'disabled' } });

    await expect(run('disable', '--email', newEmail('nobody'))).rejects.toThrow(/no member of staff/);
    await expect(run('add', '--email', newEmail(), '--role', 'boss')).rejects.toThrow(/Please choose a role/);
    await expect(run('add', '--email', email, '--role', 'content')).rejects.toThrow(/already exists/);
    await expect(run('disable')).rejects.toThrow(STAFF_USAGE);
  });
});
