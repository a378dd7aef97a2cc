import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import { consoleMessages } from '../../../contract/console-messages';
import type { CartLine } from '../../../contract/entities';
import type { LensCatalogue } from '../../../contract/prescription';
import { auditLog, goods } from '../../../server/db/schema';
import { ORDERS_USAGE, ordersCommand } from '../../../scripts/lib/orders-commands';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';
import { addAddress, customer, manyCustomers, orderFor, placeOrder, testGoods } from '../helpers/checkout';
import { payByCard, paymentsOf } from '../helpers/payments';

/** `npm run orders -- …` (scripts/orders.ts) is this function on the operator's built app. */
describe.each(backends())('npm run orders (%s)', (backend) => {
  let t: TestApp;
  let catalogue: LensCatalogue;
  const run = (...argv: string[]) => ordersCommand(t.app, argv);
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    catalogue = (await t.api<LensCatalogue>('POST', paths.lensList)).body.data;
  }, 120_000);
  afterAll(() => t?.close());

  const price = (kind: keyof LensCatalogue, code: string) => catalogue[kind].find((o) => o.code === code)!.price;

  it('show <order>: each line, and under a pair of glasses its lens rows with their prices, then the prescription', async () => {
    const who = await customer(t);
    const address = await addAddress(t, who.token);
    const glasses = await testGoods(t, { price: 50, stock: 5 });
    const bare = await testGoods(t, { price: 30, stock: 5 });
    const lensPrice = price('usages', 'progressive') + price('indices', '1.67') + price('coatings', 'anti_reflective');
    const lens = {
      usage: 'progressive',
      index: '1.67',
      coatings: ['anti_reflective'],
      price: lensPrice,
      prescription: { right: { sph: '-5.25', cyl: '-0.75', axis: '90', add: '2.00' }, left: { sph: '-4.75', add: '2.00' }, pd: '63' },
    };
    const add = (item: { goodsId: number; variantId: number }, withLens?: unknown) =>
      t.api<CartLine[]>('POST', paths.addCart, {
        token: who.token,
        body: { goods_id: item.goodsId, variant_id: item.variantId, qty: 1, lens: withLens },
      });
    expect((await add(bare)).status).toBe(200);
    const cart = (await add(glasses, lens)).body.data;
    const placed = await placeOrder(t, who.token, { cart_ids: cart.map((l) => l.id), address_id: address.id });
    expect(placed.status, placed.text).toBe(200);
    const skuOf = async (id: number) => (await t.db.select({ sku: goods.sku }).from(goods).where(eq(goods.id, id)))[0]!.sku;

    const out = await run('show', placed.body.data.order_no.toLowerCase());
    const lines = out.split('\n');
    expect(lines[0]).toContain(`${placed.body.data.order_no} (#${placed.body.data.order_id})  pending_payment`);
    const [frameSku, bareSku] = [await skuOf(glasses.goodsId), await skuOf(bare.goodsId)];
    const frameAt = lines.findIndex((l) => l.includes(`(${frameSku})`));
    const bareAt = lines.findIndex((l) => l.includes(`(${bareSku})`));
    expect(frameAt).toBeGreaterThan(0);
    expect(bareAt).toBeGreaterThan(0);
    // The frame's line at frame + lenses; the lenses under it, before any other line.
    expect(lines[frameAt]).toMatch(new RegExp(`\\s1\\s+${(50 + lensPrice).toFixed(2)}\\s+${(50 + lensPrice).toFixed(2)}$`));
    const under = lines.slice(frameAt + 1, frameAt + 5).map((l) => l.trim());
    expect(under).toEqual([
      `Progressive +${price('usages', 'progressive').toFixed(2)}, 1.67 Ultra-thin +${price('indices', '1.67').toFixed(2)}, Anti-reflective +${price('coatings', 'anti_reflective').toFixed(2)}`,
      'R SPH -5.25 CYL -0.75 AXIS 90 ADD +2.00',
      'L SPH -4.75 ADD +2.00',
      'PD 63',
    ]);
    // The bare frame has none: those four are the only lines under a line.
    expect(lines.filter((l) => /^\s+\S/.test(l))).toEqual(lines.slice(frameAt + 1, frameAt + 5));
    expect(lines[bareAt]).toMatch(/\s1\s+30\.00\s+30\.00$/);

    // By id too; an unknown order is the API's refusal; no order at all is the usage.
    expect(await run('show', String(placed.body.data.order_id))).toBe(out);
    await expect(run('show', 'OS0000-NOPE00')).rejects.toThrow(messages.orderNotFound);
    await expect(run('show')).rejects.toThrow(ORDERS_USAGE);
    expect(await run()).toBe(ORDERS_USAGE);
  });

  it("refund <order>: the console's refund service, audited as the CLI; a key refunds once; a bad amount is refused", async () => {
    const placed = await orderFor(t, { price: 80 });
    expect((await payByCard(t, placed.token, placed.order.order_id)).status).toBe(200);
    const no = placed.order.order_no;
    expect(await run('refund', no, '--amount', '5', '--reason', 'Scratched lens', '--key', 'cli-key-0001')).toBe('$5.00 refunded');
    expect(await run('refund', no, '--amount', '7', '--reason', 'Scratched lens', '--key', 'cli-key-0001')).toBe(
      '$5.00 refunded before (this key was used): nothing more',
    );
    await expect(run('refund', no, '--amount=-1', '--reason', 'x')).rejects.toThrow(consoleMessages.amountInvalid);
    await expect(run('refund', no, '--amount', '5')).rejects.toThrow(consoleMessages.reasonRequired);
    const refunds = (await paymentsOf(t, placed.order.order_id)).filter((p) => p.purpose === 'refund');
    expect(refunds.map((p) => [p.status, p.amount])).toEqual([['succeeded', 5]]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refund'), eq(auditLog.recordId, String(placed.order.order_id))));
    expect(entry).toMatchObject({ actor: 'cli', staffId: null, after: { amount: 5, reason: 'Scratched lens' } });
  });
});
