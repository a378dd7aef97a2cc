import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { adminPaths } from '../../../../contract/admin';
import { adminProductPaths, type AdminStockChangeReply, type AdminStockPage } from '../../../../contract/admin-products';
import { paths } from '../../../../contract/endpoints';
import type { ListPage, PlacedOrder } from '../../../../contract/orders';
import type { AuditEntry } from '../../../../contract/staff';
import type { ArrivalResult, PreOrder } from '../../../../contract/wholesale-services';
import { incomingStock, outbox, preOrders, stockMovements, stockNotifications } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { addAddress, mailsTo, manyCustomers, placeOrder, readyToOrder, stockOf, testGoods } from '../../helpers/checkout';
import { newEmail } from '../../helpers/sessions';
import { staffToken } from '../../helpers/staff';
import { businessCustomer } from '../../helpers/wholesale';

/**
 * The console's stock endpoint and the pre-orders: frames received (a `received` rise) for a colour
 * that pre-orders wait for serve them first, by the operator's arrival rule (wholesale/colour-arrival.ts);
 * only what is left reaches the sellable stock.
 */
describe.each(backends())('console stock: received frames serve the pre-orders first (%s)', (backend) => {
  let t: TestApp;
  let catalogue: string;
  let owner: string;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    catalogue = await staffToken(t, 'catalogue');
    owner = await staffToken(t, 'owner');
  }, 120_000);
  afterAll(() => t?.close());

  /** A product of the test's own with one colour (stock `stock`) and `expected` frames of it on their way. */
  async function incoming(expected: number, stock = 0) {
    const item = await testGoods(t, { price: 30, stock });
    await t.db.insert(incomingStock).values({ goodsId: item.goodsId, variantId: item.variantId, expectedQty: expected, expectedDate: '2027-01-15' });
    return item;
  }
  /** A business buyer's pre-order of `qty` frames of the colour. */
  async function preOrder(variantId: number, qty: number) {
    const who = await businessCustomer(t);
    const res = await t.api<PreOrder>('POST', paths.addPreOrder, { token: who.token, form: { variant_id: variantId, qty } });
    expect(res.body.code, res.text).toBe(200);
    return { ...who, id: res.body.data.id };
  }
  const change = (goodsId: number, body: Record<string, unknown>) =>
    t.api<AdminStockChangeReply>('POST', adminProductPaths.productStock(goodsId), { token: catalogue, body });
  const history = async (goodsId: number) =>
    (await t.api<AdminStockPage>('GET', adminProductPaths.productStockHistory(goodsId), { token: catalogue })).body.data.items;
  const auditOf = async (id: number) =>
    (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=product&record_id=${id}`, { token: owner })).body.data.items;
  const statusOf = async (ids: number[]) =>
    (await t.db.select({ id: preOrders.id, status: preOrders.status }).from(preOrders).where(inArray(preOrders.id, ids)))
      .sort((a, b) => a.id - b.id)
      .map((p) => p.status);
  const incomingOf = async (variantId: number) => (await t.db.select().from(incomingStock).where(eq(incomingStock.variantId, variantId)))[0];
  const arrivalMails = async (email: string) => (await mailsTo(t, email)).filter((m) => m.kind === 'pre-order-arrived');
  /** A shopper waiting for the colour to be back in stock. */
  async function waitingShopper(item: { goodsId: number; variantId: number }) {
    const email = newEmail('backinstock');
    await t.db.insert(stockNotifications).values({ goodsId: item.goodsId, variantId: item.variantId, email });
    return email;
  }

  it('a received rise serves the reserved pre-orders oldest first, mails them, and only the rest reaches the stock', async () => {
    // 10 on their way: 4 and 2 pre-ordered, 4 not promised.
    const item = await incoming(10);
    const first = await preOrder(item.variantId, 4);
    const second = await preOrder(item.variantId, 2);
    const shopper = await waitingShopper(item);

    // 12 received: the pre-orders take 6, the 4 unpromised and 2 nobody expected go on sale.
    const res = await change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: 12, reason: 'received', note: 'Delivery 881' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.change).toEqual({
      goods_id: item.goodsId,
      variant_id: item.variantId,
      delta: 6,
      qty_after: 6,
      pre_orders: { received: 12, served: [first.id, second.id], frames: 6, held: 0 },
    });
    expect(res.body.data.colours[0]).toMatchObject({ stock: 6, waiting: 0 });
    expect(await stockOf(t, item.variantId)).toBe(6);
    expect(await statusOf([first.id, second.id])).toEqual(['arrived', 'arrived']);
    // Every expected frame came: the colour is no longer on its way.
    expect(await incomingOf(item.variantId)).toBeUndefined();
    expect(await arrivalMails(first.email)).toHaveLength(1);
    expect(await arrivalMails(second.email)).toHaveLength(1);
    // The sellable stock rose: the shopper waiting for it is mailed.
    expect((await mailsTo(t, shopper)).map((m) => m.kind)).toEqual(['stock-back']);

    // The history says what reached the stock, and its note the pre-orders served and their frames.
    const [moved] = await history(item.goodsId);
    expect(moved).toMatchObject({ delta: 6, qty_after: 6, reason: 'received' });
    expect(moved!.note).toBe(
      `Delivery 881 — Received 12: pre-orders served: #${first.id}, #${second.id} (frames: 6); held for the next pre-order: 0`,
    );
    const [audit] = await auditOf(item.goodsId);
    expect(audit).toMatchObject({
      action: 'product.stock',
      before: { stock: 0 },
      after: { stock: 6, delta: 6, reason: 'received', pre_orders: { received: 12, served: [first.id, second.id], frames: 6, held: 0 } },
    });

    // The served pre-order is paid with its own frames: the stock on sale stays as it is.
    await addAddress(t, first.token);
    const paid = await t.api<PlacedOrder>('POST', paths.payPreOrder, { token: first.token, form: { id: first.id } });
    expect(paid.body.code, paid.text).toBe(200);
    expect(await stockOf(t, item.variantId)).toBe(6);
  });

  it('a rise too small for the oldest pre-order holds the frames for it (nothing to stock), and the next one fills it', async () => {
    // 6 on their way, all pre-ordered by one buyer; a younger pre-order cannot pass the oldest.
    const item = await incoming(6, 2);
    const buyer = await preOrder(item.variantId, 6);
    const shopper = await waitingShopper(item);

    const res = await change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: 4, reason: 'received' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.change).toMatchObject({ delta: 0, qty_after: 2, pre_orders: { received: 4, served: [], frames: 0, held: 4 } });
    expect(await stockOf(t, item.variantId)).toBe(2);
    expect(await statusOf([buyer.id])).toEqual(['reserved']);
    expect(await incomingOf(item.variantId)).toMatchObject({ expectedQty: 6, reservedQty: 6, heldQty: 4 });
    expect(await arrivalMails(buyer.email)).toHaveLength(0);
    // The sellable stock did not rise: nobody is told it is back.
    expect(await mailsTo(t, shopper)).toHaveLength(0);
    const [moved] = await history(item.goodsId);
    expect(moved).toMatchObject({ delta: 0, qty_after: 2, reason: 'received' });
    expect(moved!.note).toBe('Received 4: pre-orders served: none (frames: 0); held for the next pre-order: 4');

    // 2 more: with the 4 held, the pre-order is filled.
    const more = await change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: 2, reason: 'received' });
    expect(more.body.data.change).toMatchObject({ delta: 0, qty_after: 2, pre_orders: { received: 2, served: [buyer.id], frames: 6, held: 0 } });
    expect(await statusOf([buyer.id])).toEqual(['arrived']);
    expect(await arrivalMails(buyer.email)).toHaveLength(1);
    expect(await incomingOf(item.variantId)).toBeUndefined();
  });

  it('a received `set` counts the frames that arrived from the stock it locked; the pre-orders take theirs first', async () => {
    const item = await incoming(5, 3);
    const buyer = await preOrder(item.variantId, 5);
    // Counted 10 on the shelf after the delivery: 7 arrived, 5 of them the pre-order's.
    const res = await change(item.goodsId, { variant_id: item.variantId, mode: 'set', qty: 10, reason: 'received' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.change).toMatchObject({ delta: 2, qty_after: 5, pre_orders: { received: 7, served: [buyer.id], frames: 5, held: 0 } });
    expect(await stockOf(t, item.variantId)).toBe(5);
    expect(await statusOf([buyer.id])).toEqual(['arrived']);
  });

  it('other reasons change the sellable stock only: a counted or returned rise leaves the pre-orders waiting', async () => {
    const item = await incoming(5);
    const buyer = await preOrder(item.variantId, 5);
    const counted = await change(item.goodsId, { variant_id: item.variantId, mode: 'set', qty: 8, reason: 'counted' });
    expect(counted.status, counted.text).toBe(200);
    expect(counted.body.data.change).toEqual({ goods_id: item.goodsId, variant_id: item.variantId, delta: 8, qty_after: 8, pre_orders: null });
    const returned = await change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: 1, reason: 'returned' });
    expect(returned.body.data.change).toMatchObject({ delta: 1, qty_after: 9, pre_orders: null });
    expect(await stockOf(t, item.variantId)).toBe(9);
    expect(await statusOf([buyer.id])).toEqual(['reserved']);
    expect(await incomingOf(item.variantId)).toMatchObject({ expectedQty: 5, reservedQty: 5, heldQty: 0 });
    expect(await arrivalMails(buyer.email)).toHaveLength(0);
    expect((await history(item.goodsId)).map((m) => m.note)).toEqual(['', '']);

    // Received frames of a colour nobody pre-ordered are plain stock: what is on its way stays expected.
    const unpromised = await incoming(4);
    const plain = await change(unpromised.goodsId, { variant_id: unpromised.variantId, mode: 'adjust', qty: 3, reason: 'received' });
    expect(plain.body.data.change).toMatchObject({ delta: 3, qty_after: 3, pre_orders: null });
    expect(await incomingOf(unpromised.variantId)).toMatchObject({ expectedQty: 4, reservedQty: 0, heldQty: 0 });
  });

  it('checkouts, received rises, an operator arrival and a cancel at once: never oversold, no frame counted twice', async () => {
    // 10 on their way, three pre-orders of 2; 6 on sale, 16 shoppers each buying 1.
    const item = await incoming(10, 50);
    const buyers = [];
    for (let i = 0; i < 16; i++) buyers.push(await readyToOrder(t, item, 1));
    const pre = [await preOrder(item.variantId, 2), await preOrder(item.variantId, 2), await preOrder(item.variantId, 2)];
    await t.db.execute(sql`update goods_variants set stock_qty = 6 where id = ${item.variantId}`);

    const orders = buyers.map((b) => placeOrder(t, b.token, { cart_ids: [b.cartId], address_id: b.address.id }));
    const rises = [
      change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: 3, reason: 'received' }),
      change(item.goodsId, { variant_id: item.variantId, mode: 'adjust', qty: 5, reason: 'received' }),
    ];
    const arrival = t.api<ArrivalResult>('POST', paths.adminArrival, { token: catalogue, body: { goods_id: item.goodsId, qty: 4 } });
    const cancel = t.api('POST', paths.cancelPreOrder, { token: pre[2]!.token, form: { id: pre[2]!.id } });
    const [placed, changed, arrived, cancelled] = await Promise.all([Promise.all(orders), Promise.all(rises), arrival, cancel]);

    for (const r of changed) expect(r.status, r.text).toBe(200);
    expect(arrived.status, arrived.text).toBe(200);
    expect([200, 409], cancelled.text).toContain(cancelled.status);
    for (const r of placed.filter((x) => x.status !== 200)) expect(r.status, r.text).toBe(409);
    const sold = placed.filter((r) => r.status === 200).length;

    // The stock is what it was, plus what each change and the arrival put on sale, less what was sold.
    const moved = (await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, item.goodsId))).reduce((n, m) => n + m.delta, 0);
    const toStock = moved + arrived.body.data.to_stock;
    const stock = await stockOf(t, item.variantId);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock).toBe(6 + toStock - sold);

    // Each pre-order arrived once (mailed once) or was cancelled before; the frames given to
    // pre-orders and to the stock are at most the 12 received (the operator's arrival drops what
    // the colour no longer expected, at most its 4).
    const statuses = await statusOf(pre.map((p) => p.id));
    expect(statuses.slice(0, 2)).toEqual(['arrived', 'arrived']);
    expect(cancelled.status === 200 ? 'cancelled' : 'arrived').toBe(statuses[2]);
    const servedFrames = statuses.filter((s) => s === 'arrived').length * 2;
    for (const [i, p] of pre.entries()) expect(await arrivalMails(p.email)).toHaveLength(statuses[i] === 'arrived' ? 1 : 0);
    // No pre-order is left waiting; a cancel may leave unpromised frames still expected (a received
    // rise of a colour nobody waits for is plain stock), and frames held are counted once.
    const left = await incomingOf(item.variantId);
    expect(left?.reservedQty ?? 0).toBe(0);
    const accounted = servedFrames + toStock + (left?.heldQty ?? 0);
    expect(accounted).toBeLessThanOrEqual(12);
    expect(accounted).toBeGreaterThanOrEqual(8);
    const mailed = await t.db.select().from(outbox).where(eq(outbox.kind, 'pre-order-arrived'));
    for (const p of pre) expect(mailed.filter((m) => m.subject.endsWith(`#${p.id})`)).length).toBeLessThanOrEqual(1);
  }, 120_000);
});
