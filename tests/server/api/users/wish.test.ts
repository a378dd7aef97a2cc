import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { WishItem } from '../../../../contract/entities';
import { tokens, wishItems } from '../../../../server/db/schema';
import { hashToken } from '../../../../server/services/secrets';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { signIn, visitorToken } from '../../helpers/sessions';
import { soldOutGoodsId } from '../../helpers/catalog';

describe.each(backends())('GET api/users/wishDetails (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp(backend); });
  afterAll(() => t?.close());

  it('lists the demo customer\'s wishes, newest first, in the WishItem shape', async () => {
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

  it('lists a visitor\'s own wishes and tells a sold-out product', async () => {
    const token = await visitorToken(t);
    expect((await t.api<WishItem[]>('GET', paths.wishDetails, { token })).body.data).toEqual([]);
    const [tok] = await t.db.select().from(tokens).where(eq(tokens.tokenHash, hashToken(token)));
    const goodsId = await soldOutGoodsId(t.db);
    await t.db.insert(wishItems).values({ visitorId: tok!.visitorId!, goodsId });
    const list = (await t.api<WishItem[]>('GET', paths.wishDetails, { token })).body.data;
    expect(list).toMatchObject([{ goods_id: goodsId, in_stock: false }]);
  });
});
