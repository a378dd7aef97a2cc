import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { WishItem } from '../../../../contract/entities';
import { goods, tokens, wishItems } from '../../../../server/db/schema';
import { messages } from '../../../../contract/messages';
import { hashToken } from '../../../../server/services/auth/secrets';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { signIn, visitorToken } from '../../helpers/sessions';
import { soldOutGoodsId } from '../../helpers/catalog';

describe.each(backends())('GET api/users/wishDetails (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it("lists the demo customer's wishes, newest first, in the WishItem shape", async () => {
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const res = await t.api<WishItem[]>('GET', paths.wishDetails, { token: access_token });
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(list).toHaveLength(2);
    for (const w of list) {
      expect(Object.keys(w).sort()).toEqual(['goods_id', 'img', 'in_stock', 'name', 'price', 'price_type', 'special_price']);
      expect(w.img).toMatch(/^\/api\/goods\/image\/\d+\.svg\?color=[0-9a-f]{6}$/);
      expect(typeof w.in_stock).toBe('boolean');
    }
    const special = list.find((w) => w.price_type === 2)!;
    expect(special.special_price).toBeLessThan(special.price);
  });

  it("lists a visitor's own wishes and tells a sold-out product", async () => {
    const token = await visitorToken(t);
    expect((await t.api<WishItem[]>('GET', paths.wishDetails, { token })).body.data).toEqual([]);
    const [tok] = await t.db
      .select()
      .from(tokens)
      .where(eq(tokens.tokenHash, hashToken(token)));
    const goodsId = await soldOutGoodsId(t.db);
    await t.db.insert(wishItems).values({ visitorId: tok!.visitorId!, goodsId });
    const list = (await t.api<WishItem[]>('GET', paths.wishDetails, { token })).body.data;
    expect(list).toMatchObject([{ goods_id: goodsId, in_stock: false }]);
  });
});

describe.each(backends())('POST api/users/addWish and DELETE api/users/removeWish (%s)', (backend) => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await startTestApp(backend);
    ids = (await t.db.select({ id: goods.id }).from(goods).orderBy(goods.id).limit(4)).map((g) => g.id);
  });
  afterAll(() => t?.close());

  const add = (token: string, goods_ids: number[]) => t.api<number[]>('POST', paths.addWish, { form: { goods_ids }, token });
  const remove = (token: string, goods_id: number | string) => t.api<number[]>('DELETE', paths.removeWish, { form: { goods_id }, token });

  it('adds for a visitor (form list or JSON), idempotently, and answers the wished ids newest first', async () => {
    const token = await visitorToken(t);
    const first = await add(token, [ids[0]!, ids[1]!]);
    expect(first.status).toBe(200);
    expect(first.body.data.sort()).toEqual([ids[0]!, ids[1]!].sort());
    const again = await t.api<number[]>('POST', paths.addWish, { body: { goods_ids: [ids[1], ids[2]] }, token });
    expect(again.body.data).toHaveLength(3);
    expect(again.body.data[0]).toBe(ids[2]);
    const one = await t.api<number[]>('POST', paths.addWish, { form: { goods_ids: String(ids[3]) }, token });
    expect(one.body.data).toHaveLength(4);
    const details = (await t.api<WishItem[]>('GET', paths.wishDetails, { token })).body.data;
    expect(details.map((w) => w.goods_id).sort()).toEqual([...ids].sort());
  });

  it('changes nothing when any goods id is unknown (404), and refuses an empty list (422)', async () => {
    const token = await visitorToken(t);
    const res = await add(token, [ids[0]!, 999999]);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: messages.goodsNotFound, key: 'goodsNotFound', data: null });
    expect((await t.api<WishItem[]>('GET', paths.wishDetails, { token })).body.data).toEqual([]);
    expect((await t.api('POST', paths.addWish, { body: { goods_ids: [] }, token })).status).toBe(422);
    expect((await t.api('POST', paths.addWish, { body: { goods_ids: ['x'] }, token })).status).toBe(422);
    expect((await t.api('POST', paths.addWish, { body: { goods_ids: [ids[0]] } })).status).toBe(401);
  });

  it('removes with a form body on DELETE; not wished changes nothing; unknown goods is 404', async () => {
    const token = await visitorToken(t);
    await add(token, [ids[0]!, ids[1]!]);
    const res = await remove(token, ids[0]!);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([ids[1]]);
    expect((await remove(token, ids[0]!)).body.data).toEqual([ids[1]]);
    expect((await remove(token, ids[3]!)).body.data).toEqual([ids[1]]);
    expect((await remove(token, 999999)).body).toEqual({ code: 404, msg: messages.goodsNotFound, key: 'goodsNotFound', data: null });
    expect((await remove(token, 'abc')).status).toBe(422);
    // Also with the id in the query, for clients that cannot send a body on DELETE.
    expect((await t.api<number[]>('DELETE', `${paths.removeWish}?goods_id=${ids[1]}`, { token })).body.data).toEqual([]);
  });

  it("keeps the visitor's wishes when they sign in (merged into the customer's)", async () => {
    const token = await visitorToken(t);
    await add(token, [ids[2]!, ids[3]!]);
    const { access_token } = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD, token);
    const wished = (await add(access_token, [ids[0]!])).body.data;
    expect(wished).toEqual(expect.arrayContaining([ids[0], ids[2], ids[3]]));
    const rows = await t.db.select().from(wishItems).where(eq(wishItems.userId, 1));
    expect(rows.map((r) => r.goodsId).sort()).toEqual([...wished].sort());
    // The customer's removal is theirs alone.
    expect((await remove(access_token, ids[2]!)).body.data).not.toContain(ids[2]);
  });
});
