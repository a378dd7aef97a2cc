import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { PlacedOrder } from '../../../../contract/orders';
import type { ArrivalResult, IncomingFrame, PreOrder } from '../../../../contract/wholesale-services';
import { goods, incomingStock, orders, preOrders } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { addAddress, errorsOf, mailsTo, manyCustomers, stockOf, testGoods } from '../../helpers/checkout';
import { businessCustomer } from '../../helpers/wholesale';
import { payByCard } from '../../helpers/payments';
import { staffToken } from '../../helpers/staff';
import { listAudit } from '../../../../server/services/staff/audit';

/** A signed-in catalogue member: who records arrivals. */
let ADMIN: string;

/** A product of the test's own with one colour sold out and `expected` frames of it on their way. */
async function incoming(t: TestApp, expected: number) {
  const item = await testGoods(t, { price: 30, stock: 0 });
  await t.db.insert(incomingStock).values({ goodsId: item.goodsId, variantId: item.variantId, expectedQty: expected, expectedDate: '2027-01-15' });
  return item;
}

const add = (t: TestApp, token: string, variantId: number, qty: number) =>
  t.api<PreOrder>('POST', paths.addPreOrder, { token, form: { variant_id: variantId, qty } });
const arrive = (t: TestApp, goodsId: number, qty: number) =>
  t.api<ArrivalResult>('POST', paths.adminArrival, { headers: { authorization: `Bearer ${ADMIN}` }, body: { goods_id: goodsId, qty } });

describe.each(backends())('pre-orders: advance_sale_order (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    ADMIN = await staffToken(t, 'catalogue');
  }, 120_000);
  afterAll(() => t?.close());

  it('lists incoming frames, reserves, shows the pre-order in get_list and get_one', async () => {
    const item = await incoming(t, 10);
    const who = await businessCustomer(t);
    const list = await t.api<IncomingFrame[]>('GET', paths.preOrderIncoming, { token: who.token });
    expect(list.body.code, list.text).toBe(200);
    expect(list.body.data.find((f) => f.variant_id === item.variantId)).toMatchObject({ available: 10, expected_date: '2027-01-15', price: 30 });

    const res = await add(t, who.token, item.variantId, 4);
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.msg).toBe(messages.preOrderSaved);
    expect(res.body.data).toMatchObject({ qty: 4, status: 'reserved', can_cancel: true, can_pay: false, goods_id: item.goodsId });

    const mine = await t.api<PreOrder[]>('GET', paths.preOrderList, { token: who.token });
    expect(mine.body.data.map((p) => p.id)).toEqual([res.body.data.id]);
    const one = await t.api<PreOrder>('GET', paths.preOrderOne, { token: who.token });
    expect(one.status).toBe(422);
    const got = await t.api<PreOrder>('GET', `${paths.preOrderOne}?id=${res.body.data.id}`, { token: who.token });
    expect(got.body.data.id).toBe(res.body.data.id);
    const after = await t.api<IncomingFrame[]>('GET', paths.preOrderIncoming, { token: who.token });
    expect(after.body.data.find((f) => f.variant_id === item.variantId)?.available).toBe(6);
  });

  it('refuses bad input: no quantity, too many, a colour not on its way, visitors', async () => {
    const item = await incoming(t, 5);
    const who = await businessCustomer(t);
    const none = await add(t, who.token, item.variantId, 0);
    expect(none.status).toBe(422);
    expect(errorsOf(none).qty).toBe(messages.preOrderQty);
    const more = await add(t, who.token, item.variantId, 6);
    expect(more.status).toBe(409);
    expect(more.body.msg).toBe(messages.preOrderNotEnough);
    expect(more.body.data).toMatchObject({ available: 5 });
    const inStock = await testGoods(t, { price: 10, stock: 5 });
    const notComing = await add(t, who.token, inStock.variantId, 1);
    expect(notComing.status).toBe(422);
    expect(errorsOf(notComing).variant_id).toBe(messages.preOrderNotIncoming);
    const visitor = (await t.api('POST', paths.visitor)).body.data.access_token as string;
    expect((await add(t, visitor, item.variantId, 1)).status).toBe(403);
    const [row] = await t.db.select().from(incomingStock).where(eq(incomingStock.variantId, item.variantId));
    expect(row!.reservedQty).toBe(0);
  });

  it("a pre-order is at least the product's business minimum (shown with the incoming frames), so its order can be paid", async () => {
    const item = await incoming(t, 20);
    await t.db.update(goods).set({ wholesaleMoq: 5 }).where(eq(goods.id, item.goodsId));
    const who = await businessCustomer(t);
    const list = await t.api<IncomingFrame[]>('GET', paths.preOrderIncoming, { token: who.token });
    expect(list.body.data.find((f) => f.variant_id === item.variantId)).toMatchObject({ moq: 5 });
    const few = await add(t, who.token, item.variantId, 4);
    expect(few.status).toBe(422);
    expect(errorsOf(few).qty).toBe(messages.belowMinimum);
    expect(few.body.data).toMatchObject({ moq: 5 });
    expect(await t.db.select().from(preOrders).where(eq(preOrders.variantId, item.variantId))).toEqual([]);
    const p = (await add(t, who.token, item.variantId, 5)).body.data;
    await arrive(t, item.goodsId, 5);
    await addAddress(t, who.token);
    const paid = await t.api<PlacedOrder>('POST', paths.payPreOrder, { token: who.token, form: { id: p.id } });
    expect(paid.body.code, paid.text).toBe(200);
  });

  it("another customer's pre-order is a 404 to read, cancel or pay", async () => {
    const item = await incoming(t, 5);
    const owner = await businessCustomer(t);
    const other = await businessCustomer(t);
    const p = (await add(t, owner.token, item.variantId, 1)).body.data;
    expect((await t.api('GET', `${paths.preOrderOne}?id=${p.id}`, { token: other.token })).status).toBe(404);
    const cancel = await t.api('POST', paths.cancelPreOrder, { token: other.token, form: { id: p.id } });
    expect(cancel.status).toBe(404);
    expect(cancel.body.msg).toBe(messages.preOrderNotFound);
    const address = await addAddress(t, other.token);
    expect((await t.api('POST', paths.payPreOrder, { token: other.token, form: { id: p.id, address_id: address.id } })).status).toBe(404);
    expect((await t.api<PreOrder[]>('GET', paths.preOrderList, { token: other.token })).body.data).toEqual([]);
  });

  it('cancels until arrival and gives the reservation back; not after arrival', async () => {
    const item = await incoming(t, 6);
    const who = await businessCustomer(t);
    const a = (await add(t, who.token, item.variantId, 3)).body.data;
    const b = (await add(t, who.token, item.variantId, 3)).body.data;
    const cancelled = await t.api<PreOrder>('POST', paths.cancelPreOrder, { token: who.token, form: { id: a.id } });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', can_cancel: false });
    // Cancelling twice changes nothing.
    expect((await t.api<PreOrder>('POST', paths.cancelPreOrder, { token: who.token, form: { id: a.id } })).body.code).toBe(200);
    const [row] = await t.db.select().from(incomingStock).where(eq(incomingStock.variantId, item.variantId));
    expect(row!.reservedQty).toBe(3);
    expect((await arrive(t, item.goodsId, 3)).body.data.pre_orders).toEqual([b.id]);
    const late = await t.api('POST', paths.cancelPreOrder, { token: who.token, form: { id: b.id } });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(messages.preOrderCannotCancel);
  });

  it('arrival fills pre-orders oldest first, mails them, puts the unpromised rest on sale; the customer pays through an order', async () => {
    const item = await incoming(t, 10);
    const first = await businessCustomer(t);
    const second = await businessCustomer(t);
    const p1 = (await add(t, first.token, item.variantId, 4)).body.data;
    const p2 = (await add(t, second.token, item.variantId, 5)).body.data;
    // Paying before arrival is refused.
    const address = await addAddress(t, first.token);
    const early = await t.api('POST', paths.payPreOrder, { token: first.token, form: { id: p1.id, address_id: address.id } });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(messages.preOrderNotArrived);

    // 6 arrive: p1 (4) fits; p2 (5) does not: 2 are held for it, none on sale (1 unpromised frame is still to come).
    const r1 = await arrive(t, item.goodsId, 6);
    expect(r1.body.data, r1.text).toEqual({ goods_id: item.goodsId, pre_orders: [p1.id], to_stock: 1 });
    expect(await stockOf(t, item.variantId)).toBe(1);
    // 4 more: p2 filled (2 held + 3); the 10 expected have all come.
    const r2 = await arrive(t, item.goodsId, 4);
    expect(r2.body.data.pre_orders).toEqual([p2.id]);
    const mails = await mailsTo(t, first.email);
    expect(mails.some((m) => m.kind === 'pre-order-arrived')).toBe(true);
    expect((await mailsTo(t, second.email)).some((m) => m.kind === 'pre-order-arrived')).toBe(true);

    const stockBefore = await stockOf(t, item.variantId);
    const paid = await t.api<PlacedOrder>('POST', paths.payPreOrder, { token: first.token, form: { id: p1.id, address_id: address.id } });
    expect(paid.body.code, paid.text).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'pending_payment', total: expect.any(Number) });
    // The held frames went to the order: the colour's stock on sale is as it was.
    expect(await stockOf(t, item.variantId)).toBe(stockBefore);
    const again = await t.api<PlacedOrder>('POST', paths.payPreOrder, { token: first.token, form: { id: p1.id, address_id: address.id } });
    expect(again.body.data.order_id).toBe(paid.body.data.order_id);
    const [row] = await t.db.select().from(preOrders).where(eq(preOrders.id, p1.id));
    expect(row).toMatchObject({ status: 'ordered', orderId: paid.body.data.order_id });
  });

  it('pays to the default address without one given; once paid, paying again is a 409; the reserved frames are sold once', async () => {
    const item = await incoming(t, 3);
    const who = await businessCustomer(t);
    const other = await businessCustomer(t);
    const p = (await add(t, who.token, item.variantId, 3)).body.data;
    expect((await arrive(t, item.goodsId, 3)).body.data).toMatchObject({ pre_orders: [p.id], to_stock: 0 });
    expect((await t.api<PreOrder>('GET', `${paths.preOrderOne}?id=${p.id}`, { token: who.token })).body.data).toMatchObject({
      status: 'arrived',
      can_pay: true,
    });
    // Nobody else can buy the arrived frames: none are on sale.
    expect(await stockOf(t, item.variantId)).toBe(0);

    // No address in the book: a 422 asking for one, nothing ordered.
    const noAddress = await t.api('POST', paths.payPreOrder, { token: who.token, form: { id: p.id } });
    expect(noAddress.status, noAddress.text).toBe(422);
    expect(errorsOf(noAddress).address_id).toBe(messages.addressRequired);
    expect((await t.db.select().from(preOrders).where(eq(preOrders.id, p.id)))[0]).toMatchObject({ status: 'arrived', orderId: null });

    await addAddress(t, who.token);
    const paid = await t.api<PlacedOrder>('POST', paths.payPreOrder, { token: who.token, form: { id: p.id } });
    expect(paid.body.code, paid.text).toBe(200);
    expect(await stockOf(t, item.variantId)).toBe(0);
    const card = await payByCard(t, who.token, paid.body.data.order_id);
    expect(card.body.code, card.text).toBe(200);
    const twice = await t.api('POST', paths.payPreOrder, { token: who.token, form: { id: p.id } });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(messages.preOrderAlreadyPaid);
    expect((await t.api<PreOrder>('GET', `${paths.preOrderOne}?id=${p.id}`, { token: who.token })).body.data).toMatchObject({
      status: 'ordered',
      can_pay: false,
      can_cancel: false,
      order_id: paid.body.data.order_id,
    });
    // One order of the pre-order, and none of its frames left to anyone else.
    const made = await t.db
      .select()
      .from(orders)
      .where(eq(orders.clientToken, `pre-order-${p.id}`));
    expect(made).toHaveLength(1);
    expect(await stockOf(t, item.variantId)).toBe(0);
    await addAddress(t, other.token);
    const stranger = await t.api('POST', paths.payPreOrder, { token: other.token, form: { id: p.id } });
    expect(stranger.status).toBe(404);
  });

  it('an arrived pre-order whose order was cancelled is a 409 to pay', async () => {
    const item = await incoming(t, 1);
    const who = await businessCustomer(t);
    const p = (await add(t, who.token, item.variantId, 1)).body.data;
    await arrive(t, item.goodsId, 1);
    await addAddress(t, who.token);
    const placed = await t.api<PlacedOrder>('POST', paths.payPreOrder, { token: who.token, form: { id: p.id } });
    expect(placed.body.code, placed.text).toBe(200);
    await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.body.data.order_id));
    const late = await t.api('POST', paths.payPreOrder, { token: who.token, form: { id: p.id } });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(messages.preOrderOrderCancelled);
  });

  it('the operator endpoint needs a signed-in member with catalogue.manage', async () => {
    const item = await incoming(t, 2);
    expect((await t.api('POST', paths.adminArrival, { body: { goods_id: item.goodsId, qty: 1 } })).status).toBe(401);
    expect(
      (await t.api('POST', paths.adminArrival, { headers: { authorization: 'Bearer nope' }, body: { goods_id: item.goodsId, qty: 1 } })).status,
    ).toBe(401);
    const fulfilment = await staffToken(t, 'fulfilment');
    expect((await t.api('POST', paths.adminArrival, { token: fulfilment, body: { goods_id: item.goodsId, qty: 1 } })).status).toBe(403);
    const unknown = await testGoods(t, { price: 1, stock: 1 });
    expect((await arrive(t, unknown.goodsId, 1)).status).toBe(404);
    // An arrival from the console is in the audit log, with who and what it did.
    expect((await arrive(t, item.goodsId, 1)).status).toBe(200);
    const { items } = await listAudit(t.db, { record_kind: 'wholesale', record_id: String(item.goodsId), page: 1, page_size: 5 });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ action: 'wholesale.arrive', after: { qty: 1 } });
    expect(items[0]!.staff_id).not.toBeNull();
  });

  it('20 customers pre-ordering at once against 10 incoming frames never reserve more than 10', async () => {
    const item = await incoming(t, 10);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => businessCustomer(t)));
    const results = await Promise.all(buyers.map((b) => add(t, b.token, item.variantId, 1)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status, r.text).toBe(409);
      expect(r.body.msg).toBe(messages.preOrderNotEnough);
    }
    const [row] = await t.db.select().from(incomingStock).where(eq(incomingStock.variantId, item.variantId));
    expect(row!.reservedQty).toBe(10);
    const rows = await t.db.select().from(preOrders).where(eq(preOrders.variantId, item.variantId));
    expect(rows.reduce((n, p) => n + p.qty, 0)).toBe(10);
  }, 120_000);
});
