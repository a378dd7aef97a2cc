import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import type { Currency } from '../../../contract/entities';
import { tokens, users, visitors } from '../../../server/db/schema';
import { hashToken } from '../../../server/services/auth/secrets';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { newEmail, register, visitorToken } from '../helpers/sessions';

describe.each(backends())('POST index/switchCurrency (%s)', (backend) => {
  let t: TestApp;
  let eur: Currency;
  beforeAll(async () => {
    t = await startTestApp(backend);
    eur = (await t.api<Currency[]>('GET', paths.allCurrency)).body.data.find((c) => c.symbol === 'EUR')!;
  });
  afterAll(() => t?.close());

  it("remembers a visitor's choice and returns the currency", async () => {
    const token = await visitorToken(t);
    const res = await t.api<Currency>('POST', paths.switchCurrency, { form: { currency_id: eur.id }, token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(eur);
    const [tok] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.tokenHash, hashToken(token)));
    const [visitor] = await t.db.select().from(visitors).where(eq(visitors.id, tok!.visitorId!));
    expect(visitor!.currencyId).toBe(eur.id);
  });

  it("remembers a customer's choice on their account (JSON body)", async () => {
    const { access_token, user } = await register(t, newEmail());
    const res = await t.api<Currency>('POST', paths.switchCurrency, { body: { currency_id: eur.id }, token: access_token });
    expect(res.body.data.symbol).toBe('EUR');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.currencyId).toBe(eur.id);
  });

  it('refuses an unknown or malformed currency id with 422 on currency_id', async () => {
    const token = await visitorToken(t);
    for (const currency_id of ['999', 'abc', '', '1.5', '-1', '99999999999']) {
      const res = await t.api('POST', paths.switchCurrency, { form: { currency_id }, token });
      expect(res.status, currency_id).toBe(422);
      expect(res.body.data.errors).toEqual({ currency_id: messages.currencyUnknown });
    }
  });

  it('needs a token', async () => {
    expect((await t.api('POST', paths.switchCurrency, { form: { currency_id: eur.id } })).status).toBe(401);
  });
});
