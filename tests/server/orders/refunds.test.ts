import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../contract/endpoints';
import type { TransactionPage } from '../../../contract/orders';
import { markRefundsSent, sendRefunds } from '../../../server/services/payments/refunds';
import { backends, type TestApp } from '../helpers/test-app';
import { mailsTo, orderFor } from '../helpers/checkout';
import { detail, eventsOf, operator, payByCard, paymentsOf, paymentsTestApp, operatorToken } from '../helpers/payments';

describe.each(backends())('refunds: a paid order cancelled, an amount cut below what was paid (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await paymentsTestApp(backend);
  });
  afterAll(() => t?.close());

  const history = async (token: string) => (await t.api<TransactionPage>('GET', paths.transactionHistory, { token })).body.data;
  const cardPaidOrder = async (price = 60) => {
    const o = await orderFor(t, { price });
    expect((await payByCard(t, o.token, o.order.order_id)).body.code).toBe(200);
    return o;
  };

  it('cancelling a card-paid order sends its money back at once: detail, history, event and mail say so', async () => {
    const { token, email, order } = await cardPaidOrder(60);
    const id = order.order_id;
    await operator(t, paths.adminOrderStatus(id), { status: 'cancelled' });

    const d = await detail(t, token, id);
    expect(d).toMatchObject({ status: 'cancelled', paid_amount: 0, refunded_amount: order.total, difference_due: 0 });
    expect(d.payments.map((p) => [p.purpose, p.status, p.amount])).toEqual([
      ['order', 'succeeded', order.total],
      ['refund', 'succeeded', order.total],
    ]);
    expect(d.payments[1]!.description).toMatch(/4242/);
    expect(d.events.at(-1)!.description).toMatch(/^Refund of \$\d+\.\d\d to Visa •••• 4242$/);

    const h = await history(token);
    expect(h.items.map((i) => [i.kind, i.status, i.amount])).toEqual([
      ['refund', 'succeeded', order.total],
      ['payment', 'succeeded', order.total],
    ]);
    const cancelled = (await mailsTo(t, email)).find((m) => m.kind === 'order-cancelled');
    expect(cancelled?.text).toMatch(/We are refunding \$\d+\.\d\d to the way you paid/);
  });

  it('a bank transfer is paid back by hand: the refund waits until the operator marks it sent', async () => {
    const { token, order } = await orderFor(t, { price: 45 });
    const id = order.order_id;
    await operator(t, paths.adminOrderStatus(id), { status: 'paid' });
    await operator(t, paths.adminOrderStatus(id), { status: 'cancelled' });

    expect((await history(token)).items[0]).toMatchObject({ kind: 'refund', status: 'pending', method: 'bank_transfer', amount: order.total });
    expect(await sendRefunds(t.app, { orderId: id })).toEqual({ sent: 0, waiting: 1 });
    expect(await markRefundsSent(t.db, id)).toBe(1);
    expect(await markRefundsSent(t.db, id)).toBe(0);
    expect((await history(token)).items[0]).toMatchObject({ kind: 'refund', status: 'succeeded' });
    expect(await detail(t, token, id)).toMatchObject({ paid_amount: 0, refunded_amount: order.total });
  });

  it("cutting a paid order's amount refunds the part paid above it; a raise afterwards is a difference to pay", async () => {
    const { token, order } = await cardPaidOrder(80);
    const id = order.order_id;
    const cut = Math.round((order.total - 12.5) * 100) / 100;
    await operator(t, paths.adminOrderAdjust(id), { total: cut });
    let d = await detail(t, token, id);
    expect(d).toMatchObject({ status: 'paid', total: cut, paid_amount: cut, refunded_amount: 12.5, difference_due: 0 });
    expect(d.payments.filter((p) => p.purpose === 'refund').map((p) => [p.status, p.amount])).toEqual([['succeeded', 12.5]]);

    await operator(t, paths.adminOrderAdjust(id), { total: cut + 5 });
    d = await detail(t, token, id);
    expect(d).toMatchObject({ paid_amount: cut, refunded_amount: 12.5, difference_due: 5 });

    // Cancelled now: what is still held (the payment less the first refund) goes back, no more.
    await operator(t, paths.adminOrderStatus(id), { status: 'cancelled' });
    d = await detail(t, token, id);
    expect(d).toMatchObject({ paid_amount: 0, refunded_amount: order.total });
    expect(d.payments.filter((p) => p.purpose === 'refund').map((p) => p.amount)).toEqual([12.5, cut]);
  });

  it('two cancellations at once refund once', async () => {
    const { token, order } = await cardPaidOrder(30);
    const id = order.order_id;
    const both = await Promise.all(
      [1, 2].map(async () => t.api('POST', paths.adminOrderStatus(id), { token: await operatorToken(t), body: { status: 'cancelled' } })),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refunds = (await paymentsOf(t, id)).filter((p) => p.purpose === 'refund');
    expect(refunds.map((r) => [r.status, r.amount])).toEqual([['succeeded', order.total]]);
    expect((await detail(t, token, id)).paid_amount).toBe(0);
    expect((await eventsOf(t, id)).filter((e) => e.description.startsWith('Refund of'))).toHaveLength(1);
  });

  it("a refund the provider refuses stays owed, with the provider's words, and goes through on a later try", async () => {
    const card = t.app.payments.card;
    const refund = card.refund;
    (card as { refund: typeof refund }).refund = async () => ({ status: 'failed', error: 'issuer unavailable' });
    const { token, order } = await cardPaidOrder(25);
    const id = order.order_id;
    try {
      await operator(t, paths.adminOrderStatus(id), { status: 'cancelled' });
      const [r] = (await paymentsOf(t, id)).filter((p) => p.purpose === 'refund');
      expect([r!.status, r!.error]).toEqual(['pending', 'issuer unavailable']);
      expect((await history(token)).items[0]).toMatchObject({ kind: 'refund', status: 'pending' });
    } finally {
      (card as { refund: typeof refund }).refund = refund;
    }
    expect(await sendRefunds(t.app, { orderId: id })).toEqual({ sent: 1, waiting: 0 });
    expect(await sendRefunds(t.app, { orderId: id })).toEqual({ sent: 0, waiting: 0 });
    const [r] = (await paymentsOf(t, id)).filter((p) => p.purpose === 'refund');
    expect([r!.status, r!.error]).toEqual(['succeeded', null]);
  });

  it('cancelling an unpaid order refunds nothing', async () => {
    const { token, order } = await orderFor(t, { price: 20 });
    await operator(t, paths.adminOrderStatus(order.order_id), { status: 'cancelled' });
    expect((await paymentsOf(t, order.order_id)).filter((p) => p.purpose === 'refund')).toEqual([]);
    expect(await detail(t, token, order.order_id)).toMatchObject({ paid_amount: 0, refunded_amount: 0 });
  });
});
