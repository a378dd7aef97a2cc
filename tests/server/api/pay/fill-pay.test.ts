import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { WalletRedirect } from '../../../../contract/orders';
import { orders } from '../../../../server/db/schema';
import { backends, type TestApp } from '../../helpers/test-app';
import { customer } from '../../helpers/checkout';
import { decide, detail, eventsOf, execute, operator, payByCard, paymentsOf, paymentsTestApp, returned, unpaidOrder } from '../../helpers/payments';

describe.each(backends())('price difference (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await paymentsTestApp(backend);
  });
  afterAll(() => t?.close());

  const fillPay = (token: string, orderId: number) => t.api<WalletRedirect>('POST', paths.fillPay, { token, form: { order_id: orderId } });
  const fillExecute = (token: string, back: { token: string; payer_id: string }) => execute(t, token, back, paths.fillPayExecute);

  /** A paid order whose total the operator then raised by `raise`. */
  async function raisedOrder(raise: number) {
    const placed = await unpaidOrder(t);
    expect((await payByCard(t, placed.token, placed.order.order_id)).body.code).toBe(200);
    await operator(t, paths.adminOrderAdjust(placed.order.order_id), { total: placed.order.total + raise });
    return placed;
  }

  it('pays the difference with the wallet: paid amount adds up, an event, nothing owed after; a repeat answers the same', async () => {
    const { token, order } = await raisedOrder(12.5);
    expect(await detail(t, token, order.order_id)).toMatchObject({ status: 'paid', difference_due: 12.5 });

    const started = await fillPay(token, order.order_id);
    expect(started.body.code, started.text).toBe(200);
    const approved = await decide(t, started.body.data.approve_url, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.location).toMatch(/^\/price-difference-payment-successful\?token=EC-[A-Z2-9]{17}&payer_id=PAYER[0-9A-F]{13}$/);
    const back = returned(approved.location);

    const done = await fillExecute(token, back);
    expect(done.body.code, done.text).toBe(200);
    expect(done.body.data).toMatchObject({
      order_id: order.order_id,
      status: 'paid',
      payment: { method: 'wallet', purpose: 'difference', status: 'succeeded', amount: 12.5 },
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row!.paidAmount).toBe(order.total + 12.5);
    expect(await detail(t, token, order.order_id)).toMatchObject({ status: 'paid', difference_due: 0, paid_amount: order.total + 12.5 });
    expect((await eventsOf(t, order.order_id)).map((e) => e.description)).toContain('Price difference paid');

    const again = await fillExecute(token, back);
    expect(again.body).toEqual(done.body);
    expect((await paymentsOf(t, order.order_id)).filter((p) => p.status === 'succeeded').map((p) => p.purpose)).toEqual(['order', 'difference']);
    expect((await eventsOf(t, order.order_id)).filter((e) => e.description === 'Price difference paid')).toHaveLength(1);
    // Nothing left to pay now.
    expect((await fillPay(token, order.order_id)).body.msg).toBe(messages.noDifferenceDue);
  });

  it('cancelling on the wallet page returns to the failed page and keeps the difference owed', async () => {
    const { token, order } = await raisedOrder(5);
    const started = (await fillPay(token, order.order_id)).body.data;
    expect(await decide(t, started.approve_url, 'cancel')).toEqual({
      status: 303,
      location: `/price-difference-payment-failed?order_id=${order.order_id}`,
    });
    expect((await detail(t, token, order.order_id)).difference_due).toBe(5);
  });

  it('an order that owes no difference is 409 noDifferenceDue; an unpaid one too; another customer 404', async () => {
    const paid = await unpaidOrder(t);
    expect((await payByCard(t, paid.token, paid.order.order_id)).body.code).toBe(200);
    const none = await fillPay(paid.token, paid.order.order_id);
    expect(none.status).toBe(409);
    expect(none.body.msg).toBe(messages.noDifferenceDue);

    const unpaid = await unpaidOrder(t);
    expect((await fillPay(unpaid.token, unpaid.order.order_id)).body.msg).toBe(messages.noDifferenceDue);

    const { order } = await raisedOrder(3);
    const stranger = await customer(t, 'stranger');
    const theirs = await fillPay(stranger.token, order.order_id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe(messages.orderNotFound);
  });

  it('a price-difference token does not settle through the order execute', async () => {
    const { token, order } = await raisedOrder(7);
    const started = (await fillPay(token, order.order_id)).body.data;
    const back = returned((await decide(t, started.approve_url, 'approve')).location);
    const wrong = await execute(t, token, back);
    expect(wrong.status).toBe(404);
    expect(wrong.body.msg).toBe(messages.paymentNotFound);
  });
});
