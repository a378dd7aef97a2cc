import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import type { CartLine, LoginData, WishItem } from '../../../contract/entities';
import { cartItems, tokens, visitors, wishItems } from '../../../server/db/schema';
import { hashToken } from '../../../server/services/auth/secrets';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { signIn, visitorToken } from '../helpers/sessions';

async function visitorIdOf(t: TestApp, token: string): Promise<string> {
  const [row] = await t.db
    .select()
    .from(tokens)
    .where(eq(tokens.tokenHash, hashToken(token)));
  return row!.visitorId!;
}

describe.each(backends())('POST api/login (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('signs the demo customer in with a form-encoded body and returns a customer token and user', async () => {
    const res = await t.api<LoginData>('POST', paths.login, { form: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ kind: 'customer', token_type: 'Bearer', user: { email: DEMO_EMAIL, firstname: 'Demo' } });
    const me = await t.api('GET', paths.userInfo, { token: res.body.data.access_token });
    expect(me.body.data.email).toBe(DEMO_EMAIL);
  });

  it('accepts JSON too, trims the e-mail and ignores its case', async () => {
    const res = await t.api<LoginData>('POST', paths.login, { body: { email: `  ${DEMO_EMAIL.toUpperCase()} `, password: DEMO_PASSWORD } });
    expect(res.body.code).toBe(200);
  });

  it('answers a wrong password with 422 on the password field, and the visitor token survives', async () => {
    const token = await visitorToken(t);
    const res = await t.api('POST', paths.login, { form: { email: DEMO_EMAIL, password: 'wrong-password' }, token });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 422,
      msg: messages.wrongCredentials,
      key: 'wrongCredentials',
      data: { errors: { password: messages.wrongCredentials }, field_keys: { password: { key: 'wrongCredentials' } } },
    });
    expect((await t.api('GET', paths.getCart, { token })).status).toBe(200);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await t.api('POST', paths.login, { form: { email: 'nobody@example.com', password: 'whatever1' } });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({ password: messages.wrongCredentials });
  });

  it("names every invalid field with the spec's words", async () => {
    const empty = await t.api('POST', paths.login, { form: { email: '', password: '' } });
    expect(empty.status).toBe(422);
    expect(empty.body.data.errors).toEqual({
      email: 'Please enter your email address',
      password: 'Please enter your password',
    });
    const bad = await t.api('POST', paths.login, { form: { email: 'not-an-email', password: '123' } });
    expect(bad.body.data.errors).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Your password must be between 6-25 characters',
    });
    const long = await t.api('POST', paths.login, { form: { email: `${'a'.repeat(45)}@example.com`, password: 'x'.repeat(26) } });
    expect(long.body.data.errors).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Your password must be between 6-25 characters',
    });
  });

  it("hands the visitor's cart and wishlist to the customer, quantities capped by stock", async () => {
    const token = await visitorToken(t);
    const visitorId = await visitorIdOf(t, token);
    const demo = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const before = (await t.api<CartLine[]>('GET', paths.getCart, { token: demo.access_token })).body.data;
    const shared = before.find((l) => l.qty > 1)!;
    const wishesBefore = (await t.api<WishItem[]>('GET', paths.wishDetails, { token: demo.access_token })).body.data;

    // The visitor adds the same colour (beyond its stock) and a new one, and wishes a known and a new product.
    const other = before.find((l) => l.id !== shared.id)!;
    const newGoods = await t.db.query.goodsVariants.findFirst({
      where: (v, { and, gt, notInArray }) =>
        and(
          gt(v.stockQty, 5),
          notInArray(
            v.goodsId,
            before.map((l) => l.goods_id),
          ),
        ),
    });
    await t.db.insert(cartItems).values([
      { visitorId, goodsId: shared.goods_id, variantId: shared.variant_id, qty: shared.stock_qty },
      { visitorId, goodsId: newGoods!.goodsId, variantId: newGoods!.id, qty: 3 },
    ]);
    await t.db.insert(wishItems).values([
      { visitorId, goodsId: wishesBefore[0]!.goods_id },
      { visitorId, goodsId: newGoods!.goodsId },
    ]);

    const login = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD, token);
    const cart = (await t.api<CartLine[]>('GET', paths.getCart, { token: login.access_token })).body.data;
    expect(cart).toHaveLength(3);
    expect(cart.find((l) => l.variant_id === shared.variant_id)!.qty).toBe(shared.stock_qty);
    expect(cart.find((l) => l.variant_id === other.variant_id)!.qty).toBe(other.qty);
    expect(cart.find((l) => l.variant_id === newGoods!.id)!.qty).toBe(3);
    const wishes = (await t.api<WishItem[]>('GET', paths.wishDetails, { token: login.access_token })).body.data;
    expect(wishes.map((w) => w.goods_id).sort()).toEqual([...new Set([...wishesBefore.map((w) => w.goods_id), newGoods!.goodsId])].sort());

    // Nothing stays behind on the visitor.
    expect(await t.db.select().from(cartItems).where(eq(cartItems.visitorId, visitorId))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(wishItems)
        .where(and(eq(wishItems.visitorId, visitorId))),
    ).toEqual([]);
    expect((await t.db.select().from(visitors).where(eq(visitors.id, visitorId))).length).toBe(1);
  });
});

describe.each(backends())('POST api/login rate limit (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, { authRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => t?.close());

  it('answers 429 after too many attempts from one address', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.api('POST', paths.login, { form: { email: DEMO_EMAIL, password: 'wrong-password' } });
      expect(res.status).toBe(422);
    }
    const res = await t.api('POST', paths.login, { form: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({ code: 429, msg: messages.tooManyAttempts, key: 'tooManyAttempts', data: null });
  });
});
