import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { goodsVariants, outbox, stockNotifications } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, visitorToken } from '../../helpers/sessions';

describe.each(backends())('POST api/users/stockNotify (%s)', (backend) => {
  let t: TestApp;
  let token: string;
  let soldOut: { id: number; goodsId: number };
  beforeAll(async () => {
    t = await startTestApp(backend);
    token = await visitorToken(t);
    [soldOut] = (await t.db
      .select({ id: goodsVariants.id, goodsId: goodsVariants.goodsId })
      .from(goodsVariants)
      .where(eq(goodsVariants.stockQty, 0))
      .limit(1)) as [typeof soldOut];
  });
  afterAll(() => t?.close());

  const notify = (body: Record<string, unknown>, tk: string | null = token) =>
    t.api('POST', paths.stockNotify, { form: body as Record<string, string>, token: tk ?? undefined });

  it('stores one request per colour and address, confirms it once by e-mail, and says so', async () => {
    const email = newEmail('notify');
    const res = await notify({ goods_id: soldOut.goodsId, variant_id: soldOut.id, email: `  ${email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, msg: messages.stockNotifySaved, key: 'stockNotifySaved', data: null });
    const again = await notify({ goods_id: soldOut.goodsId, variant_id: soldOut.id, email });
    expect(again.body.msg).toBe(messages.stockNotifySaved);
    const rows = await t.db.select().from(stockNotifications).where(eq(stockNotifications.email, email));
    expect(rows).toMatchObject([{ goodsId: soldOut.goodsId, variantId: soldOut.id, email, notifiedAt: null }]);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'stock-notify' });
    expect(mails[0]!.text).toContain(`/goods-detail/${soldOut.goodsId}`);
    // Once the back-in-stock mail went out, asking again re-arms the request.
    await t.db.update(stockNotifications).set({ notifiedAt: new Date() }).where(eq(stockNotifications.id, rows[0]!.id));
    await notify({ goods_id: soldOut.goodsId, variant_id: soldOut.id, email });
    expect((await t.db.select().from(stockNotifications).where(eq(stockNotifications.id, rows[0]!.id)))[0]!.notifiedAt).toBeNull();
    expect(await t.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(2);
  });

  it('refuses a colour in stock (409), a colour of another product (422), unknown goods (404), a bad e-mail (422)', async () => {
    const email = newEmail('notify');
    const [inStock] = await t.db.select().from(goodsVariants).where(ne(goodsVariants.stockQty, 0)).limit(1);
    const res = await notify({ goods_id: inStock!.goodsId, variant_id: inStock!.id, email });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 409, msg: messages.stockNotifyInStock, key: 'stockNotifyInStock', data: { available: inStock!.stockQty } });
    const [other] = await t.db
      .select()
      .from(goodsVariants)
      .where(and(ne(goodsVariants.goodsId, soldOut.goodsId)))
      .limit(1);
    expect((await notify({ goods_id: soldOut.goodsId, variant_id: other!.id, email })).body).toMatchObject({ code: 422, msg: messages.colorUnknown });
    expect((await notify({ goods_id: 999999, variant_id: soldOut.id, email })).body).toMatchObject({ code: 404, msg: messages.goodsNotFound });
    expect((await notify({ goods_id: soldOut.goodsId, variant_id: soldOut.id, email: 'nope' })).body).toMatchObject({
      code: 422,
      msg: messages.catalogueEmailInvalid,
    });
    expect((await notify({ goods_id: soldOut.goodsId, variant_id: soldOut.id, email: '' })).body).toMatchObject({
      code: 422,
      msg: messages.catalogueEmailRequired,
    });
    expect((await notify({ goods_id: soldOut.goodsId, variant_id: soldOut.id, email }, null)).status).toBe(401);
    expect(await t.db.select().from(stockNotifications).where(eq(stockNotifications.email, email))).toEqual([]);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
  });
});
