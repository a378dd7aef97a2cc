import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { SANDBOX_CARDS, type PaymentIntent, type PaymentResult } from '../../../../contract/orders';
import { cartItems, orders, outbox, paymentCustomers, payments } from '../../../../server/db/schema';
import { isUniqueViolation } from '../../../../server/services/platform/db-errors';
import { backends, type TestApp } from '../../helpers/test-app';
import { addLine, customer } from '../../helpers/checkout';
import { visitorToken } from '../../helpers/sessions';
import { cardFields, createIntent, detail, eventsOf, payByCard, paymentsOf, paymentsTestApp, unpaidOrder } from '../../helpers/payments';

describe.each(backends())('card payments (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await paymentsTestApp(backend);
  });
  afterAll(() => t?.close());

  it('GET create_customer_sandbox makes the caller one gateway customer and answers it again', async () => {
    const who = await customer(t);
    const first = await t.api<{ customer_id: string }>('GET', paths.createCardCustomer, { token: who.token });
    expect(first.body.code, first.text).toBe(200);
    expect(first.body.data.customer_id).toMatch(/^cus_/);
    const again = await t.api<{ customer_id: string }>('GET', paths.createCardCustomer, { token: who.token });
    expect(again.body.data.customer_id).toBe(first.body.data.customer_id);
    expect(await t.db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, who.userId))).toHaveLength(1);
  });

  it('a visitor cannot pay: 403', async () => {
    const visitor = await visitorToken(t);
    expect((await t.api('GET', paths.createCardCustomer, { token: visitor })).status).toBe(403);
    expect((await t.api('POST', paths.createPaymentIntent, { token: visitor, form: { order_id: 1 } })).status).toBe(403);
  });

  it('4242 pays the order in one go: payment succeeded, order paid, lines out of the cart, one "paid" mail', async () => {
    const { token, order, item, email, userId } = await unpaidOrder(t, { price: 80, qty: 2 });
    const intent = await createIntent(t, token, order.order_id);
    expect(intent.body.code, intent.text).toBe(200);
    expect(intent.body.data).toMatchObject<Partial<PaymentIntent>>({ amount: order.total, order_id: order.order_id });
    expect(intent.body.data.client_secret).toContain(`${intent.body.data.intent_id}_secret_`);

    const res = await t.api<PaymentResult>('POST', paths.payCard(order.order_id), {
      token,
      form: { intent_id: intent.body.data.intent_id, ...cardFields('4242 4242 4242 4242') },
    });
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data).toMatchObject({
      order_id: order.order_id,
      order_no: order.order_no,
      status: 'paid',
      payment: { method: 'card', purpose: 'order', status: 'succeeded', amount: order.total, description: 'Visa •••• 4242' },
    });

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row).toMatchObject({ status: 'paid', paidAmount: order.total, paymentMethod: 'card' });
    expect(
      await t.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, item.variantId))),
    ).toEqual([]);
    expect((await eventsOf(t, order.order_id, 'paid')).map((e) => e.description)).toEqual(['Payment received']);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'order-paid')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(order.order_no);

    const shown = await detail(t, token, order.order_id);
    expect(shown).toMatchObject({ status: 'paid', payment_method: 'card', paid_amount: order.total, difference_due: 0, can_pay: false });
    expect(shown.payments.filter((p) => p.status === 'succeeded')).toHaveLength(1);
  });

  it('keeps the cart lines of other goods when an order is paid', async () => {
    const { token, order, userId } = await unpaidOrder(t);
    const other = await unpaidOrder(t);
    await addLine(t, token, other.item, 1);
    expect((await payByCard(t, token, order.order_id)).body.code).toBe(200);
    const left = await t.db.select().from(cartItems).where(eq(cartItems.userId, userId));
    expect(left.map((l) => l.variantId)).toEqual([other.item.variantId]);
  });

  it.each([
    ['declined', SANDBOX_CARDS.declined, messages.cardDeclined],
    ['insufficient funds', SANDBOX_CARDS.insufficientFunds, messages.insufficientFunds],
    ['security code refused', SANDBOX_CARDS.cvcFails, messages.cvcFailed],
  ])('%s: 402 with its message, the attempt kept as failed, the order still unpaid and payable', async (_name, number, msg) => {
    const { token, order, userId, item } = await unpaidOrder(t);
    const res = await payByCard(t, token, order.order_id, number);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code: 402, msg, data: { order_id: order.order_id } });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row).toMatchObject({ status: 'pending_payment', paidAmount: 0, paymentMethod: null });
    const [attempt] = await paymentsOf(t, order.order_id);
    expect(attempt).toMatchObject({ status: 'failed', method: 'card', description: `Visa •••• ${number.slice(-4)}` });
    expect(
      await t.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, item.variantId))),
    ).toHaveLength(1);
    // The shopper tries again with a good card: paid.
    expect((await payByCard(t, token, order.order_id)).body.code).toBe(200);
  });

  it('retrying the same intent after a decline with a good card succeeds', async () => {
    const { token, order } = await unpaidOrder(t);
    const intent = (await createIntent(t, token, order.order_id)).body.data;
    const pay = (number: string) =>
      t.api<PaymentResult>('POST', paths.payCard(order.order_id), { token, form: { intent_id: intent.intent_id, ...cardFields(number) } });
    expect((await pay(SANDBOX_CARDS.declined)).status).toBe(402);
    const ok = await pay('5555555555554444');
    expect(ok.body.code, ok.text).toBe(200);
    expect(ok.body.data.payment.description).toBe('Mastercard •••• 4444');
    expect((await paymentsOf(t, order.order_id)).map((p) => p.status)).toEqual(['succeeded']);
  });

  it('any other Luhn-valid number succeeds', async () => {
    const { token, order } = await unpaidOrder(t);
    const res = await payByCard(t, token, order.order_id, '378282246310005');
    expect(res.body.code, res.text).toBe(200);
    expect(res.body.data.payment.description).toBe('American Express •••• 0005');
  });

  it('bad card fields are 422 with field messages and charge nothing', async () => {
    const { token, order } = await unpaidOrder(t);
    const intent = (await createIntent(t, token, order.order_id)).body.data;
    const pay = (over: Record<string, string>) =>
      t.api('POST', paths.payCard(order.order_id), { token, form: { intent_id: intent.intent_id, ...cardFields(undefined, over) } });
    const wrongNumber = await pay({ card_number: '4242424242424241' });
    expect(wrongNumber.status).toBe(422);
    expect(wrongNumber.body.data.errors).toEqual({ card_number: messages.cardNumberInvalid });
    const expired = await pay({ expiry: '01/20' });
    expect(expired.status).toBe(422);
    expect(expired.body.data.errors).toEqual({ expiry: messages.cardExpired });
    const many = await pay({ name: '', cvc: '12', expiry: '13/30' });
    expect(many.body.data.errors).toEqual({ name: messages.cardNameRequired, cvc: messages.cvcInvalid, expiry: messages.cardExpiryInvalid });
    expect((await paymentsOf(t, order.order_id)).map((p) => p.status)).toEqual(['pending']);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row!.status).toBe('pending_payment');
  });

  it("another customer's order is 404 orderNotFound, for the intent and the payment", async () => {
    const { token, order } = await unpaidOrder(t);
    const intent = (await createIntent(t, token, order.order_id)).body.data;
    const stranger = await customer(t, 'stranger');
    const asIntent = await createIntent(t, stranger.token, order.order_id);
    expect(asIntent.status).toBe(404);
    expect(asIntent.body.msg).toBe(messages.orderNotFound);
    const asPay = await t.api('POST', paths.payCard(order.order_id), {
      token: stranger.token,
      form: { intent_id: intent.intent_id, ...cardFields() },
    });
    expect(asPay.status).toBe(404);
    expect(asPay.body.msg).toBe(messages.orderNotFound);
    expect((await createIntent(t, token, 999_999)).status).toBe(404);
  });

  it('an intent of another order is 404 paymentNotFound', async () => {
    const a = await unpaidOrder(t);
    const intentOfOther = (await createIntent(t, a.token, a.order.order_id)).body.data;
    const placeSecond = await unpaidOrder(t);
    const res = await t.api('POST', paths.payCard(placeSecond.order.order_id), {
      token: placeSecond.token,
      form: { intent_id: intentOfOther.intent_id, ...cardFields() },
    });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe(messages.paymentNotFound);
  });

  it('a cancelled order is 409 orderNotPayable; an order past its pay_by too', async () => {
    const cancelled = await unpaidOrder(t);
    const intent = (await createIntent(t, cancelled.token, cancelled.order.order_id)).body.data;
    const pay = () =>
      t.api('POST', paths.payCard(cancelled.order.order_id), { token: cancelled.token, form: { intent_id: intent.intent_id, ...cardFields() } });
    const del = await t.api('DELETE', paths.delOrder(cancelled.order.order_id), { token: cancelled.token });
    expect(del.body.code, del.text).toBe(200);
    // Deleted orders are hidden: not found at all.
    expect((await pay()).status).toBe(404);
    await t.db.update(orders).set({ deletedAt: null }).where(eq(orders.id, cancelled.order.order_id));
    const onCancelled = await pay();
    expect(onCancelled.status).toBe(409);
    expect(onCancelled.body.msg).toBe(messages.orderNotPayable);
    expect((await createIntent(t, cancelled.token, cancelled.order.order_id)).body.msg).toBe(messages.orderNotPayable);

    const late = await unpaidOrder(t);
    const lateIntent = (await createIntent(t, late.token, late.order.order_id)).body.data;
    await t.db
      .update(orders)
      .set({ payBy: new Date(Date.now() - 1000) })
      .where(eq(orders.id, late.order.order_id));
    const res = await t.api('POST', paths.payCard(late.order.order_id), {
      token: late.token,
      form: { intent_id: lateIntent.intent_id, ...cardFields() },
    });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(messages.orderNotPayable);
    expect((await paymentsOf(t, late.order.order_id)).map((p) => p.status)).toEqual(['pending']);
  });

  it('a second card payment of a paid order is 409 orderAlreadyPaid and charges nothing', async () => {
    const { token, order } = await unpaidOrder(t);
    const intent = (await createIntent(t, token, order.order_id)).body.data;
    const pay = () => t.api<PaymentResult>('POST', paths.payCard(order.order_id), { token, form: { intent_id: intent.intent_id, ...cardFields() } });
    expect((await pay()).body.code).toBe(200);
    const again = await pay();
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(messages.orderAlreadyPaid);
    const newIntent = await createIntent(t, token, order.order_id);
    expect(newIntent.status).toBe(409);
    expect(newIntent.body.msg).toBe(messages.orderAlreadyPaid);
    expect((await paymentsOf(t, order.order_id)).filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(await eventsOf(t, order.order_id, 'paid')).toHaveLength(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row!.paidAmount).toBe(order.total);
  });

  it('a double-submitted card payment succeeds exactly once', async () => {
    const { token, order, email } = await unpaidOrder(t);
    const intents = await Promise.all([createIntent(t, token, order.order_id), createIntent(t, token, order.order_id)]);
    // The same intent twice and a second intent, all at once.
    const bodies = [intents[0], intents[0], intents[1], intents[1]].map((i) => ({ intent_id: i.body.data.intent_id, ...cardFields() }));
    const results = await Promise.all(bodies.map((form) => t.api('POST', paths.payCard(order.order_id), { token, form })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.msg).toBe(messages.orderAlreadyPaid);
    const rows = await paymentsOf(t, order.order_id);
    expect(rows.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(rows.filter((p) => p.status === 'cancelled')).toHaveLength(1);
    expect(await eventsOf(t, order.order_id, 'paid')).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, email), eq(outbox.kind, 'order-paid'))),
    ).toHaveLength(1);
  });

  it('the database itself refuses a second succeeded payment of one order and purpose (the backstop)', async () => {
    const { order, userId } = await unpaidOrder(t);
    const row = (ref: string) => ({
      orderId: order.order_id,
      userId,
      method: 'card' as const,
      purpose: 'order' as const,
      status: 'succeeded' as const,
      amount: order.total,
      provider: 'sandbox-card',
      providerRef: ref,
    });
    await t.db.insert(payments).values(row(`pi_backstop_a_${order.order_id}`));
    const second = await t.db
      .insert(payments)
      .values(row(`pi_backstop_b_${order.order_id}`))
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isUniqueViolation(second)).toBe(true);
    await t.db.insert(payments).values({ ...row(`pi_backstop_c_${order.order_id}`), purpose: 'difference' });
  });
});
