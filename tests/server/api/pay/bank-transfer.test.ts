import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BANK_TRANSFER_WINDOW_MS } from '../../../../contract/constants';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { BankTransferDetails } from '../../../../contract/orders';
import { cartItems, orders, outbox } from '../../../../server/db/schema';
import { DEFAULT_BANK_ACCOUNT } from '../../../../server/services/payments/bank-transfer';
import { backends, type TestApp } from '../../helpers/test-app';
import { customer } from '../../helpers/checkout';
import { detail, eventsOf, operator, payByCard, paymentsOf, paymentsTestApp, unpaidOrder } from '../../helpers/payments';

describe.each(backends())('bank transfer (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await paymentsTestApp(backend);
  });
  afterAll(() => t?.close());

  const choose = (token: string, orderId: number) => t.api<BankTransferDetails>('POST', paths.payBankTransfer(orderId), { token });

  it('answers the bank details and the reference; the order waits for the money, its lines leave the cart', async () => {
    const { token, order, userId, item } = await unpaidOrder(t);
    const before = Date.now();
    const res = await choose(token, order.order_id);
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      order_id: order.order_id,
      order_no: order.order_no,
      amount: order.total,
      reference: order.order_no,
      currency: { symbol: 'USD', money: '$', exchange_rate: 1 },
      ...DEFAULT_BANK_ACCOUNT,
    });
    const payBy = Date.parse(res.body.data.pay_by);
    expect(payBy).toBeGreaterThanOrEqual(before + BANK_TRANSFER_WINDOW_MS - 1000);
    expect(payBy).toBeLessThanOrEqual(Date.now() + BANK_TRANSFER_WINDOW_MS + 1000);

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row).toMatchObject({ status: 'pending_payment', paymentMethod: 'bank_transfer', paidAmount: 0 });
    expect(row!.payBy!.toISOString()).toBe(res.body.data.pay_by);
    expect((await paymentsOf(t, order.order_id)).map((p) => [p.method, p.status, p.amount])).toEqual([['bank_transfer', 'pending', order.total]]);
    expect(
      await t.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, item.variantId))),
    ).toEqual([]);
    expect((await eventsOf(t, order.order_id)).map((e) => e.description)).toEqual(['Order placed', 'Awaiting bank transfer']);
    const shown = await detail(t, token, order.order_id);
    expect(shown).toMatchObject({ status: 'pending_payment', payment_method: 'bank_transfer', pay_by: res.body.data.pay_by, can_pay: true });
  });

  it('a repeat answers the same details and keeps the deadline and the one pending payment', async () => {
    const { token, order } = await unpaidOrder(t);
    const first = (await choose(token, order.order_id)).body.data;
    const again = await choose(token, order.order_id);
    expect(again.body.data).toEqual(first);
    expect(await paymentsOf(t, order.order_id)).toHaveLength(1);
    expect(await eventsOf(t, order.order_id)).toHaveLength(2);
  });

  it('the operator marks it paid: the transfer is recorded as succeeded and the "paid" mail goes out', async () => {
    const { token, order, email } = await unpaidOrder(t);
    await choose(token, order.order_id);
    await operator(t, paths.adminOrderStatus(order.order_id), { status: 'paid' });
    const [p] = await paymentsOf(t, order.order_id);
    expect(p).toMatchObject({ method: 'bank_transfer', status: 'succeeded', amount: order.total });
    const shown = await detail(t, token, order.order_id);
    expect(shown).toMatchObject({ status: 'paid', payment_method: 'bank_transfer', paid_amount: order.total, difference_due: 0 });
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'order-paid'))),
    ).toHaveLength(1);
    const late = await choose(token, order.order_id);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(messages.orderAlreadyPaid);
  });

  it('the shopper may still pay by card while the transfer is awaited; the transfer is then void', async () => {
    const { token, order } = await unpaidOrder(t);
    await choose(token, order.order_id);
    const card = await payByCard(t, token, order.order_id);
    expect(card.body.code, card.text).toBe(200);
    expect((await paymentsOf(t, order.order_id)).map((p) => [p.method, p.status])).toEqual([
      ['bank_transfer', 'cancelled'],
      ['card', 'succeeded'],
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row).toMatchObject({ status: 'paid', paymentMethod: 'card', payBy: null });
  });

  it("another customer's order is 404; a cancelled or expired one 409", async () => {
    const { token, order } = await unpaidOrder(t);
    const stranger = await customer(t, 'stranger');
    const theirs = await choose(stranger.token, order.order_id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe(messages.orderNotFound);
    await t.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1) })
      .where(eq(orders.id, order.order_id));
    const expired = await choose(token, order.order_id);
    expect(expired.status).toBe(409);
    expect(expired.body.msg).toBe(messages.orderNotPayable);
    await operator(t, paths.adminOrderStatus(order.order_id), { status: 'cancelled' });
    expect((await choose(token, order.order_id)).body.msg).toBe(messages.orderNotPayable);
    expect(await paymentsOf(t, order.order_id)).toEqual([]);
  });
});
