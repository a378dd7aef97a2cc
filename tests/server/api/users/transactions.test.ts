import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { SANDBOX_CARDS, type TransactionPage } from '../../../../contract/orders';
import { messages } from '../../../../contract/messages';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { errorsOf, manyCustomers, orderFor } from '../../helpers/checkout';
import { payByCard } from '../../helpers/payments';
import { visitorToken } from '../../helpers/sessions';

describe.each(backends())('GET api/users/transactionHistory (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const history = (token: string, query = '') => t.api<TransactionPage>('GET', `${paths.transactionHistory}${query}`, { token });

  it("lists a refused card and then the payment that went through, newest first, in the order's currency", async () => {
    const { token, order } = await orderFor(t, { price: 55 });
    expect((await history(token)).body.data).toMatchObject({ items: [], total: 0, page: 1 });
    expect((await payByCard(t, token, order.order_id, SANDBOX_CARDS.declined)).body.code).not.toBe(200);
    expect((await payByCard(t, token, order.order_id)).body.code).toBe(200);
    const page = (await history(token)).body.data;
    expect(page.total).toBe(2);
    expect(page.items.map((i) => [i.order_no, i.kind, i.method, i.status, i.amount])).toEqual([
      [order.order_no, 'payment', 'card', 'succeeded', order.total],
      [order.order_no, 'payment', 'card', 'failed', order.total],
    ]);
    expect(page.items[0]!.currency).toMatchObject({ symbol: 'USD', money: '$', exchange_rate: 1 });
    expect(page.items[0]!.description).toMatch(/4242/);
  });

  it("shows only the customer's own, refuses a bad page (422) and visitors (403)", async () => {
    const mine = await orderFor(t);
    await payByCard(t, mine.token, mine.order.order_id);
    const other = await orderFor(t);
    expect((await history(other.token)).body.data.total).toBe(0);
    const bad = await history(mine.token, '?page=0');
    expect([bad.status, errorsOf(bad).page]).toEqual([422, messages.pageInvalid]);
    expect((await history(mine.token, '?page=2')).body.data.items).toEqual([]);
    expect((await history(await visitorToken(t))).status).toBe(403);
  });
});
