import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminPaths } from '../../../../contract/admin';
import { adminProductPaths, type AdminProductDetail, type AdminStockPage } from '../../../../contract/admin-products';
import { consoleMessages } from '../../../../contract/console-messages';
import { paths } from '../../../../contract/endpoints';
import type { ListPage } from '../../../../contract/orders';
import type { AuditEntry } from '../../../../contract/staff';
import { goods, goodsVariants, outbox, stockMovements, stockNotifications } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { errorsOf, manyCustomers, placeOrder, readyToOrder, stockOf, testGoods } from '../../helpers/checkout';
import { newEmail, visitorToken } from '../../helpers/sessions';
import { staffToken } from '../../helpers/staff';

describe.each(backends())('console stock: api/admin/products/{id}/stock and stock-history (%s)', (backend) => {
  let t: TestApp;
  let catalogue: string;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    catalogue = await staffToken(t, 'catalogue');
    owner = await staffToken(t, 'owner');
  }, 120_000);
  afterAll(() => t?.close());

  const change = (goodsId: number, body: Record<string, unknown>, token = catalogue) =>
    t.api<AdminProductDetail>('POST', adminProductPaths.productStock(goodsId), { token, body });
  const history = (goodsId: number, query = '') =>
    t.api<AdminStockPage>('GET', `${adminProductPaths.productStockHistory(goodsId)}${query}`, { token: catalogue });
  const auditOf = async (id: number) =>
    (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=product&record_id=${id}`, { token: owner })).body.data.items;

  it('sets and adjusts a colour’s stock, keeps each change in the history and the audit log, and answers the product', async () => {
    const item = await testGoods(t, { price: 30, stock: 10 });
    const set = await change(item.goodsId, { variant_id: item.variantId, mode: 'set', qty: 25, reason: 'counted', note: ' shelf count ' });
    expect(set.status, set.text).toBe(200);
    expect(set.body.msg).toBe(consoleMessages.stockSaved);
    expect(set.body.data.colours.find((c) => c.id === item.variantId)?.stock).toBe(25);
    const adjust = await change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: -3, reason: 'damaged' });
    expect(adjust.status, adjust.text).toBe(200);
    expect(await stockOf(t, item.variantId)).toBe(22);

    const page = await history(item.goodsId);
    expect(page.status, page.text).toBe(200);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.items).toMatchObject([
      { variant_id: item.variantId, colour: 'Black', delta: -3, qty_after: 22, reason: 'damaged', note: '', author: 'Test catalogue' },
      { variant_id: item.variantId, colour: 'Black', delta: 15, qty_after: 25, reason: 'counted', note: 'shelf count', author: 'Test catalogue' },
    ]);
    const second = await history(item.goodsId, '?page=2&page_size=1');
    expect(second.body.data).toMatchObject({ page: 2, page_size: 1, total: 2, items: [{ delta: 15 }] });

    const audit = await auditOf(item.goodsId);
    expect(audit.map((a) => a.action)).toEqual(['product.stock', 'product.stock']);
    expect(audit[0]).toMatchObject({ before: { stock: 25 }, after: { stock: 22, delta: -3, reason: 'damaged' } });
  });

  it('refuses an adjustment below 0 with the stock now (422 stockBelowZero), and writes nothing', async () => {
    const item = await testGoods(t, { price: 30, stock: 4 });
    const res = await change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: -5, reason: 'damaged' });
    expect(res.status, res.text).toBe(422);
    expect(errorsOf(res).qty).toBe('The stock cannot go below 0 (it is 4 now)');
    expect(res.body.data).toMatchObject({ stock: 4 });
    expect(await stockOf(t, item.variantId)).toBe(4);
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, item.goodsId))).toHaveLength(0);
    expect(await auditOf(item.goodsId)).toHaveLength(0);
  });

  it('refuses bad input on its field: a negative set, a zero adjustment, no reason, a colour of another product, an unknown product', async () => {
    const item = await testGoods(t, { price: 30, stock: 4 });
    const other = await testGoods(t, { price: 30, stock: 4 });
    const neg = await change(item.goodsId, { variant_id: item.variantId, mode: 'set', qty: -1, reason: 'counted' });
    expect(neg.status).toBe(422);
    expect(errorsOf(neg).qty).toBe(consoleMessages.stockInvalid);
    const zero = await change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: 0, reason: 'counted' });
    expect(errorsOf(zero).qty).toBe(consoleMessages.stockChangeInvalid);
    const noReason = await change(item.goodsId, { variant_id: item.variantId, mode: 'set', qty: 3, reason: 'import' });
    expect(errorsOf(noReason).reason).toBe(consoleMessages.stockReasonInvalid);
    const foreign = await change(item.goodsId, { variant_id: other.variantId, mode: 'set', qty: 3, reason: 'counted' });
    expect(foreign.status).toBe(422);
    expect(errorsOf(foreign).variant_id).toBe(consoleMessages.productColourUnknown);
    const unknown = await change(2_000_000_000, { variant_id: item.variantId, mode: 'set', qty: 3, reason: 'counted' });
    expect(unknown.status).toBe(404);
    expect((await history(2_000_000_000)).status).toBe(404);
    expect(await stockOf(t, item.variantId)).toBe(4);
    expect(await stockOf(t, other.variantId)).toBe(4);
  });

  it('is refused to members without catalogue.manage', async () => {
    const item = await testGoods(t, { price: 30, stock: 4 });
    const support = await staffToken(t, 'support');
    const res = await change(item.goodsId, { variant_id: item.variantId, mode: 'set', qty: 9, reason: 'counted' }, support);
    expect(res.status).toBe(403);
    expect(await stockOf(t, item.variantId)).toBe(4);
  });

  it('never oversells while checkouts and adjustments run at once: stock = start + adjustments − sold', async () => {
    const item = await testGoods(t, { price: 20, stock: 50 });
    const buyers = [];
    for (let i = 0; i < 16; i++) buyers.push(await readyToOrder(t, item, 1));
    await t.db.execute(sql`update goods_variants set stock_qty = 6 where id = ${item.variantId}`);
    const orders = buyers.map((b) => placeOrder(t, b.token, { cart_ids: [b.cartId], address_id: b.address.id }));
    const adjustments = [
      change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: -2, reason: 'damaged' }),
      change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: 3, reason: 'received' }),
      change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: -1, reason: 'damaged' }),
    ];
    const [placed, adjusted] = await Promise.all([Promise.all(orders), Promise.all(adjustments)]);
    const sold = placed.filter((r) => r.status === 200).length;
    for (const r of placed.filter((x) => x.status !== 200)) expect(r.status, r.text).toBe(409);
    const applied = adjusted.filter((r) => r.status === 200);
    for (const r of adjusted.filter((x) => x.status !== 200)) expect(errorsOf(r).qty).toMatch(/cannot go below 0/);
    const moved = (await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, item.goodsId))).reduce((n, m) => n + m.delta, 0);
    const stock = await stockOf(t, item.variantId);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock).toBe(6 + moved - sold);
    expect(applied.length).toBeGreaterThan(0);
    expect(sold).toBeLessThanOrEqual(9);
  }, 120_000);

  it('a rise serves the back-in-stock requests waiting for the colour, each mailed once; waiting counts them', async () => {
    const item = await testGoods(t, { price: 30, stock: 0 });
    const email = newEmail('backinstock');
    const visitor = await visitorToken(t);
    const asked = await t.api('POST', paths.stockNotify, {
      token: visitor,
      form: { goods_id: item.goodsId, variant_id: item.variantId, email },
    });
    expect(asked.status, asked.text).toBe(200);
    const before = await t.api<AdminProductDetail>('GET', adminProductPaths.product(item.goodsId), { token: catalogue });
    expect(before.body.data.colours[0]).toMatchObject({ stock: 0, waiting: 1 });

    const res = await change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: 5, reason: 'received' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.colours[0]).toMatchObject({ stock: 5, waiting: 0 });
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails.map((m) => m.kind)).toEqual(['stock-notify', 'stock-back']);
    expect(mails[1]!.text).toContain(`/goods-detail/${item.goodsId}`);
    const [n] = await t.db.select().from(stockNotifications).where(eq(stockNotifications.email, email));
    expect(n!.notifiedAt).not.toBeNull();
    // Another rise mails nobody again.
    await change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: 1, reason: 'returned' });
    expect(await t.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(2);
  });

  it('keeps a request waiting while the product is a draft', async () => {
    const item = await testGoods(t, { price: 30, stock: 0 });
    const email = newEmail('draftwait');
    await t.db.insert(stockNotifications).values({ goodsId: item.goodsId, variantId: item.variantId, email });
    await t.db.update(goods).set({ status: 'draft' }).where(eq(goods.id, item.goodsId));
    await change(item.goodsId, { variant_id: item.variantId, mode: 'set', qty: 3, reason: 'received' });
    expect(await t.db.select().from(outbox).where(eq(outbox.to, email))).toHaveLength(0);
    const [v] = await t.db.select().from(goodsVariants).where(eq(goodsVariants.id, item.variantId));
    expect(v!.stockQty).toBe(3);
  });
});
