import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPaths } from '../../../../contract/admin';
import { messages } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import { STAFF_SIGN_IN_MAX_FAILURES, type StaffMember } from '../../../../contract/staff';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail } from '../../helpers/sessions';
import { STAFF_TEST_PASSWORD, staffMember, staffSignIn, staffToken } from '../../helpers/staff';

describe.each(backends())('staff sign-in: the per-account lock, disabled members, the per-IP limit (%s)', (backend) => {
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    // The per-IP limit far away, so the per-account lock is what answers.
    t = await startTestApp(backend, { authRateLimit: { max: 10_000, windowMs: 60_000 } });
    limited = await startTestApp(backend, { authRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(async () => {
    await t?.close();
    await limited?.close();
  });

  const signIn = (email: string, password: string, app = t) => app.api('POST', adminPaths.signIn, { body: { email, password } });
  const fail = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) {
      const res = await signIn(email, 'wrong-password-1');
      expect(res.status, res.text).toBe(422);
      expect(res.body.msg).toBe(messages.wrongCredentials);
    }
  };

  it('locks an account after 10 failures: even the right password is refused, with a clear message; the owner lifts it', async () => {
    const member = await staffMember(t, 'fulfilment');
    await fail(member.email, STAFF_SIGN_IN_MAX_FAILURES - 1);
    // Nine failures: the right password still opens a session (and clears the count).
    await staffSignIn(t, member.email);
    await fail(member.email, STAFF_SIGN_IN_MAX_FAILURES);
    const locked = await signIn(member.email, STAFF_TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ code: 429, msg: consoleMessages.staffLocked, key: 'staffLocked' });
    // The lock is on the account, whatever the case the e-mail is typed in.
    expect((await signIn(member.email.toUpperCase(), STAFF_TEST_PASSWORD)).status).toBe(429);
    // Another account signs in as before.
    const other = await staffMember(t, 'support');
    await staffSignIn(t, other.email);

    const owner = await staffToken(t, 'owner');
    const list = await t.api<StaffMember[]>('GET', adminPaths.staff, { token: owner });
    expect(list.body.data.find((m) => m.id === member.id)!.locked_until).not.toBeNull();
    const unlocked = await t.api<StaffMember>('POST', adminPaths.staffUnlock(member.id), { token: owner });
    expect(unlocked.status, unlocked.text).toBe(200);
    expect(unlocked.body.data.locked_until).toBeNull();
    await staffSignIn(t, member.email);
  });

  it('counts failures of an unknown e-mail too: it locks the same way, so nothing tells whether an account exists', async () => {
    const nobody = newEmail('nobody');
    await fail(nobody, STAFF_SIGN_IN_MAX_FAILURES);
    const res = await signIn(nobody, 'wrong-password-1');
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe(consoleMessages.staffLocked);
  });

  it('refuses a disabled member: the right password hears the account is disabled, a wrong one the usual words', async () => {
    const owner = await staffToken(t, 'owner');
    const member = await staffMember(t, 'catalogue');
    expect((await t.api('POST', adminPaths.staffDisable(member.id), { token: owner })).status).toBe(200);
    const right = await signIn(member.email, STAFF_TEST_PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body.msg).toBe(consoleMessages.staffDisabled);
    expect((await signIn(member.email, 'wrong-password-1')).body.msg).toBe(messages.wrongCredentials);
  });

  it('refuses bad input with the field messages, never a 500', async () => {
    const res = await t.api('POST', adminPaths.signIn, { body: { email: 'not an e-mail', password: 'x'.repeat(10_000) } });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toMatchObject({ email: messages.emailInvalid, password: messages.wrongCredentials });
  });

  it("limits sign-ins per IP as the shop's sign-in does", async () => {
    const member = await staffMember(limited, 'content');
    for (let i = 0; i < 3; i++) expect((await signIn(member.email, 'wrong-password-1', limited)).status).toBe(422);
    const res = await signIn(member.email, STAFF_TEST_PASSWORD, limited);
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe(messages.tooManyAttempts);
  });
});
