import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import { registerPayload } from '../../../contract/schemas/auth';
import type { CartLine, LoginData, UserInfo, WishItem } from '../../../contract/entities';
import { cartItems, tokens, users, wishItems } from '../../../server/db/schema';
import { hashToken } from '../../../server/services/auth/secrets';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { newEmail, register, signIn, visitorToken } from '../helpers/sessions';
import { variantWithStock } from '../helpers/catalog';

describe.each(backends())('POST api/register (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it("creates a customer from the spec's payload and signs them in", async () => {
    const email = newEmail();
    const res = await t.api<LoginData>('POST', paths.register, { form: registerPayload({ email, password: 'secret123' }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'customer', user: { email, firstname: email, lastname: email, type: 1 } });
    const me = await t.api<UserInfo>('GET', paths.userInfo, { token: res.body.data.access_token });
    expect(me.body.data).toEqual(res.body.data.user);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    await signIn(t, email, 'secret123');
  });

  it('accepts a JSON body', async () => {
    const res = await t.api('POST', paths.register, { body: registerPayload({ email: newEmail(), password: 'secret123' }) });
    expect(res.body.code).toBe(200);
  });

  it('refuses an e-mail that is taken, whatever its case', async () => {
    const email = newEmail();
    await register(t, email);
    const res = await t.api('POST', paths.register, { form: registerPayload({ email: email.toUpperCase(), password: 'another1' }) });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 422,
      msg: messages.emailTaken,
      key: 'emailTaken',
      data: { errors: { email: messages.emailTaken }, field_keys: { email: { key: 'emailTaken' } } },
    });
    expect(
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
      )[0]!.n,
    ).toBe(1);
  });

  it('names the invalid fields', async () => {
    const res = await t.api('POST', paths.register, {
      form: { email: 'bad', password: 'secret123', c_password: 'different', firstname: '', lastname: '' },
    });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({
      email: messages.emailInvalid,
      c_password: messages.passwordsDiffer,
      firstname: messages.firstnameRequired,
      lastname: messages.lastnameRequired,
    });
    const empty = await t.api('POST', paths.register, { form: {} });
    expect(empty.body.data.errors).toMatchObject({ email: messages.emailRequired, password: messages.passwordRequired });
  });

  it("opens retail accounts only: a business account is the sales team's to open", async () => {
    const email = newEmail('biz');
    const res = await t.api('POST', paths.register, {
      form: { email, password: 'secret123', c_password: 'secret123', firstname: email, lastname: email, type: '2' },
    });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({ type: messages.businessByRequest });
    expect(
      (
        await t.db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(sql`lower(${users.email}) = lower(${email})`)
      )[0]!.n,
    ).toBe(0);
  });

  it("hands the visitor's cart and wishlist to the new customer", async () => {
    const token = await visitorToken(t);
    const [tok] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.tokenHash, hashToken(token)));
    const { goods, variant } = await variantWithStock(t.db, 1, 5);
    await t.db.insert(cartItems).values({ visitorId: tok!.visitorId!, goodsId: goods.id, variantId: variant.id, qty: 2 });
    await t.db.insert(wishItems).values({ visitorId: tok!.visitorId!, goodsId: goods.id });

    const data = await register(t, newEmail(), 'secret123', token);
    const cart = (await t.api<CartLine[]>('GET', paths.getCart, { token: data.access_token })).body.data;
    expect(cart).toMatchObject([{ goods_id: goods.id, variant_id: variant.id, qty: 2 }]);
    const wishes = (await t.api<WishItem[]>('GET', paths.wishDetails, { token: data.access_token })).body.data;
    expect(wishes.map((w) => w.goods_id)).toEqual([goods.id]);
    expect((await t.api<CartLine[]>('GET', paths.getCart, { token })).body.data).toEqual([]);
  });
});

describe.each(backends())('POST api/register rate limit (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { authRateLimit: { max: 2, windowMs: 60_000 } });
  });
  afterAll(() => t?.close());

  it('answers 429 after too many attempts', async () => {
    for (let i = 0; i < 2; i++) {
      expect((await t.api('POST', paths.register, { form: { email: 'bad' } })).status).toBe(422);
    }
    const res = await t.api('POST', paths.register, { form: registerPayload({ email: newEmail(), password: 'secret123' }) });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe(429);
  });
});

describe.each(backends())('the rate limit counts the real client, not what it says it forwards for (%s)', (backend) => {
  const attempt = (t: TestApp, forwardedFor: string) =>
    t.api('POST', paths.register, { form: { email: 'bad' }, headers: { 'x-forwarded-for': forwardedFor } });

  it('believes X-Forwarded-For from a trusted proxy (this machine, by default): each forwarded client its own count', async () => {
    const t = await startTestApp(backend, { authRateLimit: { max: 1, windowMs: 60_000 } });
    try {
      expect((await attempt(t, '203.0.113.1')).status).toBe(422);
      expect((await attempt(t, '203.0.113.2')).status).toBe(422);
      expect((await attempt(t, '203.0.113.1')).status).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('ignores it from any other peer (TRUST_PROXY names another proxy): a client cannot pick a fresh address to go on', async () => {
    const t = await startTestApp(backend, { authRateLimit: { max: 1, windowMs: 60_000 }, trustProxy: '10.1.2.3' });
    try {
      expect((await attempt(t, '203.0.113.1')).status).toBe(422);
      expect((await attempt(t, '203.0.113.2')).status).toBe(429);
    } finally {
      await t.close();
    }
  });
});
