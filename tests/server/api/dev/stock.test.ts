import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { GoodsDetail } from '../../../../contract/catalog';
import { messages } from '../../../../contract/messages';
import { goodsVariants } from '../../../../server/db/schema';
import { backends, devAndProdShops } from '../../helpers/test-app';

describe.each(backends())('POST api/dev/stock (%s)', (backend) => {
  const shop = devAndProdShops(backend);

  it("sets a colour's stock and the product page shows it at once (cache dropped)", async () => {
    const [v] = await shop.dev.db.select().from(goodsVariants).orderBy(desc(goodsVariants.id)).limit(1);
    const stockOnPage = async () =>
      (await shop.dev.api<GoodsDetail>('GET', paths.goodsDetail(v!.goodsId))).body.data.variants.find((x) => x.id === v!.id)!.stock_qty;
    await stockOnPage(); // cached now
    const res = await shop.dev.api('POST', paths.devStock, { form: { variant_id: v!.id, stock_qty: 0 } });
    expect(res.body).toEqual({ code: 200, msg: 'success', data: { variant_id: v!.id, goods_id: v!.goodsId, stock_qty: 0 } });
    expect(await stockOnPage()).toBe(0);
    expect((await shop.dev.db.select().from(goodsVariants).where(eq(goodsVariants.id, v!.id)))[0]!.stockQty).toBe(0);
  });

  it('answers 422 for a negative stock and 404 for an unknown colour', async () => {
    expect((await shop.dev.api('POST', paths.devStock, { form: { variant_id: 1, stock_qty: -1 } })).status).toBe(422);
    expect((await shop.dev.api('POST', paths.devStock, { form: { variant_id: 2_000_000_000, stock_qty: 1 } })).body).toEqual({
      code: 404,
      msg: messages.colorUnknown,
      key: 'colorUnknown',
      data: null,
    });
  });

  it('does not exist otherwise', async () => {
    expect((await shop.prod.api('POST', paths.devStock, { form: { variant_id: 1, stock_qty: 0 } })).status).toBe(404);
  });
});
