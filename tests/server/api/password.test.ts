import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import { outbox, passwordResets } from '../../../server/db/schema';
import { hashToken } from '../../../server/services/auth/secrets';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { newEmail, register, signIn } from '../helpers/sessions';

async function lastMailTo(t: TestApp, to: string) {
  const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  return mail;
}

function tokenOf(text: string): string {
  const m = /http:\/\/shop\.test\/forgot-password\?token=([\w-]+)/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return m[1]!;
}

describe.each(backends())('POST api/forgotPassword and api/resetPassword (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('answers an unknown address like a known one and sends nothing', async () => {
    const email = newEmail('ghost');
    const res = await t.api('POST', paths.forgotPassword, { form: { email } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: messages.resetSent, key: 'resetSent', data: null });
    expect(await lastMailTo(t, email)).toBeUndefined();
  });

  it('retires an earlier link when a new one is asked for', async () => {
    const email = newEmail('twice');
    await register(t, email, 'old-secret');
    await t.api('POST', paths.forgotPassword, { form: { email } });
    const first = tokenOf((await lastMailTo(t, email))!.text);
    await t.api('POST', paths.forgotPassword, { form: { email } });
    const second = tokenOf((await lastMailTo(t, email))!.text);
    expect(second).not.toBe(first);

    const stale = await t.api('POST', paths.resetPassword, { form: { token: first, password: 'new-secret', c_password: 'new-secret' } });
    expect(stale.status).toBe(422);
    expect(stale.body.data.errors).toEqual({ token: messages.resetTokenInvalid });
    const fresh = await t.api('POST', paths.resetPassword, { form: { token: second, password: 'new-secret', c_password: 'new-secret' } });
    expect(fresh.status).toBe(200);
  });

  it('mails a one-time link that resets the password once and ends every session', async () => {
    const email = newEmail();
    const session = await register(t, email, 'old-secret');

    const res = await t.api('POST', paths.forgotPassword, { form: { email: email.toUpperCase() } });
    expect(res.body).toEqual({ code: 200, msg: messages.resetSent, key: 'resetSent', data: null });
    const mail = await lastMailTo(t, email);
    expect(mail).toMatchObject({ kind: 'password-reset', to: email });
    const token = tokenOf(mail!.text);
    const [stored] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    expect(stored).toMatchObject({ userId: session.user.id, usedAt: null });
    expect(stored!.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const reset = await t.api('POST', paths.resetPassword, { form: { token, password: 'new-secret', c_password: 'new-secret' } });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ code: 200, msg: messages.passwordChanged, key: 'passwordChanged', data: null });

    expect((await t.api('GET', paths.userInfo, { token: session.access_token })).body.code).toBe(30001);
    await signIn(t, email, 'new-secret');
    expect((await t.api('POST', paths.login, { form: { email, password: 'old-secret' } })).status).toBe(422);

    const again = await t.api('POST', paths.resetPassword, { form: { token, password: 'third-secret', c_password: 'third-secret' } });
    expect(again.status).toBe(422);
    expect(again.body.data.errors).toEqual({ token: messages.resetTokenInvalid });
    await signIn(t, email, 'new-secret');
  });

  it('refuses an expired or unknown token', async () => {
    const email = newEmail();
    await register(t, email);
    await t.api('POST', paths.forgotPassword, { form: { email } });
    const token = tokenOf((await lastMailTo(t, email))!.text);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, hashToken(token)));
    for (const tk of [token, 'no-such-token']) {
      const res = await t.api('POST', paths.resetPassword, { form: { token: tk, password: 'new-secret', c_password: 'new-secret' } });
      expect(res.status).toBe(422);
      expect(res.body.data.errors).toEqual({ token: messages.resetTokenInvalid });
    }
    await signIn(t, email, 'secret123');
  });

  it('checks its fields', async () => {
    const forgot = await t.api('POST', paths.forgotPassword, { form: { email: 'nope' } });
    expect(forgot.status).toBe(422);
    expect(forgot.body.data.errors).toEqual({ email: messages.emailInvalid });
    const reset = await t.api('POST', paths.resetPassword, { form: { password: '123', c_password: '456' } });
    expect(reset.status).toBe(422);
    expect(reset.body.data.errors).toEqual({
      token: messages.resetTokenInvalid,
      password: messages.passwordLength,
      c_password: messages.passwordsDiffer,
    });
  });
});
