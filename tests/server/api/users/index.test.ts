import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { UserInfo } from '../../../../contract/entities';
import { tokens } from '../../../../server/db/schema';
import { hashToken } from '../../../../server/services/auth/secrets';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { signIn, visitorToken } from '../../helpers/sessions';

describe.each(backends())('GET api/users/index (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it("returns the signed-in customer's info", async () => {
    const { access_token, user } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const res = await t.api<UserInfo>('GET', paths.userInfo, { token: access_token });
    expect(res.body.data).toEqual({ id: user.id, firstname: 'Demo', lastname: 'Shopper', email: DEMO_EMAIL, type: 1 });
    expect(Object.keys(res.body.data).sort()).toEqual(['email', 'firstname', 'id', 'lastname', 'type']);
  });

  it('answers 401 without a token and for an unknown one', async () => {
    for (const token of [undefined, 'not-a-real-token']) {
      const res = await t.api('GET', paths.userInfo, { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 401, msg: messages.signInRequired, key: 'signInRequired', data: null });
    }
  });

  it('answers 401 for an expired token', async () => {
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    await t.db
      .update(tokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(tokens.tokenHash, hashToken(access_token)));
    const res = await t.api('GET', paths.userInfo, { token: access_token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(401);
  });

  it('answers 403 to a visitor: the resource is for customers, the token stays valid', async () => {
    const token = await visitorToken(t);
    const res = await t.api('GET', paths.userInfo, { token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(403);
    expect((await t.api('GET', paths.getCart, { token })).status).toBe(200);
  });
});
