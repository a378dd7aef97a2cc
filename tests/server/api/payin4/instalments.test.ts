import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { INSTALMENT_INTERVAL_DAYS, INSTALMENT_MAX, INSTALMENT_MIN } from '../../../../contract/constants';
import type { InvalidData } from '../../../../contract/codes';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { SANDBOX_CARDS, type Instalment, type PaymentResult } from '../../../../contract/orders';
import { instalments, orders } from '../../../../server/db/schema';
import { backends, type TestApp } from '../../helpers/test-app';
import { syncDueInstalments } from '../../../../server/services/payments/instalments';
import { customer } from '../../helpers/checkout';
import { cardFields, detail, operator, paymentsOf, paymentsTestApp, unpaidOrder } from '../../helpers/payments';

const DAY_MS = 86_400_000;

describe.each(backends())('pay in 4 (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await paymentsTestApp(backend);
  });
  afterAll(() => t?.close());

  const session = (token: string, orderId: number) =>
    t.api<{ session_id: string; schedule: Instalment[] }>('POST', paths.instalmentCreateSession, { token, form: { order_id: orderId } });
  const pay = (token: string, sessionId: string, number: string = SANDBOX_CARDS.succeeds) =>
    t.api<PaymentResult>('POST', paths.instalmentPay, { token, form: { session_id: sessionId, ...cardFields(number) } });

  it('POST accessible {amount} tells whether pay in 4 is offered for an amount (spec section 7)', async () => {
    const { token } = await customer(t);
    const ask = async (amount: string | number) => t.api('POST', paths.instalmentAccessible, { token, form: { amount } });
    expect((await ask(INSTALMENT_MIN)).body.data).toEqual({ accessible: true, min: INSTALMENT_MIN, max: INSTALMENT_MAX });
    expect((await ask(INSTALMENT_MIN - 1)).body.data.accessible).toBe(false);
    expect((await ask(INSTALMENT_MAX + 1)).body.data.accessible).toBe(false);
    const bad = await ask('lots');
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors).toEqual({ amount: messages.invalidInput });
    // Only the POST the spec lists: a GET is not served, and the OpenAPI document names the POST.
    expect((await t.api('GET', `${paths.instalmentAccessible}?amount=${INSTALMENT_MIN}`, { token })).status).toBe(404);
    const doc = (await (await fetch(`${t.url}/docs/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const operations = doc.paths[`/${paths.instalmentAccessible}`]!;
    expect(Object.keys(operations)).toEqual(['post']);
    expect(JSON.stringify(operations.post)).toContain('"amount"');
  });

  it('createSession answers the schedule of 4, the remainder on the first; pay stores it and pays the order', async () => {
    // 3 x 80.01 = 240.03 (free shipping): 60.03 + 3 x 60.00.
    const { token, order } = await unpaidOrder(t, { price: 80.01, qty: 3 });
    expect(order.total).toBe(240.03);
    const s = await session(token, order.order_id);
    expect(s.body.code, s.text).toBe(200);
    expect(s.body.data.session_id).toMatch(/^p4s_/);
    expect(s.body.data.schedule).toEqual([
      { seq: 1, amount: 60.03, due_at: null, status: 'scheduled' },
      { seq: 2, amount: 60, due_at: null, status: 'scheduled' },
      { seq: 3, amount: 60, due_at: null, status: 'scheduled' },
      { seq: 4, amount: 60, due_at: null, status: 'scheduled' },
    ]);

    const paid = await pay(token, s.body.data.session_id);
    expect(paid.body.code, paid.text).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'paid',
      payment: { method: 'pay_in_4', status: 'succeeded', amount: 240.03, description: 'Visa •••• 4242' },
    });
    const shown = await detail(t, token, order.order_id);
    expect(shown).toMatchObject({ status: 'paid', payment_method: 'pay_in_4', paid_amount: 240.03 });
    expect(shown.instalments).toEqual(s.body.data.schedule);
    const rows = await t.db.select().from(instalments).where(eq(instalments.orderId, order.order_id));
    expect(new Set(rows.map((r) => r.paymentId))).toEqual(new Set([paid.body.data.payment.id]));

    // A repeat of the pay call charges nothing and stores no second schedule.
    const again = await pay(token, s.body.data.session_id);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(messages.orderAlreadyPaid);
    expect(await t.db.select().from(instalments).where(eq(instalments.orderId, order.order_id))).toHaveLength(4);
  });

  it('the first instalment falls due when the order is processed, the others every 14 days after', async () => {
    const { token, order } = await unpaidOrder(t);
    const s = (await session(token, order.order_id)).body.data;
    expect((await pay(token, s.session_id)).body.code).toBe(200);
    const before = Date.now();
    await operator(t, paths.adminOrderStatus(order.order_id), { status: 'processing' });
    const due = (await detail(t, token, order.order_id)).instalments.map((i) => Date.parse(i.due_at!));
    expect(due[0]).toBeGreaterThanOrEqual(before - 5000);
    expect(due[0]).toBeLessThanOrEqual(Date.now() + 5000);
    for (let k = 1; k < 4; k++) expect(due[k]! - due[0]!).toBe(k * INSTALMENT_INTERVAL_DAYS * DAY_MS);

    // The instalments job: each is marked paid once the provider has taken it, the later ones on their dates.
    const statuses = async () => (await detail(t, token, order.order_id)).instalments.map((i) => i.status);
    await syncDueInstalments(t.app);
    expect(await statuses()).toEqual(['paid', 'scheduled', 'scheduled', 'scheduled']);
    expect(await syncDueInstalments(t.app, new Date(due[1]! + 1000))).toBe(1);
    expect(await statuses()).toEqual(['paid', 'paid', 'scheduled', 'scheduled']);
    expect(await syncDueInstalments(t.app, new Date(due[1]! + 1000))).toBe(0);
  });

  it('a declined card is a 402, stores no schedule, and the plan can be approved with another card', async () => {
    const { token, order } = await unpaidOrder(t);
    const s = (await session(token, order.order_id)).body.data;
    const declined = await pay(token, s.session_id, SANDBOX_CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.body.msg).toBe(messages.cardDeclined);
    expect(await t.db.select().from(instalments).where(eq(instalments.orderId, order.order_id))).toEqual([]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.order_id));
    expect(row!.status).toBe('pending_payment');
    expect((await pay(token, s.session_id)).body.code).toBe(200);
  });

  it('is refused out of its range (409), for another customer (404), and with bad card fields (422)', async () => {
    const cheap = await unpaidOrder(t, { price: 10 });
    expect(cheap.order.total).toBeLessThan(INSTALMENT_MIN);
    const tooLow = await session(cheap.token, cheap.order.order_id);
    expect(tooLow.status).toBe(409);
    expect(tooLow.body.msg).toBe(messages.instalmentUnavailable);
    expect(await paymentsOf(t, cheap.order.order_id)).toEqual([]);

    const { token, order } = await unpaidOrder(t);
    const stranger = await customer(t, 'stranger');
    expect((await session(stranger.token, order.order_id)).body.msg).toBe(messages.orderNotFound);
    const s = (await session(token, order.order_id)).body.data;
    const theirs = await pay(stranger.token, s.session_id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe(messages.paymentNotFound);
    const wrong = await pay(token, s.session_id, '4000000000000003');
    expect(wrong.status).toBe(422);
    expect((wrong.body.data as unknown as InvalidData).errors).toEqual({ card_number: messages.cardNumberInvalid });
  });
});
