import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { Code } from '../../../../contract/codes';
import { messages } from '../../../../contract/messages';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, register, visitorToken } from '../../helpers/sessions';

describe.each(backends())('POST api/users/logout (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('revokes the customer token: later use of it answers 30001', async () => {
    const { access_token } = await register(t, newEmail());
    const out = await t.api('POST', paths.logout, { token: access_token });
    expect(out.status).toBe(200);
    expect(out.body.code).toBe(200);

    const me = await t.api('GET', paths.userInfo, { token: access_token });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ code: Code.tokenRevoked, msg: messages.tokenRevoked, key: 'tokenRevoked', data: null });
    expect((await t.api('GET', paths.getCart, { token: access_token })).body.code).toBe(30001);
    expect((await t.api('POST', paths.logout, { token: access_token })).body.code).toBe(30001);
  });

  it("leaves the customer's other sessions alone", async () => {
    const email = newEmail();
    const first = await register(t, email);
    const second = await t.api('POST', paths.login, { form: { email, password: 'secret123' } });
    await t.api('POST', paths.logout, { token: first.access_token });
    expect((await t.api('GET', paths.userInfo, { token: second.body.data.access_token })).status).toBe(200);
  });

  it('accepts a visitor token too', async () => {
    const token = await visitorToken(t);
    expect((await t.api('POST', paths.logout, { token })).status).toBe(200);
    expect((await t.api('GET', paths.getCart, { token })).body.code).toBe(30001);
  });

  it('needs a token', async () => {
    const res = await t.api('POST', paths.logout);
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });
});
