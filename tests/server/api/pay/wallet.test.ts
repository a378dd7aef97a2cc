import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import type { PaymentResult } from '../../../../contract/orders';
import { cartItems, orders, outbox } from '../../../../server/db/schema';
import { backends, type TestApp } from '../../helpers/test-app';
import { customer } from '../../helpers/checkout';
import { decide, eventsOf, execute, payByCard, paymentsOf, paymentsTestApp, returned, startWallet, unpaidOrder } from '../../helpers/payments';

describe.each(backends())('wallet payments (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await paymentsTestApp(backend);
  });
  afterAll(() => t?.close());

  const page = (approveUrl: string) => fetch(`${t.url}${approveUrl}`);

  it('POST api/pay/{id} records a pending payment and answers the sandbox approval page', async () => {
    const { token, order } = await unpaidOrder(t);
    const redirect = await startWallet(t, token, order.order_id);
    expect(redirect.approve_url).toMatch(/^\/sandbox\/wallet\/approve\?token=EC-[A-Z2-9]{17}$/);
    const [p] = await paymentsOf(t, order.order_id);
    expect(p).toMatchObject({
      id: redirect.payment_id,
      method: 'wallet',
      purpose: 'order',
      status: 'pending',
      amount: order.total,
      provider: 'sandbox-wallet',
    });
  });

  it('the approval page shows the order, the amount, Approve and Cancel, and is allowed to post its form', async () => {
    const { token, order } = await unpaidOrder(t, { price: 80 });
    const { approve_url } = await startWallet(t, token, order.order_id);
    const res = await page(approve_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self'");
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('name="viewport"');
    expect(html).toContain(order.order_no);
    expect(html).toContain(`$${order.total.toFixed(2)}`);
    expect(html).toMatch(/<form method="post" action="\/sandbox\/wallet\/approve"/);
    expect(html).toMatch(/<button[^>]*name="decision" value="approve">Approve and pay/);
    expect(html).toMatch(/<button[^>]*name="decision" value="cancel">Cancel/);
    expect(html).not.toContain('<script');
  });

  it('an unknown or malformed token shows a not-found page', async () => {
    const unknown = await page('/sandbox/wallet/approve?token=EC-NOPE');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Payment not found');
    expect((await page('/sandbox/wallet/approve')).status).toBe(404);
    expect((await decide(t, '/sandbox/wallet/approve?token=EC-NOPE', 'approve')).status).toBe(404);
  });

  it('Approve -> 303 to /payment-success with token and payer_id -> execute pays the order once; a repeat answers the same', async () => {
    const { token, order, email, userId, item } = await unpaidOrder(t);
    const { approve_url, payment_id } = await startWallet(t, token, order.order_id);
    const approved = await decide(t, approve_url, 'approve');
    expect(approved.status).toBe(303);
    expect(approved.location).toMatch(/^\/payment-success\?method=wallet&token=EC-[A-Z2-9]{17}&payer_id=PAYER[0-9A-F]{13}$/);
    const back = returned(approved.location);

    const first = await execute(t, token, back);
    expect(first.body.code, first.text).toBe(200);
    expect(first.body.data).toMatchObject<Partial<PaymentResult>>({
      order_id: order.order_id,
      order_no: order.order_no,
      status: 'paid',
      payment: expect.objectContaining({ id: payment_id, method: 'wallet', status: 'succeeded', amount: order.total }),
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row).toMatchObject({ status: 'paid', paidAmount: order.total, paymentMethod: 'wallet' });
    expect(
      await t.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, item.variantId))),
    ).toEqual([]);

    // The app reloads the success page, the wallet calls back twice, all at once: the same answer, nothing more.
    const repeats = await Promise.all([execute(t, token, back), execute(t, token, back), execute(t, token, back)]);
    for (const r of repeats) {
      expect(r.body.code, r.text).toBe(200);
      expect(r.body.data).toEqual(first.body.data);
    }
    // Approving again (back button) just returns to the success page.
    expect((await decide(t, approve_url, 'approve')).location).toBe(approved.location);
    expect((await paymentsOf(t, order.order_id)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(await eventsOf(t, order.order_id, 'paid')).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'order-paid'))),
    ).toHaveLength(1);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(after!.paidAmount).toBe(order.total);
    // The page now says it is complete.
    expect(await (await page(approve_url)).text()).toContain('This payment is complete');
  });

  it('execute without the approval (a wrong payer id) is a 402 and the order stays unpaid', async () => {
    const { token, order } = await unpaidOrder(t);
    const { approve_url } = await startWallet(t, token, order.order_id);
    const back = returned((await decide(t, approve_url, 'approve')).location);
    const forged = await execute(t, token, { token: back.token, payer_id: 'PAYER0000000000000' });
    expect(forged.status).toBe(402);
    expect(forged.body.msg).toBe(messages.paymentFailed);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row!.status).toBe('pending_payment');
    // The real approval still goes through.
    expect((await execute(t, token, back)).body.code).toBe(200);
  });

  it('Cancel -> 303 to /payment-failed, the payment cancelled, execute 402; the order can then be paid by card', async () => {
    const { token, order } = await unpaidOrder(t);
    const { approve_url, payment_id } = await startWallet(t, token, order.order_id);
    const cancelled = await decide(t, approve_url, 'cancel');
    expect(cancelled).toEqual({ status: 303, location: `/payment-failed?order_id=${order.order_id}&reason=cancelled` });
    const [p] = await paymentsOf(t, order.order_id);
    expect(p).toMatchObject({ id: payment_id, status: 'cancelled' });
    expect(await (await page(approve_url)).text()).toContain('This payment is closed');

    const tokenOnly = new URL(approve_url, t.url).searchParams.get('token')!;
    const late = await execute(t, token, { token: tokenOnly, payer_id: 'PAYER0000000000000' });
    expect(late.status).toBe(402);
    expect(late.body.msg).toBe(messages.paymentCancelled);

    const card = await payByCard(t, token, order.order_id);
    expect(card.body.code, card.text).toBe(200);
    expect((await paymentsOf(t, order.order_id)).map((x) => [x.method, x.status])).toEqual([
      ['wallet', 'cancelled'],
      ['card', 'succeeded'],
    ]);
  });

  it('a wallet payment left pending is void once the order is paid another way; executing it then is 409', async () => {
    const { token, order } = await unpaidOrder(t);
    const { approve_url } = await startWallet(t, token, order.order_id);
    const back = returned((await decide(t, approve_url, 'approve')).location);
    expect((await payByCard(t, token, order.order_id)).body.code).toBe(200);
    const late = await execute(t, token, back);
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(messages.orderAlreadyPaid);
    expect((await paymentsOf(t, order.order_id)).map((x) => x.status)).toEqual(['cancelled', 'succeeded']);
  });

  it("another customer's order or wallet payment is 404; a paid order cannot start a wallet payment", async () => {
    const { token, order } = await unpaidOrder(t);
    const stranger = await customer(t, 'stranger');
    const start = await t.api('POST', paths.payWallet(order.order_id), { token: stranger.token });
    expect(start.status).toBe(404);
    expect(start.body.msg).toBe(messages.orderNotFound);
    const { approve_url } = await startWallet(t, token, order.order_id);
    const back = returned((await decide(t, approve_url, 'approve')).location);
    const theirs = await execute(t, stranger.token, back);
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe(messages.paymentNotFound);
    expect((await execute(t, token, back)).body.code).toBe(200);
    const again = await t.api('POST', paths.payWallet(order.order_id), { token });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(messages.orderAlreadyPaid);
  });

  it('execute input is validated: 422 without token or payer id', async () => {
    const { token } = await customer(t);
    const res = await t.api('GET', paths.executeWallet, { token });
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({ token: messages.paymentNotFound, payer_id: messages.paymentNotFound });
  });
});
