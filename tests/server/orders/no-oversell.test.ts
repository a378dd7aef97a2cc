import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messages } from '../../../contract/messages';
import { orderLines } from '../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { manyCustomers, placeOrder, readyToOrder, stockOf, testGoods } from '../helpers/checkout';

const BUYERS = 24;
const STOCK = 5;

describe.each(backends())('no oversell under concurrent orders (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  }, 120_000);
  afterAll(() => t?.close());

  it(`sells a colour with stock ${STOCK} to at most ${STOCK} of ${BUYERS} customers ordering at once; stock ends at 0`, async () => {
    const item = await testGoods(t, { price: 20, stock: 50 });
    // Every buyer has the colour in the cart while there is plenty; then the stock drops to STOCK.
    const buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await readyToOrder(t, item, 1));
    await t.db.execute(sql`update goods_variants set stock_qty = ${STOCK} where id = ${item.variantId}`);

    const results = await Promise.all(buyers.map((b) => placeOrder(t, b.token, { cart_ids: [b.cartId], address_id: b.address.id })));

    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status !== 200);
    expect(placed.length).toBe(STOCK);
    for (const r of refused) {
      expect(r.status, r.text).toBe(409);
      expect([messages.outOfStock, messages.notEnoughStock]).toContain(r.body.msg);
    }
    expect(await stockOf(t, item.variantId)).toBe(0);
    const [sold] = await t.db
      .select({ n: sql<number>`coalesce(sum(${orderLines.qty}), 0)::int` })
      .from(orderLines)
      .where(eq(orderLines.variantId, item.variantId));
    expect(Number(sold!.n)).toBe(STOCK);
  }, 120_000);

  it('never lets the stock go negative when each order wants more than one piece', async () => {
    const item = await testGoods(t, { price: 20, stock: 50 });
    const buyers = [];
    for (let i = 0; i < 20; i++) buyers.push(await readyToOrder(t, item, 2));
    await t.db.execute(sql`update goods_variants set stock_qty = 7 where id = ${item.variantId}`);
    const results = await Promise.all(buyers.map((b) => placeOrder(t, b.token, { cart_ids: [b.cartId], address_id: b.address.id })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(await stockOf(t, item.variantId)).toBe(1);
  }, 120_000);
});
