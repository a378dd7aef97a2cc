import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import type { RegistrationLoginData } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { customerCoupons, users } from '../../../server/db/schema';
import { WELCOME_COUPON } from '../../../server/services/orders/coupons';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { newEmail, visitorToken } from '../helpers/sessions';
import { errorsOf, manyCustomers } from '../helpers/checkout';

describe.each(backends())('POST api/registrationLogin: sign in, or register and sign in (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const call = (form: Record<string, string>, token?: string) => t.api<RegistrationLoginData>('POST', paths.registrationLogin, { form, token });

  it('opens the account of a new e-mail (the register rules, the welcome coupon), then signs in to it the next time', async () => {
    const email = newEmail('regin');
    const first = await call({ email, password: 'secret123' }, await visitorToken(t));
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ registered: true, kind: 'customer', user: { email, firstname: email, lastname: email } });
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect((await t.db.select().from(customerCoupons).where(eq(customerCoupons.userId, user!.id))).map((c) => c.couponId)).toEqual([
      WELCOME_COUPON.id,
    ]);

    const again = await call({ email: email.toUpperCase(), password: 'secret123' });
    expect(again.body.data).toMatchObject({ registered: false, user: { id: user!.id } });
    const wrong = await call({ email, password: 'not-the-one' });
    expect([wrong.status, errorsOf(wrong).password]).toEqual([422, messages.wrongCredentials]);
  });

  it('two calls racing for a new e-mail make one account, and both sign in', async () => {
    const email = newEmail('race');
    const [a, b] = await Promise.all([call({ email, password: 'secret123' }), call({ email, password: 'secret123' })]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.data.registered, b.body.data.registered].sort()).toEqual([false, true]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it("refuses bad input with the spec's messages", async () => {
    const res = await call({ email: 'nope', password: '123' });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual({ email: messages.emailInvalid, password: messages.passwordLength });
    expect(errorsOf(await call({ email: '', password: '' }))).toEqual({ email: messages.emailRequired, password: messages.passwordRequired });
  });
});
