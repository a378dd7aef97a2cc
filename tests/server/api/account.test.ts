import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../contract/endpoints';
import type { UserInfo } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { newEmail, register, signIn, visitorToken } from '../helpers/sessions';
import { errorsOf, manyCustomers } from '../helpers/checkout';

describe.each(backends())('account settings: changeAllInformation and changePassword (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const change = (token: string, form: Record<string, string>) => t.api<UserInfo>('PUT', paths.changeAllInformation, { token, form });
  const newPassword = (token: string, form: Record<string, string>) => t.api('POST', paths.changePassword, { token, form });

  it('saves the name and e-mail, and the customer signs in with the new e-mail', async () => {
    const email = newEmail('settings');
    const { access_token: token } = await register(t, email);
    const next = newEmail('renamed');
    const res = await change(token, { firstname: ' Ada ', lastname: 'Lovelace', email: next.toUpperCase() });
    expect([res.status, res.body.msg]).toEqual([200, messages.informationSaved]);
    expect(res.body.data).toMatchObject({ firstname: 'Ada', lastname: 'Lovelace', email: next.toUpperCase() });
    expect((await t.api<UserInfo>('GET', paths.userInfo, { token })).body.data.firstname).toBe('Ada');
    await signIn(t, next, 'secret123');
  });

  it("refuses another account's e-mail (any case) on the field, and bad fields with the spec's messages", async () => {
    const taken = newEmail('taken');
    await register(t, taken);
    const { access_token: token } = await register(t, newEmail('mine'));
    const clash = await change(token, { firstname: 'A', lastname: 'B', email: taken.toUpperCase() });
    expect([clash.status, errorsOf(clash).email]).toEqual([422, messages.emailTaken]);
    const bad = await change(token, { firstname: '', lastname: '  ', email: 'not-an-email' });
    expect(bad.status).toBe(422);
    expect(errorsOf(bad)).toEqual({ firstname: messages.firstnameRequired, lastname: messages.lastnameRequired, email: messages.emailInvalid });
  });

  it('changes the password only with the current one, keeps this session and ends the others', async () => {
    const email = newEmail('pw');
    const { access_token: here } = await register(t, email);
    const { access_token: elsewhere } = await signIn(t, email, 'secret123');

    const wrong = await newPassword(here, { old_password: 'nope-nope', password: 'newpass1', c_password: 'newpass1' });
    expect([wrong.status, errorsOf(wrong).old_password]).toEqual([422, messages.currentPasswordWrong]);
    const short = await newPassword(here, { old_password: 'secret123', password: 'abc', c_password: 'abc' });
    expect(errorsOf(short).password).toBe(messages.passwordLength);
    const differ = await newPassword(here, { old_password: 'secret123', password: 'newpass1', c_password: 'newpass2' });
    expect(errorsOf(differ).c_password).toBe(messages.passwordsDiffer);
    const missing = await newPassword(here, { old_password: '', password: 'newpass1', c_password: 'newpass1' });
    expect(errorsOf(missing).old_password).toBe(messages.currentPasswordRequired);
    // Nothing changed so far: the old password still works and both sessions live.
    expect((await t.api('GET', paths.userInfo, { token: elsewhere })).status).toBe(200);

    const ok = await newPassword(here, { old_password: 'secret123', password: 'newpass1', c_password: 'newpass1' });
    expect([ok.status, ok.body.msg]).toEqual([200, messages.passwordChanged]);
    expect((await t.api('GET', paths.userInfo, { token: here })).status).toBe(200);
    const ended = await t.api('GET', paths.userInfo, { token: elsewhere });
    expect(ended.body.code).toBe(30001);
    await signIn(t, email, 'newpass1');
    const old = await t.api('POST', paths.login, { form: { email, password: 'secret123' } });
    expect(old.status).toBe(422);
  });

  it('is for customers only: a visitor gets 403, no token 401', async () => {
    const visitor = await visitorToken(t);
    expect((await change(visitor, { firstname: 'A', lastname: 'B', email: newEmail() })).status).toBe(403);
    expect((await newPassword(visitor, { old_password: 'x', password: 'newpass1', c_password: 'newpass1' })).status).toBe(403);
    expect((await t.api('PUT', paths.changeAllInformation, { form: { firstname: 'A' } })).status).toBe(401);
  });
});
