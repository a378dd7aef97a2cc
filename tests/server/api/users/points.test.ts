import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { REVIEW_POINTS } from '../../../../contract/constants';
import { messages } from '../../../../contract/messages';
import type { PointPage } from '../../../../contract/orders';
import { operatorMove } from '../../../../server/services/orders/order-admin';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { errorsOf, manyCustomers, orderFor } from '../../helpers/checkout';
import { payByCard } from '../../helpers/payments';
import { visitorToken } from '../../helpers/sessions';

describe.each(backends())('points: earned for paid orders and reviews, taken back on cancellation (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
  });
  afterAll(() => t?.close());

  const points = async (token: string, query = '') => (await t.api<PointPage>('GET', `${paths.pointList}${query}`, { token })).body.data;

  it('earns a point per whole dollar when an order is paid, and REVIEW_POINTS for a review, newest first', async () => {
    const { token, order, item } = await orderFor(t, { price: 64.5 });
    expect(await points(token)).toMatchObject({ balance: 0, items: [], total: 0 });
    expect((await payByCard(t, token, order.order_id)).body.code).toBe(200);
    const paid = Math.floor(order.total);
    expect(await points(token)).toMatchObject({
      balance: paid,
      total: 1,
      items: [{ delta: paid, reason: 'order_paid', order_id: order.order_id, order_no: order.order_no }],
    });

    await operatorMove(t.app, order.order_id, 'processing', {});
    await operatorMove(t.app, order.order_id, 'shipped', { carrier: 'UPS', tracking_no: '1Z999AA10123456784' });
    await operatorMove(t.app, order.order_id, 'delivered', {});
    const review = await t.api('POST', paths.addOrderComment(order.order_id), {
      token,
      form: { goods_id: item.goodsId, rating: 5, content: 'Light and sturdy frames' },
    });
    expect(review.status, review.text).toBe(200);
    const after = await points(token);
    expect(after.balance).toBe(paid + REVIEW_POINTS);
    expect(after.items.map((i) => [i.reason, i.delta])).toEqual([
      ['review', REVIEW_POINTS],
      ['order_paid', paid],
    ]);
  });

  it('takes the points back when a paid order is cancelled; an unpaid cancelled order earned none', async () => {
    const { token, order } = await orderFor(t, { price: 30 });
    await payByCard(t, token, order.order_id);
    await operatorMove(t.app, order.order_id, 'cancelled', {});
    const page = await points(token);
    expect(page.balance).toBe(0);
    expect(page.items.map((i) => i.reason)).toEqual(['order_cancelled', 'order_paid']);

    const unpaid = await orderFor(t, { price: 30 });
    await operatorMove(t.app, unpaid.order.order_id, 'cancelled', {});
    expect(await points(unpaid.token)).toMatchObject({ balance: 0, total: 0 });
  });

  it('refuses a bad page (422) and visitors (403)', async () => {
    const { token } = await orderFor(t);
    const bad = await t.api('GET', `${paths.pointList}?page=abc`, { token });
    expect([bad.status, errorsOf(bad).page]).toEqual([422, messages.pageInvalid]);
    expect((await t.api('GET', paths.pointList, { token: await visitorToken(t) })).status).toBe(403);
  });
});
