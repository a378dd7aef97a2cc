import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { PaymentResult } from '../../../../contract/orders';
import { orderEvents, orders, payments } from '../../../../server/db/schema';
import { backends, type TestApp } from '../../helpers/test-app';
import { placeOrder, readyToOrder, stockOf, testGoods } from '../../helpers/checkout';
import { cardFields, createIntent, decide, execute, paymentsTestApp, returned, startWallet } from '../../helpers/payments';

const BUYERS = 24;
const STOCK = 6;

/**
 * The must-hold: with stock N, at least 20 customers placing and paying at once buy it at
 * most N times, and every order placed is paid exactly once, even when each customer submits
 * their payment twice at the same moment.
 */
describe.each(backends())('concurrent place-and-pay (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await paymentsTestApp(backend);
  }, 120_000);
  afterAll(() => t?.close());

  /** Customers with the colour in their cart while there is plenty; then its stock drops to `stock`. */
  async function buyers(count: number, stock: number) {
    const item = await testGoods(t, { price: 70, stock: 1000 });
    const list = [];
    for (let i = 0; i < count; i++) list.push(await readyToOrder(t, item, 1));
    await t.db.execute(sql`update goods_variants set stock_qty = ${stock} where id = ${item.variantId}`);
    return { item, list };
  }

  async function settledState(orderIds: number[]) {
    const rows = orderIds.length ? await t.db.select().from(orders).where(inArray(orders.id, orderIds)) : [];
    const pays = orderIds.length ? await t.db.select().from(payments).where(inArray(payments.orderId, orderIds)) : [];
    const paidEvents = orderIds.length
      ? await t.db
          .select()
          .from(orderEvents)
          .where(sql`${orderEvents.orderId} in ${orderIds} and ${orderEvents.status} = 'paid'`)
      : [];
    return { rows, pays, paidEvents };
  }

  it(`${BUYERS} customers place and pay by card at once for stock ${STOCK}: ${STOCK} orders, each paid once`, async () => {
    const { item, list } = await buyers(BUYERS, STOCK);

    const outcomes = await Promise.all(
      list.map(async (b) => {
        const placed = await placeOrder(t, b.token, { cart_ids: [b.cartId], address_id: b.address.id });
        if (placed.status !== 200) return { placed, pays: [] };
        const orderId = placed.body.data.order_id;
        const intent = (await createIntent(t, b.token, orderId)).body.data;
        // The shopper's double tap: the same payment submitted twice at once.
        const form = { intent_id: intent.intent_id, ...cardFields() };
        const pays = await Promise.all([0, 1].map(() => t.api<PaymentResult>('POST', paths.payCard(orderId), { token: b.token, form })));
        return { placed, pays };
      }),
    );

    const placed = outcomes.filter((o) => o.placed.status === 200);
    expect(placed).toHaveLength(STOCK);
    for (const o of outcomes.filter((x) => x.placed.status !== 200)) {
      expect(o.placed.status, o.placed.text).toBe(409);
      expect([messages.outOfStock, messages.notEnoughStock]).toContain(o.placed.body.msg);
    }
    for (const o of placed) {
      expect(o.pays.map((p) => p.status).sort()).toEqual([200, 409]);
      expect(o.pays.find((p) => p.status === 409)!.body.msg).toBe(messages.orderAlreadyPaid);
    }

    const orderIds = placed.map((o) => o.placed.body.data.order_id);
    const { rows, pays, paidEvents } = await settledState(orderIds);
    expect(rows.every((r) => r.status === 'paid' && r.paidAmount === r.total)).toBe(true);
    expect(pays.filter((p) => p.status === 'succeeded')).toHaveLength(STOCK);
    expect(new Set(pays.filter((p) => p.status === 'succeeded').map((p) => p.orderId)).size).toBe(STOCK);
    expect(paidEvents).toHaveLength(STOCK);
    expect(await stockOf(t, item.variantId)).toBe(0);
  }, 120_000);

  it('mixed methods at once (card, wallet with a repeated execute): still at most N sold, each order paid once', async () => {
    const { item, list } = await buyers(20, 4);
    const outcomes = await Promise.all(
      list.map(async (b, i) => {
        const placed = await placeOrder(t, b.token, { cart_ids: [b.cartId], address_id: b.address.id });
        if (placed.status !== 200) return { placed, ok: 0 };
        const orderId = placed.body.data.order_id;
        if (i % 2 === 0) {
          const intent = (await createIntent(t, b.token, orderId)).body.data;
          const res = await t.api('POST', paths.payCard(orderId), { token: b.token, form: { intent_id: intent.intent_id, ...cardFields() } });
          return { placed, ok: res.status === 200 ? 1 : 0 };
        }
        const { approve_url } = await startWallet(t, b.token, orderId);
        const back = returned((await decide(t, approve_url, 'approve')).location);
        const runs = await Promise.all([execute(t, b.token, back), execute(t, b.token, back)]);
        expect(runs.map((r) => r.status)).toEqual([200, 200]);
        expect(runs[0]!.body.data).toEqual(runs[1]!.body.data);
        return { placed, ok: 1 };
      }),
    );
    const placed = outcomes.filter((o) => o.placed.status === 200);
    expect(placed).toHaveLength(4);
    expect(placed.every((o) => o.ok === 1)).toBe(true);
    const { rows, pays, paidEvents } = await settledState(placed.map((o) => o.placed.body.data.order_id));
    expect(rows.every((r) => r.status === 'paid')).toBe(true);
    expect(pays.filter((p) => p.status === 'succeeded')).toHaveLength(4);
    expect(paidEvents).toHaveLength(4);
    expect(await stockOf(t, item.variantId)).toBe(0);
  }, 120_000);
});
