import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import type { PreOrder } from '../../../contract/wholesale-services';
import { goods, incomingStock, preOrders } from '../../../server/db/schema';
import { wholesaleCommand, WHOLESALE_USAGE } from '../../../scripts/lib/wholesale-commands';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { advanceTo, mailsTo, manyCustomers, stockOf, testGoods } from '../helpers/checkout';
import { businessCustomer, businessOrderFor } from '../helpers/wholesale';

/** `npm run wholesale -- …` (scripts/wholesale.ts) is this function on the operator's built app. */
describe.each(backends())('npm run wholesale (%s)', (backend) => {
  let t: TestApp;
  const run = (...argv: string[]) => wholesaleCommand(t.app, argv);
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  }, 120_000);
  afterAll(() => t?.close());

  it('arrive <sku> <qty>: fills the pre-orders (mailed), the rest on sale; pre-orders lists them by status', async () => {
    const item = await testGoods(t, { price: 30, stock: 0 });
    const [{ sku }] = (await t.db.select({ sku: goods.sku }).from(goods).where(eq(goods.id, item.goodsId))) as [{ sku: string }];
    await t.db.insert(incomingStock).values({ goodsId: item.goodsId, variantId: item.variantId, expectedQty: 5, expectedDate: '2027-02-01' });
    const who = await businessCustomer(t);
    const p = (await t.api<PreOrder>('POST', paths.addPreOrder, { token: who.token, form: { variant_id: item.variantId, qty: 3 } })).body.data;

    expect(await run('pre-orders', '--status', 'reserved')).toContain(who.email);
    const out = await run('arrive', sku.toLowerCase(), '5');
    expect(out).toContain(`pre-orders filled and mailed: #${p.id}`);
    expect(out).toContain('2 on sale');
    expect(await stockOf(t, item.variantId)).toBe(2);
    expect((await mailsTo(t, who.email)).some((m) => m.kind === 'pre-order-arrived')).toBe(true);
    expect((await t.db.select().from(preOrders).where(eq(preOrders.id, p.id)))[0]!.status).toBe('arrived');
    const arrived = await run('pre-orders', '--status', 'arrived');
    expect(arrived).toMatch(new RegExp(`^${p.id}\\s+arrived\\s+${sku}`, 'm'));
    expect(await run('pre-orders', '--status', 'reserved')).not.toContain(who.email);
  });

  it('arrive by goods id; refuses an unknown product, a product not on its way and a bad quantity', async () => {
    const item = await testGoods(t, { price: 30, stock: 0 });
    await t.db.insert(incomingStock).values({ goodsId: item.goodsId, variantId: item.variantId, expectedQty: 2, expectedDate: '2027-02-01' });
    expect(await run('arrive', String(item.goodsId), '2')).toContain('2 on sale');
    await expect(run('arrive', 'NO-SUCH-SKU', '1')).rejects.toThrow('This product is not available');
    await expect(run('arrive', String(item.goodsId), '1')).rejects.toThrow('This colour is not on its way');
    await expect(run('arrive', String(item.goodsId), '0')).rejects.toThrow();
    await expect(run('pre-orders', '--status', 'lost')).rejects.toThrow('unknown status lost');
    await expect(run('arrive')).rejects.toThrow(WHOLESALE_USAGE);
    expect(await run()).toBe(WHOLESALE_USAGE);
  });

  it('businesses lists the declared accounts; rebate shows purchases, tier and rebate', async () => {
    const placed = await businessOrderFor(t, { price: 6000, stock: 5 });
    await advanceTo(t, placed.order.order_id, 'paid');
    const list = await run('businesses');
    expect(list).toMatch(new RegExp(`${placed.email.replace(/[.+]/g, '\\$&')}\\s+Lens & Co\\s+GB123456789\\s+optician\\s+GB`));
    const rebate = await run('rebate', placed.email.toUpperCase());
    expect(rebate).toContain('(Lens & Co)');
    expect(rebate).toMatch(/purchases: \$6,\d{3}\.\d{2}/); // formatMoney's figure, grouped
    expect(rebate).toContain('tier: 2%');
    expect(rebate).toContain('next tier from $15,000.00');
    expect(rebate).toContain('not accepted');
    await expect(run('rebate', 'nobody@example.invalid')).rejects.toThrow('no customer has the e-mail nobody@example.invalid');
  });
});
